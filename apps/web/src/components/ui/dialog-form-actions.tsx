import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { FormOutcome } from './form-outcome';
import { Spinner } from './spinner';

interface DialogFormActionsProps {
  /** The form's general error (not tied to a field), shown above the buttons. */
  error: string | null | undefined;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's icon while idle; a spinner replaces it while pending. */
  icon?: ReactNode;
  onCancel(): void;
  className?: string;
}

/** The foot of a form in a dialog: its error, then Cancel and the submit button (stacked on phones). */
export function DialogFormActions({
  error,
  pending,
  cancelLabel,
  submitLabel,
  icon = null,
  onCancel,
  className,
}: DialogFormActionsProps) {
  return (
    <div className={cn(className)}>
      <FormOutcome outcome={error ? { kind: 'error', message: error } : null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : icon}
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
