import { useSyncExternalStore } from 'react';

/** Why the stored session stopped working: the server's stable code and its text. */
export interface SessionEnd {
  code: string | undefined;
  detail: string | undefined;
}

/** Kept in the tab's session storage, so a reload right after the refusal still says why. */
const STORAGE_KEY = 'hirehand:session-end';
const listeners = new Set<() => void>();
let current: SessionEnd | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): SessionEnd | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Partial<SessionEnd> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { code: text(parsed.code), detail: text(parsed.detail) };
  } catch {
    return null;
  }
}

function set(next: SessionEnd | null) {
  current = next;
  try {
    if (next) storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Without session storage the reason lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/**
 * Remembers why a stored session was refused (a 401 on a call made with it), so the sign-in
 * form that opens next can say so ("your password was changed...") instead of greeting the
 * person as if nothing happened.
 */
export function noteSessionEnd(end: SessionEnd) {
  set(end);
}

/** Forgets the reason: after a new sign-in, or once the sign-in form is closed. */
export function clearSessionEnd() {
  if (getSessionEnd() !== null) set(null);
}

/** Why the last stored session ended, outside React. */
export function getSessionEnd(): SessionEnd | null {
  if (current === undefined) current = read();
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Why the last stored session ended, until a new sign-in or the sign-in form closes. */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(subscribe, getSessionEnd, getSessionEnd);
}
