import { GIG_LIMITS } from '@hirehand/shared/gigs/create-gig';
import {
  CERTIFICATION_TYPES,
  type CertificationType,
  JOB_EXPERIENCE_LEVELS,
  JOB_TYPES,
  type JobExperienceLevel,
  type JobType,
  URGENCIES,
  type Urgency,
  WORK_SCHEDULES,
  type WorkSchedule,
} from '@hirehand/shared/jobs/job-enums';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type TermGroup, type TermValue, useTerms } from '@/lib/terms/use-terms';
import { clampAmount, clampWhole, derivedJobFields, type StepProps } from '../../lib/gig-form';
import { CheckField } from './check-field';

/** Largest certification bonus the contract takes, in $ per hour. */
const MAX_BONUS = 500;

/** Job mode's extra fields on the details step: what the job board shows. */
export function DetailsJobFields({ form, update }: StepProps) {
  const { t } = useTranslation('gigs');
  const { term } = useTerms();
  const derived = derivedJobFields(form);
  const options = <G extends TermGroup>(values: readonly TermValue<G>[], group: G) =>
    values.map((value) => ({ value, label: term(group, value) }));

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('detailsStep.jobHeading')}</legend>
      <Field label={t('detailsStep.company')}>
        {(control) => (
          <Input
            {...control}
            value={form.company}
            maxLength={120}
            autoComplete="organization"
            placeholder={t('detailsStep.companyPlaceholder')}
            onChange={(event) => update({ company: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('detailsStep.openings')} hint={t('detailsStep.openingsHint')}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={GIG_LIMITS.openingsMax}
            step={1}
            value={form.openings}
            onChange={(event) => update({ openings: event.target.value })}
            onBlur={() => update({ openings: clampWhole(form.openings, 1, GIG_LIMITS.openingsMax) })}
          />
        )}
      </Field>
      <Field label={t('detailsStep.jobType')}>
        {(control) => (
          <Select
            {...control}
            value={derived.job_type}
            onValueChange={(value) => update({ job_type: value as JobType })}
            options={options(JOB_TYPES, 'jobTypes')}
          />
        )}
      </Field>
      <Field label={t('detailsStep.urgency')}>
        {(control) => (
          <Select
            {...control}
            value={form.urgency}
            onValueChange={(value) => update({ urgency: value as Urgency })}
            options={options(URGENCIES, 'urgencies')}
          />
        )}
      </Field>
      <Field label={t('detailsStep.experienceRequired')}>
        {(control) => (
          <Select
            {...control}
            value={derived.experience_required}
            onValueChange={(value) => update({ experience_required: value as JobExperienceLevel })}
            options={options(JOB_EXPERIENCE_LEVELS, 'jobExperience')}
          />
        )}
      </Field>
      <Field label={t('detailsStep.workSchedule')}>
        {(control) => (
          <Select
            {...control}
            value={form.work_schedule}
            onValueChange={(value) => update({ work_schedule: value as WorkSchedule })}
            options={options(WORK_SCHEDULES, 'workSchedules')}
          />
        )}
      </Field>
      <CheckField
        label={t('detailsStep.remoteAllowed')}
        checked={derived.remote_allowed}
        onChange={(remote_allowed) => update({ remote_allowed })}
      />
      <CheckField
        label={t('detailsStep.certificationRequired')}
        checked={form.certification_required}
        onChange={(certification_required) => update({ certification_required })}
      />
      {form.certification_required ? (
        <>
          <Field label={t('detailsStep.certificationType')}>
            {(control) => (
              <Select
                {...control}
                value={form.certification_type ?? ''}
                placeholder={t('detailsStep.certificationPlaceholder')}
                onValueChange={(value) => update({ certification_type: value as CertificationType })}
                options={options(CERTIFICATION_TYPES, 'certificationTypes')}
              />
            )}
          </Field>
          <Field label={t('detailsStep.certificationBonus')} hint={t('detailsStep.certificationBonusHint')}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                max={MAX_BONUS}
                step="0.5"
                value={form.certification_bonus}
                onChange={(event) => update({ certification_bonus: event.target.value })}
                onBlur={() =>
                  form.certification_bonus.trim() &&
                  update({ certification_bonus: clampAmount(form.certification_bonus, MAX_BONUS) })
                }
              />
            )}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}
