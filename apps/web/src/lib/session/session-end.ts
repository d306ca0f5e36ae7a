import { useSyncExternalStore } from 'react';

/** Why the stored session stopped working: the server's stable code and its text. */
export interface SessionEnd {
  code: string | undefined;
  detail: string | undefined;
}

const listeners = new Set<() => void>();
let current: SessionEnd | null = null;

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Remembers why a stored session was refused (a 401 on a call made with it), so the sign-in
 * form that opens next can say so ("your password was changed...") instead of greeting the
 * person as if nothing happened. Kept in memory: it concerns this tab's moment only.
 */
export function noteSessionEnd(end: SessionEnd) {
  current = end;
  emit();
}

/** Forgets the reason: after a new sign-in, or once the sign-in form is closed. */
export function clearSessionEnd() {
  if (current === null) return;
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => current;

/** Why the last stored session ended, until a new sign-in or the sign-in form closes. */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
