import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { ApiError, apiFetch } from './api-client';

const answer = (status: number, body: unknown) =>
  fakeApi({
    'GET /api/x': new Response(JSON.stringify(body), { status }),
    'POST /api/x': new Response(JSON.stringify(body), { status }),
  });

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
