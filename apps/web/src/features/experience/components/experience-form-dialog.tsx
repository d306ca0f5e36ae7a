import type { ExperienceEntryDto } from '@hirehand/shared/experience/experience';
import { WORK_TYPES, type WorkType } from '@hirehand/shared/gigs/gig-enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useTerms } from '@/lib/terms/use-terms';
import { firstFieldErrors, useFormErrors } from '@/lib/use-form-errors';
import { useAddExperience } from '../api/add-experience';
import { useUpdateExperience } from '../api/update-experience';
import {
  categoryChoices,
  EMPTY_EXPERIENCE_FORM,
  EXPERIENCE_FIELDS,
  type ExperienceField,
  type ExperienceFormValues,
  parseExperienceChanges,
  parseNewExperience,
  valuesFromEntry,
} from './experience-form';
import { StarRatingInput } from './star-rating-input';

interface ExperienceFormDialogProps {
  userId: string;
  /** The entry to edit; null adds a new one. */
  entry: ExperienceEntryDto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The "Add Experience" overlay (spec 3 §2), also used to edit an entry. */
export function ExperienceFormDialog({ userId, entry, open, onOpenChange }: ExperienceFormDialogProps) {
  const { t } = useTranslation('experience');
  const { term, termOrValue } = useTerms();
  const [values, setValues] = useState<ExperienceFormValues>(() =>
    entry ? valuesFromEntry(entry) : EMPTY_EXPERIENCE_FORM,
  );
  const form = useFormErrors(EXPERIENCE_FIELDS);
  const { errors } = form;
  const add = useAddExperience(userId);
  const update = useUpdateExperience(userId);
  const pending = add.isPending || update.isPending;

  const set = <K extends ExperienceField>(field: K, value: ExperienceFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };

  const fail = (error: unknown, fallback: string) => {
    if (error instanceof ApiError) {
      const fields = firstFieldErrors(EXPERIENCE_FIELDS, Object.entries(error.fieldErrors));
      if (Object.keys(fields).length > 0) form.show(fields);
      else form.setGeneral(error.detail ?? fallback);
      return;
    }
    form.setGeneral(t('messages.network'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    form.setGeneral(null);
    const texts = {
      titleAndDescription: t('messages.titleAndDescription'),
      numberInvalid: t('form.numberInvalid'),
      wholeNumberInvalid: t('form.wholeNumberInvalid'),
    };
    if (entry) {
      const parsed = parseExperienceChanges(values, entry, texts);
      if (!parsed.ok) return form.show(parsed.errors);
      form.show({});
      update.mutate(
        { entryId: entry.id, input: parsed.input },
        {
          onSuccess: () => {
            toast(t('messages.updated'), 'success');
            onOpenChange(false);
          },
          onError: (error) => fail(error, t('messages.updateFailed')),
        },
      );
      return;
    }
    const parsed = parseNewExperience(values, texts);
    if (!parsed.ok) return form.show(parsed.errors);
    form.show({});
    add.mutate(parsed.input, {
      onSuccess: () => {
        setValues(EMPTY_EXPERIENCE_FORM);
        toast(t('messages.added'), 'success');
        onOpenChange(false);
      },
      onError: (error) => fail(error, t('messages.addFailed')),
    });
  };

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
                maxLength={2000}
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
            <StarRatingInput value={values.client_rating} onChange={(value) => set('client_rating', value)} />
          </div>
          <Field label={t('form.clientReview')} error={errors.client_review} className="col-span-2">
            {(control) => (
              <Textarea
                {...control}
                name="client_review"
                rows={3}
                maxLength={2000}
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
