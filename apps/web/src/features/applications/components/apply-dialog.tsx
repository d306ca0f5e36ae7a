import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { useFormErrors } from '@/lib/use-form-errors';
import { useApplyToPosting } from '../api/apply';
import {
  APPLY_FIELDS,
  type ApplyField,
  type ApplyFormValues,
  applyFailure,
  EMPTY_APPLY_FORM,
  parseApplyForm,
} from './apply-form';

export interface ApplyDialogProps {
  open: boolean;
  postingId: string;
  title: string;
  onOpenChange(open: boolean): void;
  onApplied?(): void;
}

const COVER_LETTER_MAX = 5000;

/**
 * The apply overlay (spec 3 §2 'Apply for "{gig title}"'), for gigs and jobs alike. A draft
 * survives closing and reopening for the same posting; a successful apply clears it, toasts
 * the spec's text, closes and tells the caller.
 */
export function ApplyDialog({ open, postingId, title, onOpenChange, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation('applications');
  const [values, setValues] = useState<ApplyFormValues>(EMPTY_APPLY_FORM);
  const [draftFor, setDraftFor] = useState(postingId);
  const form = useFormErrors(APPLY_FIELDS);
  const { errors } = form;
  const mutation = useApplyToPosting(postingId);
  const pending = mutation.isPending;

  if (draftFor !== postingId) {
    setDraftFor(postingId);
    setValues(EMPTY_APPLY_FORM);
  }

  const update = (field: ApplyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    form.setGeneral(null);
    form.show({});
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    form.setGeneral(null);
    const parsed = parseApplyForm(values, {
      rateInvalid: t('apply.rateInvalid'),
      timelineInvalid: t('apply.timelineInvalid'),
    });
    if (!parsed.ok) {
      form.show(parsed.errors);
      return;
    }
    form.show({});
    mutation.mutate(parsed.input, {
      onSuccess: () => {
        setValues(EMPTY_APPLY_FORM);
        toast(t('apply.submitted'), 'success');
        onOpenChange(false);
        onApplied?.();
      },
      onError: (error) => {
        const failure = applyFailure(error, {
          failed: t('apply.errors.failed'),
          network: t('apply.errors.network'),
        });
        if (failure.kind === 'fields') form.show(failure.errors);
        else form.setGeneral(failure.message);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('apply.close')} data-testid="apply-dialog" className="max-w-xl p-5 sm:p-6">
        <div className="pr-8">
          <DialogTitle className="text-xl break-words sm:text-2xl">{t('apply.title', { title })}</DialogTitle>
          <DialogDescription>{t('apply.intro')}</DialogDescription>
        </div>
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
          <DialogFormActions
            className="sm:col-span-2"
            error={form.general}
            pending={pending}
            cancelLabel={t('apply.cancel')}
            submitLabel={pending ? t('apply.submitting') : t('apply.submit')}
            icon={<Send aria-hidden="true" className="size-4" />}
            onCancel={() => changeOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
