import { browserTimeZone } from '@hirehand/shared/locale/time-zones';
import { APP_LOCALE } from '@/lib/format';

/**
 * What every account-creating call sends about the person's browser (decision 023): its time zone
 * (null when it cannot say; the server then keeps its default) and the language the screens are in.
 */
export function signUpLocale(): { time_zone: string | null; locale: string } {
  return { time_zone: browserTimeZone(), locale: APP_LOCALE };
}
