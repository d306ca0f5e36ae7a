import { APPLICATION_LIMITS } from '@hirehand/shared/applications/applications';
import { MEMBERSHIP_MESSAGES } from '@hirehand/shared/membership/membership-texts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useApplyToPosting } from '../api/apply';
import { applyFormSchema, EMPTY_APPLY_FORM } from '../lib/apply-form';
import { ApplicationLimitNotice, ApplicationsLeft, useApplicationQuota } from './application-limit';

export interface ApplyDialogProps {
  open: boolean;
  postingId: string;
  title: string;
  onOpenChange(open: boolean): void;
  onApplied?(): void;
}

const COVER_LETTER_MAX = APPLICATION_LIMITS.coverLetter;
const APPLICATION_LIMIT_CODE = 'membership.application_limit';

/**
 * The apply overlay ('Apply for "{gig title}"'), for gigs and jobs alike. A draft
 * survives closing and reopening for the same posting; a successful apply clears it, toasts
 * a confirmation, closes and tells the caller.
 */
export function ApplyDialog({ open, postingId, title, onOpenChange, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation('applications');
  const [draftFor, setDraftFor] = useState(postingId);
  const [limitReached, setLimitReached] = useState(false);
  const mutation = useApplyToPosting(postingId);
  const quota = useApplicationQuota(open);
  // The month's applications are used up: say so (with the way to lift it) instead of a form the
  // server would refuse.
  const exhausted = quota !== null && quota.left === 0 && !limitReached;
  const form = useZodForm({
    initial: EMPTY_APPLY_FORM,
    schema: applyFormSchema({
      rateInvalid: t('apply.rateInvalid'),
      timelineInvalid: t('apply.timelineInvalid'),
    }),
    // The server's detail, else "Failed to submit application"; a call that
    // never got an answer is "Network error. Please try again.".
    failure: (error) => (error instanceof ApiError ? t('apply.errors.failed') : t('apply.errors.network')),
  });
  const { errors, values } = form;
  const update = form.setValue;
  const pending = form.pending;

  if (draftFor !== postingId) {
    setDraftFor(postingId);
    form.reset();
  }

  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    setLimitReached(false);
    form.setGeneral(null);
    form.showErrors({});
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    setLimitReached(false);
    try {
      await mutation.mutateAsync(input);
    } catch (error) {
      // The plan's monthly limit: its text, with the way to lift it (an Upgrade link).
      if (error instanceof ApiError && error.status === 403 && error.code === APPLICATION_LIMIT_CODE)
        setLimitReached(true);
      throw error;
    }
    form.reset();
    toast(t('apply.submitted'), 'success');
    onOpenChange(false);
    onApplied?.();
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('apply.close')} data-testid="apply-dialog" className="max-w-xl p-5 sm:p-6">
        <div className="pr-8">
          <DialogTitle className="text-xl user-text sm:text-2xl">{t('apply.title', { title })}</DialogTitle>
          <DialogDescription>{t('apply.intro')}</DialogDescription>
          {quota ? <ApplicationsLeft quota={quota} /> : null}
        </div>
        {exhausted ? (
          <div className="mt-5 grid gap-4">
            <ApplicationLimitNotice
              message={MEMBERSHIP_MESSAGES.applicationLimit(quota.limit)}
              onUpgrade={() => changeOpen(false)}
            />
            <div className="flex justify-end">
              <Button type="button" variant="secondary" onClick={() => changeOpen(false)}>
                {t('apply.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
            <Field
              label={t('apply.coverLetter')}
              error={errors.cover_letter}
              hint={t('apply.coverLetterHint', { max: formatNumber(COVER_LETTER_MAX) })}
              required
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="cover_letter"
                  required
                  rows={6}
                  maxLength={COVER_LETTER_MAX}
                  maxChars={COVER_LETTER_MAX}
                  placeholder={t('apply.coverLetterPlaceholder')}
                  value={values.cover_letter}
                  onChange={(event) => update('cover_letter', event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('apply.proposedRate')}
              error={errors.proposed_rate}
              hint={t('apply.proposedRateHint')}
            >
              {(control) => (
                <Input
                  {...control}
                  name="proposed_rate"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  value={values.proposed_rate}
                  onChange={(event) => update('proposed_rate', event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('apply.proposedTimeline')}
              error={errors.proposed_timeline}
              hint={t('apply.proposedTimelineHint')}
            >
              {(control) => (
                <Input
                  {...control}
                  name="proposed_timeline"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={values.proposed_timeline}
                  onChange={(event) => update('proposed_timeline', event.target.value)}
                />
              )}
            </Field>
            {limitReached && form.general ? (
              <ApplicationLimitNotice
                className="sm:col-span-2"
                message={form.general}
                onUpgrade={() => changeOpen(false)}
              />
            ) : null}
            <DialogFormActions
              className="sm:col-span-2"
              error={limitReached ? null : form.general}
              pending={pending}
              cancelLabel={t('apply.cancel')}
              submitLabel={pending ? t('apply.submitting') : t('apply.submit')}
              icon={<Send aria-hidden="true" className="size-4" />}
              onCancel={() => changeOpen(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
