import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session';

/** The signed-in session (token and user) or null; re-renders when it changes in any tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
