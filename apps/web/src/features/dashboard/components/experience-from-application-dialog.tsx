import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import { EXPERIENCE_LIMITS } from '@hirehand/shared/experience/experience';
import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useRecordExperienceFromApplication } from '../api/experience-from-application';
import { ConfirmDialog } from './confirm-dialog';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Turns an accepted application into a work-experience entry, with the client's rating and review. */
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
  const [rating, setRating] = useState(5);
  const [review, setReview] = useState('');

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setRating(5);
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
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('experience.rating')}</legend>
        <p className="text-xs text-slate-600">{t('experience.ratingHint')}</p>
        <div className="mt-2 flex gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600"
            >
              <input
                type="radio"
                name="client-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <span className="sr-only">{t('experience.stars', { count: value })}</span>
              <Star
                aria-hidden="true"
                className={cn('size-7', value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
              />
            </label>
          ))}
        </div>
      </fieldset>
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
