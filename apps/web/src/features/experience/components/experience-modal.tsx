export interface ExperienceModalProps {
  open: boolean;
  userId: string;
  onOpenChange(open: boolean): void;
}

// PLACEHOLDER until the experience modal lands (issue 4).
export function ExperienceModal(_props: ExperienceModalProps) {
  return null;
}
