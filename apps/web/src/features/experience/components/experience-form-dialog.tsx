import type { ExperienceEntryDto } from '@hirehand/shared/experience/experience';
import { EXPERIENCE_LIMITS } from '@hirehand/shared/experience/experience';
import { WORK_TYPES, type WorkType } from '@hirehand/shared/gigs/gig-enums';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { schemaFromParse } from '@/lib/forms/schema-from-parse';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTerms } from '@/lib/terms/use-terms';
import { useAddExperience } from '../api/add-experience';
import { useUpdateExperience } from '../api/update-experience';
import {
  categoryChoices,
  EMPTY_EXPERIENCE_FORM,
  type ExperienceFormValues,
  parseExperienceForm,
  valuesFromEntry,
} from '../lib/experience-form';

interface ExperienceFormDialogProps {
  userId: string;
  /** The entry to edit; null adds a new one. */
  entry: ExperienceEntryDto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The "Add Experience" overlay, also used to edit an entry. */
export function ExperienceFormDialog({ userId, entry, open, onOpenChange }: ExperienceFormDialogProps) {
  const { t } = useTranslation('experience');
  const { term, termOrValue } = useTerms();
  const add = useAddExperience(userId);
  const update = useUpdateExperience(userId);
  const texts = {
    titleAndDescription: t('messages.titleAndDescription'),
    numberInvalid: t('form.numberInvalid'),
    wholeNumberInvalid: t('form.wholeNumberInvalid'),
  };
  const form = useZodForm({
    initial: entry ? valuesFromEntry(entry) : EMPTY_EXPERIENCE_FORM,
    schema: schemaFromParse((values: ExperienceFormValues) => parseExperienceForm(values, entry, texts)),
    failure: (error) =>
      error instanceof ApiError
        ? t(entry ? 'messages.updateFailed' : 'messages.addFailed')
        : t('messages.network'),
  });
  const { errors, values } = form;
  const set = form.setValue;
  const pending = form.pending;

  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (submit) => {
    if (submit.kind === 'update') {
      await update.mutateAsync({ entryId: submit.entryId, input: submit.input });
      toast(t('messages.updated'), 'success');
    } else {
      await add.mutateAsync(submit.input);
      form.reset();
      toast(t('messages.added'), 'success');
    }
    onOpenChange(false);
  });

  const text = (
    field: 'title' | 'duration_days' | 'hourly_rate' | 'total_earned',
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <Field label={label} error={errors[field]} required={field === 'title'}>
      {(control) => (
        <Input
          {...control}
          {...props}
          name={field}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );
  const number = { type: 'number', min: 0, inputMode: 'decimal', step: '0.01' };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={t('modal.close')}
        data-testid="experience-form"
        className="max-w-2xl p-5 sm:p-6"
      >
        <div className="pr-8">
          <DialogTitle className="text-xl sm:text-2xl">
            {entry ? t('form.editTitle') : t('form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('form.intro')}</DialogDescription>
        </div>
        <form
          ref={form.formRef}
          noValidate
          onSubmit={onSubmit}
          className="mt-5 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4"
        >
          <div className="col-span-2">
            {text('title', t('form.title'), { maxLength: 120, placeholder: t('form.titlePlaceholder') })}
          </div>
          <Field label={t('form.description')} error={errors.description} required className="col-span-2">
            {(control) => (
              <Textarea
                {...control}
                name="description"
                rows={4}
                maxLength={EXPERIENCE_LIMITS.description}
                maxChars={EXPERIENCE_LIMITS.description}
                placeholder={t('form.descriptionPlaceholder')}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
          <Field label={t('form.category')} error={errors.category}>
            {(control) => (
              <Select
                {...control}
                value={values.category}
                onValueChange={(value) => set('category', value)}
                options={categoryChoices(values.category).map((value) => ({
                  value,
                  label: termOrValue('categories', value),
                }))}
              />
            )}
          </Field>
          <Field label={t('form.workType')} error={errors.work_type}>
            {(control) => (
              <Select
                {...control}
                value={values.work_type}
                onValueChange={(value) => set('work_type', value as WorkType)}
                options={WORK_TYPES.map((value) => ({ value, label: term('workTypes', value) }))}
              />
            )}
          </Field>
          {text('duration_days', t('form.durationDays'), { ...number, step: 1, inputMode: 'numeric' })}
          {text('hourly_rate', t('form.hourlyRate'), number)}
          {text('total_earned', t('form.totalEarned'), number)}
          <div className="col-span-2 sm:col-span-1">
            <StarRatingInput
              legend={t('rating.choose')}
              hint={t('rating.hint')}
              value={values.client_rating}
              onChange={(value) => set('client_rating', value)}
            />
          </div>
          <Field label={t('form.clientReview')} error={errors.client_review} className="col-span-2">
            {(control) => (
              <Textarea
                {...control}
                name="client_review"
                rows={3}
                maxLength={EXPERIENCE_LIMITS.review}
                maxChars={EXPERIENCE_LIMITS.review}
                placeholder={t('form.clientReviewPlaceholder')}
                value={values.client_review}
                onChange={(event) => set('client_review', event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('form.skillsUsed')}
            error={errors.skills_used}
            hint={t('form.skillsHint')}
            className="col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                name="skills_used"
                value={values.skills_used}
                onChange={(event) => set('skills_used', event.target.value)}
              />
            )}
          </Field>
          <DialogFormActions
            className="col-span-2"
            error={form.general}
            pending={pending}
            cancelLabel={t('form.cancel')}
            submitLabel={pending ? t('form.saving') : entry ? t('form.saveChanges') : t('form.save')}
            onCancel={() => changeOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
