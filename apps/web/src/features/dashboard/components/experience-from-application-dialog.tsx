import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import { EXPERIENCE_LIMITS } from '@hirehand/shared/experience/experience';
import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { toast } from '@/components/ui/toast';
import { useRecordExperienceFromApplication } from '../api/experience-from-application';
import { ConfirmDialog } from './confirm-dialog';

/** Turns an accepted application into a work-experience entry, with the worker's own (self-reported) rating and the client's feedback in their words. */
export function ExperienceFromApplicationDialog({
  application,
  open,
  onOpenChange,
}: {
  application: ApplicationDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('dashboard');
  const record = useRecordExperienceFromApplication();
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setRating(null);
          setReview('');
        }
        onOpenChange(next);
      }}
      title={t('experience.title')}
      description={t('experience.text', {
        title: application.posting.title,
        client: application.posting.company ?? application.posting.poster.name,
      })}
      confirmLabel={t('experience.confirm')}
      busyLabel={t('experience.busy')}
      fallbackError={EXPERIENCE_MESSAGES.failed}
      onConfirm={async () => {
        const result = await record.mutateAsync({
          applicationId: application.id,
          input: { client_rating: rating, client_review: review.trim() },
        });
        toast(result.message || EXPERIENCE_MESSAGES.added, 'success');
      }}
    >
      <StarRatingInput
        legend={t('experience.rating')}
        hint={t('experience.ratingHint')}
        value={rating}
        onChange={setRating}
      />
      <Field label={t('experience.review')}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={EXPERIENCE_LIMITS.review}
            maxChars={EXPERIENCE_LIMITS.review}
            value={review}
            onChange={(event) => setReview(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
