export interface ApplyDialogProps {
  open: boolean;
  postingId: string;
  title: string;
  onOpenChange(open: boolean): void;
  onApplied?(): void;
}

// PLACEHOLDER until the apply form lands (issue 4).
export function ApplyDialog(_props: ApplyDialogProps) {
  return null;
}
