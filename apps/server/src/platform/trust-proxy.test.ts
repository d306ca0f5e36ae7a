import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/**
 * Per-address limits key on the address TRUST_PROXY believes. The proof is the sign-in
 * limit (25 per 5 minutes per address, counted before validation): a client that
 * changes the X-Forwarded-For entries it wrote itself keeps hitting the same counter.
 * The test client connects from 127.0.0.1, standing in for the nearest proxy.
 */
const LIMIT = 25;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A sign-in attempt (an empty body: refused by validation, still counted) with this X-Forwarded-For. */
const attempt = (forwardedFor: string) =>
  server!.request('POST', '/api/auth/login', {}, { 'x-forwarded-for': forwardedFor });

/** Uses up the limit with a different made-up first entry each time, then checks the next such attempt is refused. */
async function exhaust(forwardedFor: (spoofed: string) => string) {
  for (let i = 0; i < LIMIT; i++) {
    expect((await attempt(forwardedFor(`198.51.100.${i}`))).status).toBe(422);
  }
  expect((await attempt(forwardedFor('198.51.100.200'))).status).toBe(429);
}

describe('TRUST_PROXY', () => {
  it('true: one hop, the address the nearest proxy appended; earlier entries are ignored', async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
    await exhaust((spoofed) => `${spoofed}, 203.0.113.7`);
    // Another client behind the same proxy has its own counter.
    expect((await attempt('198.51.100.1, 203.0.113.8')).status).toBe(422);
  });

  it('a hop count: the address that many proxies back', async () => {
    server = await startTestServer({ TRUST_PROXY: '2' });
    // client, then the outer proxy appended by the inner one (this connection is the inner proxy).
    await exhaust((spoofed) => `${spoofed}, 203.0.113.7, 10.0.0.2`);
    expect((await attempt('198.51.100.1, 203.0.113.8, 10.0.0.2')).status).toBe(422);
  });

  it('a list of proxy addresses: the first address from the right that is not a proxy', async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    await exhaust((spoofed) => `${spoofed}, 203.0.113.7, 10.1.2.3`);
    expect((await attempt('198.51.100.1, 203.0.113.8, 10.1.2.3')).status).toBe(422);
    // An address outside the list is the client itself, whatever it claims before it.
    await exhaust((spoofed) => `${spoofed}, 203.0.113.9`);
  });

  it('false (the default): X-Forwarded-For is ignored, the connection is the client', async () => {
    server = await startTestServer({ TRUST_PROXY: 'false' });
    for (let i = 0; i < LIMIT; i++) expect((await attempt(`203.0.113.${i}`)).status).toBe(422);
    expect((await attempt('203.0.113.250')).status).toBe(429);
  });
});
