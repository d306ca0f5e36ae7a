import { formatDateTime } from '@hirehand/shared/locale/date-time';
import { browserTimeZone } from '@hirehand/shared/locale/time-zones';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { APP_LOCALE } from '@/lib/format';
import { useUpdateProfile } from '../api/update-profile';
import { timeZoneGroups, timeZoneOption } from '../lib/time-zone-options';

const selectLook =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The server's text on the zone (a 422 item) or its detail, else the general failure text. */
function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.fieldErrors.time_zone || error.detail || fallback;
}

/**
 * The account's time zone (decision 023): every date on HireHand's screens and in its e-mails is
 * shown in it. A grouped select of the browser's zones with their offsets, this device's zone
 * offered in one click, and a preview of the time now in the chosen zone; saved through
 * PATCH /api/profile/me, after which the stored session (and with it every date) follows.
 */
export function TimeZoneForm({
  user,
  headingId,
  onSaved,
}: {
  user: UserDto;
  headingId: string;
  onSaved(user: UserDto): void;
}) {
  const { t } = useTranslation('settings');
  const mutation = useUpdateProfile();
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [now] = useState(() => new Date());
  const selected = choice ?? user.time_zone;
  const deviceZone = useMemo(() => browserTimeZone(), []);
  const groups = useMemo(
    () => timeZoneGroups(now, [user.time_zone, selected, deviceZone ?? '']),
    [now, user.time_zone, selected, deviceZone],
  );
  const busy = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || selected === user.time_zone) return;
    setOutcome(null);
    mutation.mutate(
      { time_zone: selected },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setChoice(null);
          setOutcome({
            kind: 'success',
            message: t('timeZone.done', { zone: timeZoneOption(saved.time_zone, now).label }),
          });
        },
        onError: (error) => setOutcome({ kind: 'error', message: failureText(error, t('failed')) }),
      },
    );
  };

  const preview = formatDateTime(now, { locale: APP_LOCALE, timeZone: selected, style: 'date-time-zone' });
  return (
    <form aria-labelledby={headingId} noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-700">{t('timeZone.text')}</p>
      <Field label={t('timeZone.label')} hint={t('timeZone.preview', { time: preview })}>
        {(control) => (
          <select
            {...control}
            value={selected}
            disabled={busy}
            onChange={(event) => {
              setChoice(event.target.value);
              setOutcome(null);
            }}
            className={cn(selectLook)}
          >
            {groups.map((group) => (
              <optgroup
                key={group.region}
                label={t(`timeZone.regions.${group.region}`, { defaultValue: group.region })}
              >
                {group.zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {deviceZone && deviceZone !== selected ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <p>
            {t('timeZone.device')}{' '}
            <span className="whitespace-nowrap">{timeZoneOption(deviceZone, now).label}</span>
          </p>
          <Button
            type="button"
            variant="link"
            className="h-auto px-0"
            disabled={busy}
            onClick={() => {
              setChoice(deviceZone);
              setOutcome(null);
            }}
          >
            {t('timeZone.useDevice')}
          </Button>
        </div>
      ) : null}
      <div>
        <FormOutcome outcome={outcome} />
        <Button type="submit" disabled={busy || selected === user.time_zone}>
          {busy ? t('timeZone.busy') : t('timeZone.submit')}
        </Button>
      </div>
    </form>
  );
}
