import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    answer(200, { ok: 1 });
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: 1 });
  });

  it('maps 422 items to field errors by loc[1], first message wins', async () => {
    answer(422, {
      detail: [
        { loc: ['body', 'email'], msg: 'Email is invalid', type: 'x' },
        { loc: ['body', 'email'], msg: 'second', type: 'x' },
        { loc: ['body', 'name'], msg: 'Name is required', type: 'x' },
      ],
    });
    const error = (await apiFetch('/api/x', { body: {} }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: 'Email is invalid', name: 'Name is required' });
  });

  it('keeps a string detail', async () => {
    answer(429, { detail: 'Too many requests. Please try again later.' });
    const error = (await apiFetch('/api/x').catch((e) => e)) as ApiError;
    expect(error.detail).toBe('Too many requests. Please try again later.');
  });
});
