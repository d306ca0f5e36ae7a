import { GOOGLE_FORM_START_PATH } from '@hirehand/shared/auth/google';
import { browserTimeZone } from '@hirehand/shared/locale/time-zones';
import type { UserType } from '@hirehand/shared/users/user-types';
import { APP_LOCALE } from '@/lib/format';

/**
 * What every account-creating call sends about the person's browser (decision 023): its time zone
 * (null when it cannot say; the server then keeps its default) and the language the screens are in.
 */
export function signUpLocale(): { time_zone: string | null; locale: string } {
  return { time_zone: browserTimeZone(), locale: APP_LOCALE };
}

/**
 * Where the forms' Google button goes: the account type a first sign-in creates (on the
 * registration form), and the browser's zone and language for that account.
 */
export function googleFormStartUrl(userType?: UserType): string {
  const { time_zone, locale } = signUpLocale();
  const query = new URLSearchParams({
    ...(userType ? { user_type: userType } : {}),
    ...(time_zone ? { time_zone } : {}),
    locale,
  });
  return `${GOOGLE_FORM_START_PATH}?${query}`;
}
