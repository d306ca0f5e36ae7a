import type { UserDto } from '@hirehand/shared/profile/profile';
import { ApiError, type ApiFetchInit, apiFetch } from '../api-client';
import { openAuthModal } from '../modals/open-auth-modal';
import { clearSessionEnd, noteSessionEnd } from './session-end';

/** The signed-in user as stored in the browser. */
export interface Session {
  token: string;
  user: UserDto;
}

export const TOKEN_KEY = 'token';
export const LEGACY_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';
const FLASH_KEY = 'hirehand:flash';

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function removeAll(store: Storage) {
  store.removeItem(TOKEN_KEY);
  store.removeItem(LEGACY_TOKEN_KEY);
  store.removeItem(USER_KEY);
}

/** Reads token and user; an unparseable stored user (or a missing token) clears all three keys. */
function read(): Session | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(TOKEN_KEY) ?? store.getItem(LEGACY_TOKEN_KEY);
  const rawUser = store.getItem(USER_KEY);
  if (!token && !rawUser) return null;
  try {
    const user = rawUser ? (JSON.parse(rawUser) as UserDto) : null;
    if (!token || !user || typeof user !== 'object' || typeof user.email !== 'string') throw new Error('bad');
    return { token, user };
  } catch {
    removeAll(store);
    return null;
  }
}

function emit() {
  cached = read();
  for (const listener of listeners) listener();
}

/** The current session (stable object between changes, for useSyncExternalStore). */
export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [TOKEN_KEY, LEGACY_TOKEN_KEY, USER_KEY].includes(event.key)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a new session: `token` and `authToken` both hold the access token, `user` its JSON. */
export function saveSession(token: string, user: UserDto) {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEY, token);
  store.setItem(LEGACY_TOKEN_KEY, token);
  store.setItem(USER_KEY, JSON.stringify(user));
  clearSessionEnd();
  emit();
}

/** Replaces the stored user (after a profile change) and keeps the token. */
export function updateStoredUser(user: UserDto) {
  const session = getSession();
  if (session) saveSession(session.token, user);
}

export function clearSession() {
  const store = storage();
  if (store) removeAll(store);
  emit();
}

/**
 * A 401 on a call made with the stored session: the session is over (revoked elsewhere or
 * expired). It is cleared, the reason the server gave is kept for the sign-in form to say,
 * and the sign-in modal opens.
 */
export function endStoredSession(error: Pick<ApiError, 'code' | 'detail'>) {
  if (getSession()) noteSessionEnd({ code: error.code, detail: error.detail });
  clearSession();
  openAuthModal('login');
}

/**
 * A JSON call with the stored bearer token. A 401 answer means the session is gone:
 * it is cleared and the sign-in modal opens (endStoredSession); the ApiError is still thrown.
 */
export async function authFetch<T>(path: string, init: Omit<ApiFetchInit, 'token'> = {}): Promise<T> {
  const token = getSession()?.token ?? null;
  try {
    return await apiFetch<T>(path, { ...init, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endStoredSession(error);
    throw error;
  }
}

/** A message to toast after the next page load (flows that tell the user, then reload). */
export function flashAfterReload(message: string) {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Without session storage the message is simply not shown.
  }
}

/** Takes (and forgets) the message left by flashAfterReload. */
export function takeFlash(): string | null {
  try {
    const message = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}

export function reloadPage() {
  window.location.reload();
}

/** Sign Out: tells the server (best effort), clears the stored session and reloads. */
export async function signOut() {
  const token = getSession()?.token;
  try {
    if (token) await apiFetch('/api/auth/logout', { method: 'POST', token });
  } catch {
    // The local session goes regardless.
  }
  clearSession();
  reloadPage();
}
