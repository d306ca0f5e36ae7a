import { useMemo } from 'react';
import { APP_LOCALE } from '../format';
import { useSession } from './use-session';

/** A Reader (lib/format.ts) with both parts known. */
export interface ReaderSettings {
  locale: string;
  timeZone: string | undefined;
}

/**
 * How the person reads dates: the signed-in account's time zone (decision 023); signed out, or
 * with a session stored before accounts had one, the browser's own. The locale stays the app's
 * (the language the screens are in).
 */
export function readerOf(user: { time_zone?: string | undefined } | null | undefined): ReaderSettings {
  return { locale: APP_LOCALE, timeZone: user?.time_zone || undefined };
}

/** The signed-in person's Reader for formatDate/formatTime; changes when their zone changes. */
export function useReader(): ReaderSettings {
  const timeZone = useSession()?.user.time_zone;
  return useMemo(() => readerOf({ time_zone: timeZone ?? '' }), [timeZone]);
}
