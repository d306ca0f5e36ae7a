import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type Operation, operationsOf } from '../bad-input.test-cases';

/**
 * Every signed-in route of the OpenAPI document answers a caller without a token 401
 * `unauthorized` before it looks at the body: never the 400 of broken JSON, the 415 of
 * another media type or the 422 of wrong fields (guard-first.ts).
 */
let server: TestServer;
let secured: Operation[];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  secured = operationsOf((await server.request('GET', '/api/docs/json')).body).filter((op) => op.secured);
});
afterAll(() => server?.close());

const BODIES: [label: string, contentType: string, body: string][] = [
  ['wrong fields', 'application/json', JSON.stringify({ unexpected: 1, title: 5, email: null })],
  ['unstorable text', 'application/json', JSON.stringify({ title: 'a\u0000b' })],
  ['broken JSON', 'application/json', '{"a":'],
  ['a __proto__ key', 'application/json', '{"__proto__":{"x":1}}'],
  ['another media type', 'application/xml', '<a/>'],
];

describe('signed-in routes without a token', () => {
  it('are many, so the check below covers the API', () => {
    expect(secured.length).toBeGreaterThan(30);
  });

  it('answer 401 unauthorized before parsing or validating the body', async () => {
    const wrong: string[] = [];
    let address = 1;
    for (const op of secured) {
      const url = op.path.replace(/\{\w+\}/g, () => randomUUID());
      const cases = op.method === 'GET' || op.method === 'DELETE' ? BODIES.slice(0, 1) : BODIES;
      for (const [label, contentType, body] of cases) {
        const response = await fetch(`${server.url}${url}?location=%00`, {
          method: op.method,
          headers: {
            'content-type': contentType,
            'x-forwarded-for': `10.9.${address >> 8}.${address++ & 255}`,
          },
          body: op.method === 'GET' ? undefined : body,
        });
        const answer = (await response.json().catch(() => null)) as { code?: string } | null;
        if (response.status !== 401 || answer?.code !== AUTH_ERRORS.notAuthenticated.code) {
          wrong.push(`${op.method} ${op.path} (${label}): ${response.status} ${JSON.stringify(answer)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
