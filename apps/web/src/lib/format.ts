/** Formatting through Intl in the app's locale (en-CA now; fr-CA later). */
export const APP_LOCALE = 'en-CA';

export function formatMoney(amount: number, currency = 'CAD', locale = APP_LOCALE): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, locale = APP_LOCALE): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(value: Date | string | number, locale = APP_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatTime(value: Date, locale = APP_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(value);
}
