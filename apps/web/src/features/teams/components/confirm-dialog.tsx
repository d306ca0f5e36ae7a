import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

/** Asks before a change that cannot be undone from here (removing a member, leaving the team). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('teams');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-md">
        <DialogTitle className="pr-8 text-lg">{props.title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-700">{props.text}</DialogDescription>
        {props.error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {props.error}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={props.pending} onClick={() => props.onOpenChange(false)}>
            {props.cancelLabel}
          </Button>
          <Button variant="danger" disabled={props.pending} onClick={props.onConfirm}>
            {props.pending ? <Spinner /> : null}
            {props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
