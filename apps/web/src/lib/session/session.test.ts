import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { sampleUser } from '@/testing/session-fixtures';
import { ApiError } from '../api-client';
import { authFetch, clearSession, getSession, saveSession, subscribeSession } from './session';

const user = sampleUser({ id: 'u1', full_name: 'Maya Chen', trust_score: 50 });

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => vi.restoreAllMocks());

describe('session store', () => {
  it('stores the token under token and authToken and the user as JSON, and notifies', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession('tok-1', user);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(getSession()).toEqual({ token: 'tok-1', user });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('clears all three keys when the stored user cannot be parsed', () => {
    localStorage.setItem('token', 'tok-2');
    localStorage.setItem('authToken', 'tok-2');
    localStorage.setItem('user', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    const unsubscribe = subscribeSession(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    unsubscribe();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends the bearer token, and a 401 clears the session and opens the sign-in modal', async () => {
    saveSession('tok-3', user);
    const api = fakeApi({ 'GET /api/profile/me': json(401, { detail: 'Not authenticated' }) });
    const opened = vi.fn();
    window.addEventListener('openAuthModal', (event) => opened(event.detail), { once: true });

    const error = await authFetch('/api/profile/me').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(api.calls[0]!.headers.authorization).toBe('Bearer tok-3');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(opened).toHaveBeenCalledWith('login');
  });
});
