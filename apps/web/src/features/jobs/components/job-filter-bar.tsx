import {
  CERTIFICATION_TYPES,
  JOB_EXPERIENCE_LEVELS,
  JOB_RADIUS_OPTIONS,
  JOB_SORTS,
  JOB_TYPES,
  URGENCIES,
  WORK_SCHEDULES,
} from '@hirehand/shared/jobs/job-enums';
import { Lock, Search, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, focusRing } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { type TermGroup, type TermValue, useTerms } from '@/lib/terms/use-terms';
import { countActiveFilters, type JobFilters, salaryBoundsInverted } from '../api/job-filters';
import type { ExclusiveAccess } from '../api/jobs-api';
import { exclusiveThreshold } from './job-card';

/** Radix Select needs a non-empty value; "Any" stands for an unset filter. */
const ANY = 'any';

type ChoiceKey = 'jobType' | 'urgency' | 'experienceLevel' | 'workSchedule' | 'certificationType';

/** Where each choice filter's option labels live in the shared `terms` namespace. */
const TERM_GROUPS = {
  jobType: 'jobTypes',
  urgency: 'urgencies',
  experienceLevel: 'jobExperience',
  workSchedule: 'workSchedules',
  certificationType: 'certificationTypes',
} as const satisfies Record<ChoiceKey, TermGroup>;
type ChoiceGroup<K extends ChoiceKey> = (typeof TERM_GROUPS)[K];

interface JobFilterBarProps {
  filters: JobFilters;
  /** `immediate` applies at once (choices); typed text is applied after a pause. */
  onChange(patch: Partial<JobFilters>, immediate: boolean): void;
  /** Enter or the Search button: apply what is typed now. */
  onSubmit(): void;
  onClear(): void;
  /** The server's answer about the typed city (400 detail). */
  locationError?: string;
  /** Shown under the sort choice when distance sorting has no point to measure from. */
  sortHint?: string;
  /** Under the Distance choice: where the radius is measured from. */
  radiusHint: string;
  /**
   * The exclusive-jobs filter: usable when `entitled`, shown disabled with a Premium link when
   * `locked` (disabled alone while the plan loads), left out for visitors (`none`).
   */
  exclusiveAccess?: ExclusiveAccess;
}

const wideScreen = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 768px)').matches
    : false;

/**
 * The board's search and filter bar: search, city and the Filters toggle stay in view;
 * the other filters fold away (closed at first on small screens). The badge counts the
 * filters that differ from their defaults.
 */
export function JobFilterBar({
  filters,
  onChange,
  onSubmit,
  onClear,
  locationError,
  radiusHint,
  sortHint,
  exclusiveAccess = 'none',
}: JobFilterBarProps) {
  const { t } = useTranslation('jobs');
  const { term } = useTerms();
  const panelId = useId();
  const [open, setOpen] = useState(wideScreen);
  const activeCount = countActiveFilters(filters);
  const salaryError = salaryBoundsInverted(filters) ? t('filters.salaryOrder') : undefined;

  const options = <K extends ChoiceKey>(
    key: K,
    values: readonly TermValue<ChoiceGroup<K>>[],
  ): SelectOption[] => [
    { value: ANY, label: t('filters.any') },
    ...values.map((value) => ({ value, label: term(TERM_GROUPS[key], value) })),
  ];

  const choice = <K extends ChoiceKey>(key: K, values: readonly TermValue<ChoiceGroup<K>>[]) => (
    <Field label={t(`filters.${key as ChoiceKey}`)} className="col-span-2 sm:col-span-1">
      {(control) => (
        <Select
          {...control}
          value={filters[key] || ANY}
          onValueChange={(value) => onChange({ [key]: value === ANY ? '' : value }, true)}
          options={options(key, values)}
        />
      )}
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <search aria-label={t('filters.label')}>
      <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <div className="grid gap-3 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-start">
          <Field label={t('filters.searchTerm')}>
            {(control) => (
              <Input
                {...control}
                type="search"
                value={filters.searchTerm}
                placeholder={t('filters.searchPlaceholder')}
                maxLength={200}
                onChange={(event) => onChange({ searchTerm: event.target.value }, false)}
              />
            )}
          </Field>
          <Field label={t('filters.location')} error={locationError}>
            {(control) => (
              <Input
                {...control}
                value={filters.location}
                placeholder={t('filters.locationPlaceholder')}
                maxLength={120}
                autoComplete="address-level2"
                onChange={(event) => onChange({ location: event.target.value }, false)}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-2 md:pt-[1.625rem]">
            <Button type="submit" className="flex-1 md:flex-none">
              <Search aria-hidden="true" className="size-4" />
              {t('filters.search')}
            </Button>
            <Button
              variant="secondary"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((value) => !value)}
              className="flex-1 md:flex-none"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t('filters.toggle')}
              {activeCount > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    data-testid="filter-count"
                    className="inline-flex min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs text-white"
                  >
                    {activeCount}
                  </span>
                  <span className="sr-only">{t('filters.activeCount', { count: activeCount })}</span>
                </>
              ) : null}
            </Button>
          </div>
        </div>

        <div
          id={panelId}
          data-testid="advanced-filters"
          hidden={!open}
          className="mt-4 border-t border-slate-200 pt-4"
        >
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Field label={t('filters.radius')} hint={radiusHint} className="col-span-2 sm:col-span-1">
              {(control) => (
                <Select
                  {...control}
                  value={filters.radius}
                  onValueChange={(value) => onChange({ radius: value as JobFilters['radius'] }, true)}
                  options={JOB_RADIUS_OPTIONS.map((value) => ({ value, label: t(`radius.${value}`) }))}
                />
              )}
            </Field>
            <Field label={t('filters.minSalary')} error={salaryError}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={1}
                  value={filters.minSalary}
                  onChange={(event) => onChange({ minSalary: event.target.value }, false)}
                />
              )}
            </Field>
            <Field label={t('filters.maxSalary')}>
              {(control) => (
                <Input
                  {...control}
                  aria-invalid={Boolean(salaryError)}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={1}
                  value={filters.maxSalary}
                  onChange={(event) => onChange({ maxSalary: event.target.value }, false)}
                />
              )}
            </Field>
            <Field label={t('filters.sortBy')} hint={sortHint} className="col-span-2 sm:col-span-1">
              {(control) => (
                <Select
                  {...control}
                  value={filters.sortBy}
                  onValueChange={(value) => onChange({ sortBy: value as JobFilters['sortBy'] }, true)}
                  options={JOB_SORTS.map((value) => ({ value, label: t(`sortBy.${value}`) }))}
                />
              )}
            </Field>
            {choice('jobType', JOB_TYPES)}
            {choice('urgency', URGENCIES)}
            {choice('experienceLevel', JOB_EXPERIENCE_LEVELS)}
            {choice('workSchedule', WORK_SCHEDULES)}
            {choice('certificationType', CERTIFICATION_TYPES)}
            <div className="col-span-2 flex flex-col justify-end gap-2 lg:col-span-3 lg:flex-row lg:items-end lg:gap-6 lg:pb-2.5">
              <Checkbox
                label={t('filters.certificationRequired')}
                checked={filters.certificationRequired}
                onChange={(checked) => onChange({ certificationRequired: checked }, true)}
              />
              <Checkbox
                label={t('filters.remoteAllowed')}
                checked={filters.remoteAllowed}
                onChange={(checked) => onChange({ remoteAllowed: checked }, true)}
              />
              {exclusiveAccess === 'none' ? null : (
                <ExclusiveToggle
                  access={exclusiveAccess}
                  checked={filters.exclusive}
                  onChange={(checked) => onChange({ exclusive: checked }, true)}
                />
              )}
            </div>
          </div>
        </div>

        {activeCount > 0 ? (
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X aria-hidden="true" className="size-4" />
              {t('filters.clearAll')}
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <label
      className={cn(
        'inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 lg:min-h-0',
        disabled && 'cursor-not-allowed text-slate-500',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className={cn('size-4 rounded border-slate-400 accent-blue-700', focusRing)}
      />
      {label}
    </label>
  );
}

/**
 * "Exclusive jobs only": for a plan with `exclusive_jobs`; without it the box is disabled (not
 * checked, whatever the address said) and a Premium link leads to /membership.
 */
function ExclusiveToggle({
  access,
  checked,
  onChange,
}: {
  access: Exclude<ExclusiveAccess, 'none'>;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation('jobs');
  const hintId = useId();
  const amount = exclusiveThreshold();
  const locked = access === 'locked';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-testid="exclusive-filter">
      <Checkbox
        label={t('exclusive.filter')}
        checked={access === 'entitled' && checked}
        disabled={access !== 'entitled'}
        describedBy={hintId}
        onChange={onChange}
      />
      <span id={hintId} className="sr-only">
        {locked ? t('exclusive.lockedHint', { amount }) : t('exclusive.filterHint', { amount })}
      </span>
      {locked ? (
        <Link
          to="/membership"
          aria-label={t('exclusive.premiumLabel')}
          className={cn(
            // At least 24 px high: a target of its own beside the box (WCAG 2.5.8).
            'inline-flex min-h-6 items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900 hover:bg-violet-200',
            focusRing,
          )}
        >
          <Lock aria-hidden="true" className="size-3.5" />
          {t('exclusive.premium')}
        </Link>
      ) : null}
    </span>
  );
}
