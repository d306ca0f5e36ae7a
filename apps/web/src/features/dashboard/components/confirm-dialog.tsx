import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormOutcome } from '@/components/ui/form-outcome';
import { errorText } from '../lib/error-text';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Shown when the call fails without a text of the server's. */
  fallbackError: string;
  variant?: 'primary' | 'danger';
  /** Runs the call; the dialog closes when it resolves and shows the server's detail when it throws. */
  onConfirm(): Promise<unknown>;
  children?: ReactNode;
}

/** A dialog that confirms one action, keeps it busy while the call runs and shows why it failed. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  fallbackError,
  variant = 'primary',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) setError(null);
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (err) {
      setBusy(false);
      setError(errorText(err, fallbackError));
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle className="pr-8 text-xl">{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
          {children}
          <div className="-mb-4">
            <FormOutcome outcome={error ? { kind: 'error', message: error } : null} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant={variant} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
