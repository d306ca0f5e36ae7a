import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useIsJobSaved, useToggleSavedJob } from '../api/saved-jobs';

/**
 * Save job / Saved (aria-pressed) for a signed-in person: PUT or DELETE /api/jobs/{id}/saved.
 * While a change is on its way the button already shows where it is going. A job no longer on
 * the board can only be removed, so the toggle is offered there only when it is saved.
 */
export function SaveJobToggle({ jobId, open }: { jobId: string; open: boolean }) {
  const { t } = useTranslation('jobs');
  const saved = useIsJobSaved(jobId, true);
  const toggle = useToggleSavedJob();

  if (saved.data === undefined) return null;
  const pressed = toggle.isPending ? toggle.variables.save : saved.data;
  if (!open && !pressed) return null;

  const onClick = () =>
    toggle.mutate(
      { jobId, save: !pressed },
      {
        onSuccess: (_, { save }) => toast(save ? t('save.saved') : t('save.removed'), 'success'),
        onError: (error) =>
          toast(
            error instanceof ApiError && error.status === 409 && error.detail
              ? error.detail
              : t('save.failed'),
            'error',
          ),
      },
    );

  return (
    <Button variant="secondary" aria-pressed={pressed} disabled={toggle.isPending} onClick={onClick}>
      {pressed ? (
        <BookmarkCheck aria-hidden="true" className="size-4 text-blue-700" />
      ) : (
        <Bookmark aria-hidden="true" className="size-4" />
      )}
      {pressed ? t('save.savedLabel') : t('save.action')}
    </Button>
  );
}
