import { GIG_CATEGORIES, type GigCategory } from '@hirehand/shared/gigs/gig-enums';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_DISTANCES_KM,
  MIN_MATCH_SCORES,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_METHODS,
  type NotificationMethod,
  type NotificationPreferencesDto,
  type NotificationPreferencesInput,
} from '@hirehand/shared/matching/smart-notifications';
import { BellPlus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTerms } from '@/lib/terms/use-terms';
import { useSaveSmartNotifications, useSmartNotifications } from '../api/matching-api';

const selectLook =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40 disabled:bg-slate-100';

const defaults = (): NotificationPreferencesDto => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  preferred_categories: [...DEFAULT_NOTIFICATION_PREFERENCES.preferred_categories],
  methods: [...DEFAULT_NOTIFICATION_PREFERENCES.methods],
});

/** Smart Notifications (spec 2 §2.3, §4): not enabled until saved; a saved set loads as enabled. */
export function SmartNotificationsPanel({ focusOnOpen = false }: { focusOnOpen?: boolean } = {}) {
  const { t } = useTranslation('matching');
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    // After the dialog's own first focus: this panel is what the person came for.
    const timer = setTimeout(() => {
      sectionRef.current?.scrollIntoView?.({ block: 'start' });
      sectionRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [focusOnOpen]);
  const { t: tc } = useTranslation('common');
  const query = useSmartNotifications(true);
  const headingId = useId();

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-blue-600"
      data-testid="smart-notifications"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <BellPlus aria-hidden="true" className="size-5 text-blue-700" />
        {t('notifications.heading')}
        {query.data?.notification_preferences ? (
          <Badge tone="success">{t('notifications.active')}</Badge>
        ) : null}
      </h3>
      {query.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4" />
          {tc('loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-3">
          <FormOutcome look="inline" outcome={{ kind: 'error', message: t('notifications.loadFailed') }} />
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </Button>
        </div>
      ) : (
        <NotificationsForm saved={query.data.notification_preferences} headingId={headingId} />
      )}
    </section>
  );
}

function NotificationsForm({
  saved,
  headingId,
}: {
  saved: NotificationPreferencesDto | null;
  headingId: string;
}) {
  const { t } = useTranslation('matching');
  const { term } = useTerms();
  const mutation = useSaveSmartNotifications();
  const [values, setValues] = useState<NotificationPreferencesDto>(() => saved ?? defaults());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { score: useId(), distance: useId(), frequency: useId(), categories: useId() };
  const busy = mutation.isPending;

  const change = (next: Partial<NotificationPreferencesDto>) => {
    setValues((current) => ({ ...current, ...next }));
    setOutcome(null);
  };
  const toggleMethod = (method: NotificationMethod, on: boolean) =>
    change({
      methods: NOTIFICATION_METHODS.filter((m) => (m === method ? on : values.methods.includes(m))),
    });
  const toggleCategory = (category: GigCategory) =>
    change({
      preferred_categories: values.preferred_categories.includes(category)
        ? values.preferred_categories.filter((c) => c !== category)
        : [...values.preferred_categories, category],
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    // Exactly the contract's fields (the server refuses anything else).
    const body: NotificationPreferencesInput = {
      min_match_score: values.min_match_score,
      max_distance_km: values.max_distance_km,
      preferred_categories: values.preferred_categories,
      notification_frequency: values.notification_frequency,
      methods: values.methods,
    };
    mutation.mutate(body, {
      onSuccess: () => setOutcome({ kind: 'success', message: t('notifications.success') }),
      onError: (error) =>
        setOutcome({
          kind: 'error',
          message:
            error instanceof ApiError && (error.status === 403 || error.status === 429) && error.detail
              ? error.detail
              : t('notifications.failure'),
        }),
    });
  };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={onSubmit} className="mt-3 grid gap-3">
      <p className="text-sm text-slate-700">
        {saved ? t('notifications.enabledText') : t('notifications.notEnabled')}
      </p>
      <div className="grid gap-1">
        <label htmlFor={ids.score} className="text-sm font-medium text-slate-800">
          {t('notifications.minScore')}
        </label>
        <select
          id={ids.score}
          className={selectLook}
          disabled={busy}
          value={values.min_match_score}
          onChange={(e) =>
            change({
              min_match_score: Number(e.target.value) as NotificationPreferencesDto['min_match_score'],
            })
          }
        >
          {MIN_MATCH_SCORES.map((score) => (
            <option key={score} value={score}>
              {t('notifications.minScoreOption', { score })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.distance} className="text-sm font-medium text-slate-800">
          {t('notifications.maxDistance')}
        </label>
        <select
          id={ids.distance}
          className={selectLook}
          disabled={busy}
          value={values.max_distance_km}
          onChange={(e) =>
            change({
              max_distance_km: Number(e.target.value) as NotificationPreferencesDto['max_distance_km'],
            })
          }
        >
          {MAX_DISTANCES_KM.map((km) => (
            <option key={km} value={km}>
              {t('notifications.maxDistanceOption', { km })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.frequency} className="text-sm font-medium text-slate-800">
          {t('notifications.frequency')}
        </label>
        <select
          id={ids.frequency}
          className={selectLook}
          disabled={busy}
          value={values.notification_frequency}
          onChange={(e) =>
            change({
              notification_frequency: e.target.value as NotificationPreferencesDto['notification_frequency'],
            })
          }
        >
          {NOTIFICATION_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`notifications.frequencies.${frequency}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium text-slate-800">{t('notifications.methods')}</legend>
        <div className="flex flex-wrap gap-4">
          {NOTIFICATION_METHODS.map((method) => (
            <label key={method} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-blue-700"
                disabled={busy}
                checked={values.methods.includes(method)}
                onChange={(e) => toggleMethod(method, e.target.checked)}
              />
              {t(`notifications.methodNames.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-1" aria-describedby={ids.categories}>
        <legend className="text-sm font-medium text-slate-800">{t('notifications.categories')}</legend>
        <p id={ids.categories} className="text-xs text-slate-600">
          {t('notifications.categoriesHint')}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {GIG_CATEGORIES.map((category) => {
            const on = values.preferred_categories.includes(category);
            return (
              <button
                key={category}
                type="button"
                aria-pressed={on}
                disabled={busy}
                onClick={() => toggleCategory(category)}
                className={cn(
                  'rounded-full border px-2.5 py-1 text-xs font-medium',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                  on
                    ? 'border-blue-700 bg-blue-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {term('categories', category)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div>
        <FormOutcome look="inline" outcome={outcome} />
        <Button type="submit" className="mt-2 w-full" disabled={busy}>
          {busy ? t('notifications.saving') : saved ? t('notifications.update') : t('notifications.enable')}
        </Button>
      </div>
    </form>
  );
}
