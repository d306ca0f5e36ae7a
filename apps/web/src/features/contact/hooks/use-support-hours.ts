import { SUPPORT_HOURS } from '@hirehand/shared/support/support';
import { useTranslation } from 'react-i18next';

export interface SupportHoursRow {
  days: (typeof SUPPORT_HOURS)[number]['days'];
  label: string;
  value: string;
}

/** Support opening hours as translated rows: 'Monday–Friday' / '9:00–18:00 PST'. */
export function useSupportHours(): SupportHoursRow[] {
  const { t } = useTranslation('contact');
  return SUPPORT_HOURS.map((row) => ({
    days: row.days,
    label: t(`info.hours.${row.days}`),
    value:
      row.open && row.close
        ? t('info.hours.range', { open: row.open, close: row.close, timeZone: row.timeZone })
        : t('info.hours.closed'),
  }));
}

/** The one-line summary the footer shows: weekday hours. */
export function useSupportHoursSummary(): string {
  const { t } = useTranslation('contact');
  const weekdays = SUPPORT_HOURS[0];
  return t('footer.hours', { open: weekdays.open, close: weekdays.close, timeZone: weekdays.timeZone });
}
