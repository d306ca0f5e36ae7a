/** Support facts shown on the contact page and crash screen. */
export const SUPPORT_HOURS = [
  { days: 'weekdays', open: '9:00', close: '18:00', timeZone: 'PST' },
  { days: 'saturday', open: '10:00', close: '16:00', timeZone: 'PST' },
  { days: 'sunday', open: null, close: null, timeZone: 'PST' },
] as const;
export const SUPPORT_RESPONSE_HOURS = 24;
export const SUPPORT_CITY = 'Vancouver, BC';
export const DEFAULT_SUPPORT_EMAIL = 'support@hirehand.ca';

const SUPPORT_DAY_NAMES = { weekdays: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' } as const;

/** "Monday to Friday 9:00–18:00, Saturday 10:00–16:00 (Pacific time, PST); closed on Sunday". */
export function supportHoursText(): string {
  const open = SUPPORT_HOURS.filter((row) => row.open !== null);
  const closed = SUPPORT_HOURS.filter((row) => row.open === null);
  const zone = SUPPORT_HOURS[0].timeZone;
  const opening = open.map((row) => `${SUPPORT_DAY_NAMES[row.days]} ${row.open}–${row.close}`).join(', ');
  const closing = closed.length
    ? `; closed on ${closed.map((row) => SUPPORT_DAY_NAMES[row.days]).join(' and ')}`
    : '';
  return `${opening} (Pacific time, ${zone})${closing}`;
}
