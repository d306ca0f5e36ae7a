import { GIG_LIMITS } from '@hirehand/shared/gigs/create-gig';
import type { MyPostingDto, UpdateGigInput } from '@hirehand/shared/gigs/gig-dto';
import { PRICING_TYPES, type PricingType } from '@hirehand/shared/gigs/gig-enums';
import { URGENCIES, type Urgency } from '@hirehand/shared/jobs/job-enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useTerms } from '@/lib/terms/use-terms';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUpdatePosting } from '../api/update-posting';

const FIELDS = [
  'title',
  'description',
  'openings',
  'urgency',
  'pricing_type',
  'hourly_rate',
  'fixed_price',
  'price_range_min',
  'price_range_max',
  'salary_min',
  'salary_max',
  'skills_required',
] as const;
type NumberField =
  | 'openings'
  | 'hourly_rate'
  | 'fixed_price'
  | 'price_range_min'
  | 'price_range_max'
  | 'salary_min'
  | 'salary_max';

export interface FormValues {
  title: string;
  description: string;
  urgency: Urgency;
  pricing_type: PricingType;
  skills: string;
  numbers: Record<NumberField, string>;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

export function initialValues(posting: MyPostingDto): FormValues {
  return {
    title: posting.title,
    description: posting.description,
    urgency: posting.urgency,
    pricing_type: posting.pricing_type,
    skills: posting.skills_required.join(', '),
    numbers: {
      openings: String(posting.openings),
      hourly_rate: asText(posting.hourly_rate),
      fixed_price: asText(posting.fixed_price),
      price_range_min: asText(posting.price_range_min),
      price_range_max: asText(posting.price_range_max),
      salary_min: asText(posting.salary_min),
      salary_max: asText(posting.salary_max),
    },
  };
}

const parseSkills = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean),
  ),
];

/**
 * A job's pay range (CAD per hour) is an hourly figure: it fits hourly pricing only. For a
 * fixed or negotiable price the board's pay text follows the price instead.
 */
export const showsSalaryRange = (mode: MyPostingDto['mode'], pricing: PricingType) =>
  mode === 'job' && pricing === 'hourly';

/** The pay fields that fit a pricing type (and mode): the rest are hidden and not sent. */
export function payFieldsFor(mode: MyPostingDto['mode'], pricing: PricingType): NumberField[] {
  const price: Record<PricingType, NumberField[]> = {
    hourly: ['hourly_rate'],
    fixed: ['fixed_price'],
    negotiable: ['price_range_min', 'price_range_max'],
  };
  return [
    ...price[pricing],
    ...(showsSalaryRange(mode, pricing) ? (['salary_min', 'salary_max'] as const) : []),
  ];
}

const PAY_FIELDS: NumberField[] = [
  'hourly_rate',
  'fixed_price',
  'price_range_min',
  'price_range_max',
  'salary_min',
  'salary_max',
];

/** The pay range the server derives from a posting's own price fields (what it shows when none was set). */
function derivedSalary(posting: MyPostingDto, key: 'salary_min' | 'salary_max'): number | null {
  if (posting.pricing_type === 'hourly') return posting.hourly_rate;
  if (posting.pricing_type === 'negotiable')
    return key === 'salary_min' ? posting.price_range_min : posting.price_range_max;
  return null;
}

/**
 * Only what changed goes into the PATCH; a field left alone keeps its value on the server. Pay
 * fields that do not fit the pricing type are not sent, except a job's own pay range (one set
 * apart from the price), which is cleared (null: it follows the price again) so the board does
 * not show an hourly range for a fixed or negotiable price.
 */
export function changedFields(posting: MyPostingDto, values: FormValues): UpdateGigInput {
  const input: UpdateGigInput = {};
  if (values.title !== posting.title) input.title = values.title;
  if (values.description !== posting.description) input.description = values.description;
  if (values.urgency !== posting.urgency) input.urgency = values.urgency;
  if (values.pricing_type !== posting.pricing_type) input.pricing_type = values.pricing_type;
  const skills = parseSkills(values.skills);
  if (skills.join('\n') !== posting.skills_required.join('\n')) input.skills_required = skills;
  const fitting = payFieldsFor(posting.mode, values.pricing_type);
  for (const key of Object.keys(values.numbers) as NumberField[]) {
    const hidden = PAY_FIELDS.includes(key) && !fitting.includes(key);
    if (hidden) {
      if ((key === 'salary_min' || key === 'salary_max') && posting[key] !== derivedSalary(posting, key)) {
        input[key] = null;
      }
      continue;
    }
    const text = values.numbers[key].trim();
    const value = text === '' ? null : Number(text);
    if (value === posting[key]) continue;
    if (key === 'openings') {
      if (value !== null) input.openings = value;
    } else {
      input[key] = value;
    }
  }
  return input;
}

/** Edit a posting's main fields (PATCH /api/gigs/{id}); the server's publish checks answer with their text. */
export function EditPostingDialog({
  posting,
  open,
  onOpenChange,
}: {
  posting: MyPostingDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('dashboard');
  const { term } = useTerms();
  const update = useUpdatePosting();
  const form = useFormErrors(FIELDS);
  const [values, setValues] = useState(() => initialValues(posting));

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.setGeneral(null);
  };
  const setNumber = (key: NumberField, value: string) => {
    setValues((current) => ({ ...current, numbers: { ...current.numbers, [key]: value } }));
    form.clear(key);
    form.setGeneral(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const fitting = payFieldsFor(posting.mode, values.pricing_type);
    const invalid = (Object.keys(values.numbers) as NumberField[]).filter((key) => {
      if (PAY_FIELDS.includes(key) && !fitting.includes(key)) return false;
      const text = values.numbers[key].trim();
      return (key === 'openings' && text === '') || (text !== '' && !Number.isFinite(Number(text)));
    });
    if (invalid.length > 0) {
      form.show(Object.fromEntries(invalid.map((key) => [key, t('edit.numberRequired')])));
      return;
    }
    const input = changedFields(posting, values);
    if (Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    update.mutate(
      { id: posting.id, input },
      {
        onSuccess: () => {
          toast(t('edit.saved'), 'success');
          onOpenChange(false);
        },
        onError: (error) => form.fromError(error, t('edit.failed')),
      },
    );
  };

  const numberField = (
    key: NumberField,
    label: string,
    extra: { min?: number; max?: number; step?: string; hint?: string } = {},
  ) => (
    <Field label={label} error={form.errors[key]} hint={extra.hint} required={key === 'openings'}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={extra.min ?? 0}
          max={extra.max}
          step={extra.step ?? 'any'}
          value={values.numbers[key]}
          onChange={(event) => setNumber(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t('close')} className="max-w-2xl">
        <DialogTitle className="pr-8 text-xl">{t('edit.title')}</DialogTitle>
        <DialogDescription>{t('edit.text', { title: posting.title })}</DialogDescription>
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
          <Field label={t('edit.fields.title')} error={form.errors.title} required>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                onChange={(event) => {
                  set('title', event.target.value);
                  form.clear('title');
                }}
              />
            )}
          </Field>
          <Field label={t('edit.fields.description')} error={form.errors.description} required>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                value={values.description}
                onChange={(event) => {
                  set('description', event.target.value);
                  form.clear('description');
                }}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField('openings', t('edit.fields.openings'), {
              min: Math.max(1, posting.hired_count),
              max: GIG_LIMITS.openingsMax,
              step: '1',
            })}
            <Field label={t('edit.fields.urgency')} error={form.errors.urgency}>
              {(control) => (
                <Select
                  {...control}
                  value={values.urgency}
                  onValueChange={(value) => set('urgency', value as Urgency)}
                  options={URGENCIES.map((value) => ({ value, label: term('urgencies', value) }))}
                />
              )}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('edit.fields.pricingType')} error={form.errors.pricing_type}>
              {(control) => (
                <Select
                  {...control}
                  value={values.pricing_type}
                  onValueChange={(value) => set('pricing_type', value as PricingType)}
                  options={PRICING_TYPES.map((value) => ({ value, label: term('pricingTypes', value) }))}
                />
              )}
            </Field>
            {values.pricing_type === 'hourly'
              ? numberField('hourly_rate', t('edit.fields.hourlyRate'), { max: GIG_LIMITS.hourlyMax })
              : null}
            {values.pricing_type === 'fixed'
              ? numberField('fixed_price', t('edit.fields.fixedPrice'), { max: GIG_LIMITS.fixedMax })
              : null}
          </div>
          {values.pricing_type === 'negotiable' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {numberField('price_range_min', t('edit.fields.rangeMin'))}
              {numberField('price_range_max', t('edit.fields.rangeMax'))}
            </div>
          ) : null}
          {showsSalaryRange(posting.mode, values.pricing_type) ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {numberField('salary_min', t('edit.fields.salaryMin'), { hint: t('edit.salaryHint') })}
              {numberField('salary_max', t('edit.fields.salaryMax'))}
            </div>
          ) : null}
          <Field
            label={t('edit.fields.skills')}
            hint={t('edit.skillsHint')}
            error={form.errors.skills_required}
          >
            {(control) => (
              <Input
                {...control}
                value={values.skills}
                onChange={(event) => {
                  set('skills', event.target.value);
                  form.clear('skills_required');
                }}
              />
            )}
          </Field>
          <div className="-mb-4">
            <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : null} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={update.isPending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
