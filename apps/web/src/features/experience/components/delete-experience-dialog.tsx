import type { ExperienceEntryDto } from '@hirehand/shared/experience/experience';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteExperience } from '../api/delete-experience';

/** Asks before deleting an entry; Cancel is focused first so Enter does not delete by accident. */
export function DeleteExperienceDialog({
  userId,
  entry,
  onClose,
}: {
  userId: string;
  entry: ExperienceEntryDto;
  onClose(): void;
}) {
  const { t } = useTranslation('experience');
  const remove = useDeleteExperience(userId);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast(t('messages.deleted'), 'success');
        onClose();
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError
            ? (failure.detail ?? t('messages.deleteFailed'))
            : t('messages.network'),
        ),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <DialogContent closeLabel={t('modal.close')} role="alertdialog" className="max-w-md p-5 sm:p-6">
        <div className="pr-8">
          <DialogTitle className="text-xl">{t('delete.title')}</DialogTitle>
          <DialogDescription className="user-text">
            {t('delete.body', { title: entry.title })}
          </DialogDescription>
        </div>
        <div className="mt-5">
          <FormOutcome outcome={error ? { kind: 'error', message: error } : null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
