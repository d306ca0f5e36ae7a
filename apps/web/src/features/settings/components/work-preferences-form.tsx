import type { WorkPreferencesDto } from '@hirehand/shared/matching/work-preferences';
import { WORK_PREFERENCE_LIMITS, WorkPreferencesInput } from '@hirehand/shared/matching/work-preferences';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTerms } from '@/lib/terms/use-terms';
import { useSaveWorkPreferences, useWorkPreferences } from '../api/work-preferences';
import {
  CERTIFICATION_TYPES,
  type CertificationRow,
  checkValues,
  emptyCertification,
  GIG_CATEGORIES,
  JOB_TYPES,
  toInput,
  toValues,
  WORK_SCHEDULES,
  type WorkPreferencesValues,
} from '../lib/work-preferences-form';

const selectLook =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

const chipLook = (on: boolean) =>
  cn(
    'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600',
    on
      ? 'border-blue-700 bg-blue-50 text-blue-950'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  );

/** Loads the worker's preferences, then the form (Settings, #work-preferences). */
export function WorkPreferencesSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const query = useWorkPreferences();
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" />
        {tc('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div>
        <FormOutcome outcome={{ kind: 'error', message: t('workPreferences.loadFailed') }} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('workPreferences.retry')}
        </Button>
      </div>
    );
  }
  return <WorkPreferencesForm preferences={query.data} headingId={headingId} />;
}

/**
 * What the worker wants beyond skills and city (issue 21): rate, job types, schedules, distance,
 * categories, certifications held and whether nearby employers may find them; saved whole
 * through PUT /api/profile/me/work-preferences.
 */
export function WorkPreferencesForm({
  preferences,
  headingId,
}: {
  preferences: WorkPreferencesDto;
  headingId: string;
}) {
  const { t } = useTranslation('settings');
  const { term } = useTerms();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { mutateAsync: save } = useSaveWorkPreferences();
  const form = useZodForm({
    initial: toValues(preferences),
    schema: WorkPreferencesInput,
    toInput,
    check: (values) =>
      checkValues(values, {
        rateInvalid: t('workPreferences.rateInvalid'),
        distanceInvalid: t('workPreferences.distanceInvalid'),
        certificationType: (row) => t('workPreferences.certificationTypeMissing', { row }),
        certificationNumber: (row) => t('workPreferences.certificationNumberMissing', { row }),
        certificationTwice: (row) => t('workPreferences.certificationTwice', { row }),
      }),
    failure: () => t('failed'),
    onEdit: () => setOutcome(null),
  });
  const { values, errors } = form;
  const ids = { certs: useId(), discoverable: useId(), discoverableHint: useId() };
  const max = WORK_PREFERENCE_LIMITS.certificationsMax;

  const onSubmit = form.handleSubmit(async (input) => {
    const saved = await save(input);
    form.setValues(toValues(saved));
    setOutcome({ kind: 'success', message: t('workPreferences.saved') });
  });

  const toggle = <K extends 'job_types' | 'schedules' | 'categories'>(
    field: K,
    value: WorkPreferencesValues[K][number],
    on: boolean,
  ) => {
    const current = values[field] as string[];
    form.setValue(
      field,
      (on ? [...current, value] : current.filter((v) => v !== value)) as WorkPreferencesValues[K],
    );
  };
  const setRow = (key: string, change: Partial<CertificationRow>) =>
    form.setValue(
      'certifications',
      values.certifications.map((row) => (row.key === key ? { ...row, ...change } : row)),
    );

  const choices = <K extends 'job_types' | 'schedules' | 'categories'>(
    field: K,
    legend: string,
    options: readonly WorkPreferencesValues[K][number][],
    label: (value: WorkPreferencesValues[K][number]) => string,
  ) => {
    const errorId = `${headingId}-${field}-error`;
    return (
      <fieldset aria-describedby={errors[field] ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{legend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((option, index) => {
            const on = (values[field] as string[]).includes(option);
            return (
              <label key={option} className={chipLook(on)}>
                <input
                  type="checkbox"
                  className="size-4 accent-blue-700"
                  checked={on}
                  aria-invalid={index === 0 && Boolean(errors[field])}
                  onChange={(e) => toggle(field, option, e.target.checked)}
                />
                {label(option)}
              </label>
            );
          })}
        </div>
        {errors[field] ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors[field]}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const certError = errors.certifications;
  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <p className="text-sm text-slate-700">{t('workPreferences.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('workPreferences.rate')}
          hint={t('workPreferences.rateHint')}
          error={errors.desired_rate}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.desired_rate}
              onChange={(e) => form.setValue('desired_rate', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('workPreferences.distance')}
          hint={t('workPreferences.distanceHint')}
          error={errors.max_distance_km}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={WORK_PREFERENCE_LIMITS.distanceMinKm}
              max={WORK_PREFERENCE_LIMITS.distanceMaxKm}
              step={1}
              value={values.max_distance_km}
              onChange={(e) => form.setValue('max_distance_km', e.target.value)}
            />
          )}
        </Field>
      </div>
      {choices('job_types', t('workPreferences.jobTypes'), JOB_TYPES, (v) => term('jobTypes', v))}
      {choices('schedules', t('workPreferences.schedules'), WORK_SCHEDULES, (v) => term('workSchedules', v))}
      {choices('categories', t('workPreferences.categories'), GIG_CATEGORIES, (v) => term('categories', v))}

      <fieldset aria-describedby={ids.certs}>
        <legend className="text-sm font-medium text-slate-800">{t('workPreferences.certifications')}</legend>
        <p id={ids.certs} className="text-xs text-slate-600">
          {t('workPreferences.certificationsHint', { max })}
        </p>
        {values.certifications.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('workPreferences.noCertifications')}</p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {values.certifications.map((row, index) => {
              const n = index + 1;
              return (
                <li key={row.key}>
                  <fieldset
                    aria-label={t('workPreferences.certificationRow', { row: n })}
                    className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-end"
                  >
                    <Field label={t('workPreferences.certificationType')}>
                      {(control) => (
                        <select
                          {...control}
                          aria-invalid={Boolean(certError) && row.type === ''}
                          className={selectLook}
                          value={row.type}
                          onChange={(e) =>
                            setRow(row.key, { type: e.target.value as CertificationRow['type'] })
                          }
                        >
                          <option value="">{t('workPreferences.certificationChoose')}</option>
                          {CERTIFICATION_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {term('certificationTypes', type)}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label={t('workPreferences.certificationNumber')}>
                      {(control) => (
                        <Input
                          {...control}
                          aria-invalid={Boolean(certError) && row.number.trim() === ''}
                          maxLength={WORK_PREFERENCE_LIMITS.certificationNumberMax}
                          value={row.number}
                          onChange={(e) => setRow(row.key, { number: e.target.value })}
                        />
                      )}
                    </Field>
                    <Field label={t('workPreferences.certificationExpires')}>
                      {(control) => (
                        <Input
                          {...control}
                          type="date"
                          value={row.expires_on}
                          onChange={(e) => setRow(row.key, { expires_on: e.target.value })}
                        />
                      )}
                    </Field>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('workPreferences.removeCertification', { row: n })}
                      onClick={() =>
                        form.setValue(
                          'certifications',
                          values.certifications.filter((other) => other.key !== row.key),
                        )
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
        {certError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {certError}
          </p>
        ) : null}
        {values.certifications.length < max ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => form.setValue('certifications', [...values.certifications, emptyCertification()])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('workPreferences.addCertification')}
          </Button>
        ) : (
          <p className="mt-3 text-sm text-slate-700">{t('workPreferences.certificationsFull', { max })}</p>
        )}
      </fieldset>

      <div className="flex items-start gap-3">
        <input
          id={ids.discoverable}
          type="checkbox"
          role="switch"
          aria-checked={values.discoverable}
          aria-describedby={ids.discoverableHint}
          className="mt-1 size-5 shrink-0 accent-blue-700"
          checked={values.discoverable}
          onChange={(e) => form.setValue('discoverable', e.target.checked)}
        />
        <div>
          <label htmlFor={ids.discoverable} className="text-sm font-medium text-slate-900">
            {t('workPreferences.discoverable')}
          </label>
          <p id={ids.discoverableHint} className="text-xs text-slate-600">
            {t('workPreferences.discoverableHint')}
          </p>
        </div>
      </div>

      <div>
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('workPreferences.busy') : t('workPreferences.submit')}
        </Button>
      </div>
    </form>
  );
}
