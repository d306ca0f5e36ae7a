import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { IdpError } from '../api/idp-api';

export type IdpFlow = 'login' | 'register' | 'google';

/**
 * The text for a failed identity-provider or backend call: the known code's text,
 * else (login only) the raw message, else the backend's detail, else the flow's default.
 */
export function idpErrorText(t: TFunction<'auth'>, flow: IdpFlow, error: unknown): string {
  if (error instanceof IdpError) {
    const key = `idp.errors.${flow}.${error.code}`;
    const known = t(key as 'idp.errors.login.default', { defaultValue: '' });
    if (known) return known;
    if (flow === 'login' && error.message) return error.message;
    return t(`idp.errors.${flow}.default`);
  }
  if (error instanceof ApiError && error.detail) return error.detail;
  return t(`idp.errors.${flow}.default`);
}

/** Live e-mail feedback of the modal; null while empty. */
export function liveEmailCheck(
  email: string,
): { ok: boolean; key: 'needAt' | 'needDomain' | 'invalid' | 'valid' } | null {
  if (!email) return null;
  if (!email.includes('@')) return { ok: false, key: 'needAt' };
  const domain = email.split('@')[1] ?? '';
  if (!domain.includes('.')) return { ok: false, key: 'needDomain' };
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(email)) return { ok: false, key: 'invalid' };
  return { ok: true, key: 'valid' };
}
