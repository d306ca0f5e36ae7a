import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health', () => {
  it('answers ok with the database kind and version', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: server.database.kind,
      ...(server.app.ctx.redis ? { redis: 'up' } : {}),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('sends the strict security headers (a JSON answer: nothing may load, run in or frame it)', async () => {
    const res = await server.request('GET', '/api/health');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('error format', () => {
  it('answers unknown API paths with a JSON 404 detail', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing/here'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await server.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual(PLATFORM_ERRORS.notFound);
    }
  });

  it('answers request validation failures with 422 items naming the field', async () => {
    const res = await server.request('POST', '/api/newsletter', { email: 'not-an-address' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'validation',
      detail: [{ loc: ['body', 'email'], msg: 'Email is invalid', type: expect.any(String) }],
    });
  });

  it('answers a missing body with a 422 item on the body', async () => {
    const res = await server.request('POST', '/api/newsletter');
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc[0]).toBe('body');
  });

  it('answers malformed JSON with 400 and a detail, never a stack', async () => {
    const res = await server.request('POST', '/api/newsletter', '{"email":');
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await server.request('POST', '/api/newsletter', { email: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(typeof res.body.detail).toBe('string');
  });
});

describe('api docs', () => {
  it('publishes the OpenAPI document with the routes and their schemas', async () => {
    const res = await server.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/contact', '/api/newsletter']),
    );
    expect(
      res.body.paths['/api/contact'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
  });

  it('serves the explorer page', async () => {
    const res = await server.request('GET', '/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });
});
