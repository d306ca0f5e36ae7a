/** Support facts shown on the contact page and crash screen. */
export const SUPPORT_HOURS = [
  { days: 'weekdays', open: '9:00', close: '18:00', timeZone: 'PST' },
  { days: 'saturday', open: '10:00', close: '16:00', timeZone: 'PST' },
  { days: 'sunday', open: null, close: null, timeZone: 'PST' },
] as const;
export const SUPPORT_RESPONSE_HOURS = 24;
export const SUPPORT_CITY = 'Vancouver, BC';
export const DEFAULT_SUPPORT_EMAIL = 'support@hirehand.ca';
