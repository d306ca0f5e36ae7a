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

  it("keeps the code of a refusal and shows the web's own text for a code it knows", async () => {
    answer(401, { code: 'auth.invalid_credentials', detail: 'server words' });
    const error = (await apiFetch('/api/x').catch((e) => e)) as ApiError;
    expect(error.code).toBe('auth.invalid_credentials');
    expect(error.detail).toBe('Incorrect email or password. Please try again.');
  });

  it("falls back to the server's detail for a code it does not know, or one whose text varies", async () => {
    answer(409, { code: 'gigs.brand_new_code', detail: 'A text only the server has' });
    const unknown = (await apiFetch('/api/x').catch((e) => e)) as ApiError;
    expect(unknown.code).toBe('gigs.brand_new_code');
    expect(unknown.detail).toBe('A text only the server has');
    answer(429, {
      code: 'rate_limited',
      detail: 'You are sending messages too quickly. Please wait a moment.',
    });
    const limited = (await apiFetch('/api/x').catch((e) => e)) as ApiError;
    expect(limited.detail).toBe('You are sending messages too quickly. Please wait a moment.');
  });

  it('keeps the validation code beside the field errors', async () => {
    answer(422, {
      code: 'validation',
      detail: [{ loc: ['body', 'bio'], msg: 'Bio can be at most 2,000 characters', type: 'too_big' }],
    });
    const error = (await apiFetch('/api/x', { body: {} }).catch((e) => e)) as ApiError;
    expect(error.code).toBe('validation');
    expect(error.fieldErrors).toEqual({ bio: 'Bio can be at most 2,000 characters' });
  });
});
