import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';

export interface CreateGigWizardProps {
  open: boolean;
  mode: PostingMode;
  onOpenChange(open: boolean): void;
}

// PLACEHOLDER until the wizard lands (issue 4).
export function CreateGigWizard(_props: CreateGigWizardProps) {
  return null;
}
