import {
  PREMIUM_MATCHING_LIMITS as L,
  MATCHING_PRIORITIES,
  PREMIUM_FLAGGED_JOB_TYPES,
  PREMIUM_JOB_TYPES,
  type PremiumJobType,
  type PremiumMatchingPreferencesDto,
} from '@hirehand/shared/matching/premium-matching';
import { Crown, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

/** The Matching Preferences tab (spec 3 §2, §5): priority, sliders, job type tiles, two checkboxes, Update Matches. */
export function PremiumPreferencesForm({
  value,
  onChange,
  onSubmit,
  pending,
}: {
  value: PremiumMatchingPreferencesDto;
  onChange(next: PremiumMatchingPreferencesDto): void;
  onSubmit(): void;
  pending: boolean;
}) {
  const { t } = useTranslation('matching');
  const id = useId();
  const set = <K extends keyof PremiumMatchingPreferencesDto>(
    key: K,
    next: PremiumMatchingPreferencesDto[K],
  ) => onChange({ ...value, [key]: next });
  const toggleType = (type: PremiumJobType) =>
    set(
      'job_types',
      value.job_types.includes(type)
        ? value.job_types.filter((item) => item !== type)
        : [...value.job_types, type],
    );

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('premium.prefs.priority')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {MATCHING_PRIORITIES.map((priority) => (
            <label
              key={priority}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50',
                'border-slate-300',
              )}
            >
              <input
                type="radio"
                name={`${id}-priority`}
                value={priority}
                checked={value.priority === priority}
                onChange={() => set('priority', priority)}
                className="size-4 accent-blue-700"
              />
              {t(`premium.prefs.priorities.${priority}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <div className="flex justify-between text-sm">
            <label htmlFor={`${id}-radius`} className="font-semibold text-slate-900">
              {t('premium.prefs.radius')}
            </label>
            <output htmlFor={`${id}-radius`} className="font-semibold text-blue-800">
              {t('premium.prefs.radiusValue', { km: value.radius })}
            </output>
          </div>
          <input
            id={`${id}-radius`}
            type="range"
            min={L.radiusMinKm}
            max={L.radiusMaxKm}
            step={1}
            value={value.radius}
            aria-valuetext={t('premium.prefs.radiusValue', { km: value.radius })}
            onChange={(event) => set('radius', Number(event.target.value))}
            className={cn('mt-2 w-full accent-blue-700', focusRing)}
          />
        </div>
        <div>
          <div className="flex justify-between text-sm">
            <label htmlFor={`${id}-pay`} className="font-semibold text-slate-900">
              {t('premium.prefs.minimumPay')}
            </label>
            <output htmlFor={`${id}-pay`} className="font-semibold text-blue-800">
              {t('premium.prefs.minimumPayValue', { pay: formatMoney(value.minimum_pay) })}
            </output>
          </div>
          <input
            id={`${id}-pay`}
            type="range"
            min={0}
            max={L.minimumPayMax}
            step={L.minimumPayStep}
            value={value.minimum_pay}
            aria-valuetext={t('premium.prefs.minimumPayValue', { pay: formatMoney(value.minimum_pay) })}
            onChange={(event) => set('minimum_pay', Number(event.target.value))}
            className={cn('mt-2 w-full accent-blue-700', focusRing)}
          />
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('premium.prefs.jobTypes')}</legend>
        <p className="text-xs text-slate-600">{t('premium.prefs.jobTypesHint')}</p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PREMIUM_JOB_TYPES.map((type) => {
            const on = value.job_types.includes(type);
            return (
              <button
                key={type}
                type="button"
                aria-pressed={on}
                onClick={() => toggleType(type)}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-lg border px-3 py-3 text-left text-sm font-medium',
                  on
                    ? 'border-blue-700 bg-blue-50 text-blue-900'
                    : 'border-slate-300 bg-white text-slate-800',
                  focusRing,
                )}
              >
                {t(`premium.prefs.types.${type}`)}
                {PREMIUM_FLAGGED_JOB_TYPES.includes(type) ? (
                  <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    <Crown aria-hidden="true" className="size-3" />
                    {t('premium.prefs.premiumTag')}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.certifications_only}
            onChange={(event) => set('certifications_only', event.target.checked)}
            className="size-4 accent-blue-700"
          />
          {t('premium.prefs.certificationsOnly')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.premium_only}
            onChange={(event) => set('premium_only', event.target.checked)}
            className="size-4 accent-blue-700"
          />
          {t('premium.prefs.premiumOnly')}
        </label>
      </div>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          <RefreshCw aria-hidden="true" className={cn('size-4', pending && 'animate-spin')} />
          {pending ? t('premium.prefs.updating') : t('premium.prefs.update')}
        </Button>
      </div>
    </form>
  );
}
