import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface DiscardDraftDialogProps {
  open: boolean;
  /** Keep editing: the dialog closes and the form stays as it was (Escape does the same). */
  onKeepEditing(): void;
  onDiscard(): void;
}

/**
 * "Discard your draft?" before a half-filled form is thrown away (closing it, Escape, Back).
 * An alert dialog stacked on the form's own: focus starts on Keep editing, the safe answer.
 */
export function DiscardDraftDialog({ open, onKeepEditing, onDiscard }: DiscardDraftDialogProps) {
  const { t } = useTranslation('form-words');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
    >
      <DialogContent role="alertdialog" closeLabel={tc('close')} data-testid="discard-draft">
        <DialogTitle className="pr-8 text-xl">{t('discardDraft.title')}</DialogTitle>
        <DialogDescription>{t('discardDraft.body')}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary" autoFocus>
              {t('discardDraft.keep')}
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onDiscard}>
            {t('discardDraft.discard')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
