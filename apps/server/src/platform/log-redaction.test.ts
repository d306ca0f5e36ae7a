import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/**
 * A failed query must not put its parameters in the log: drizzle's error carries
 * them (and its message lists them), pg's `detail` quotes values. Tables are made to
 * refuse every insert, so the real routes fail inside PostgreSQL.
 */
describe('what a failed query logs', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({}, { logLines });
    const db = server.app.ctx.db;
    await db.execute(sql`ALTER TABLE users ADD CONSTRAINT log_test_no_users CHECK (false) NOT VALID`);
    await db.execute(
      sql`ALTER TABLE contact_messages ADD CONSTRAINT log_test_no_messages CHECK (false) NOT VALID`,
    );
  });
  afterAll(() => server.close());

  it('logs the kind, SQLSTATE and constraint of a failed sign-up, never the hash or the name', async () => {
    logLines.length = 0;
    const res = await server.request('POST', '/api/auth/register-enhanced', {
      email: 'log-secret-person@example.ca',
      password: 'Sparky#2024-log',
      full_name: 'Secretive Logname',
      user_type: 'worker',
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual(PLATFORM_ERRORS.internal);

    const log = logLines.join('\n');
    const failure = logLines.map((line) => JSON.parse(line)).find((line) => line.err);
    expect(failure.err).toMatchObject({
      sqlState: '23514',
      cause: { code: '23514', constraint: 'log_test_no_users' },
    });
    expect(failure.err.type).toEqual(expect.any(String));
    expect(failure.err.stack).toContain('    at ');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('Secretive Logname');
    expect(log).not.toContain('log-secret-person');
    expect(log).not.toContain('params');
  });

  it('never logs the text of a contact message whose insert failed', async () => {
    logLines.length = 0;
    const text = 'My bank PIN is 4921 and my address is 12 Hidden Lane';
    const res = await server.request('POST', '/api/contact', {
      name: 'Private Sender',
      email: 'private.sender@example.ca',
      type: 'general',
      subject: 'Confidential subject line',
      message: text,
    });
    expect(res.status).toBe(500);

    const log = logLines.join('\n');
    expect(log).toContain('23514');
    for (const secret of [text, 'Private Sender', 'private.sender', 'Confidential subject line']) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs request paths without their query strings', async () => {
    logLines.length = 0;
    const res = await server.request('GET', '/api/gigs?search=secret-search-words&location=Toronto');
    expect(res.status).toBe(200);
    const log = logLines.join('\n');
    expect(log).toContain('"url":"/api/gigs"');
    expect(log).not.toContain('secret-search-words');
  });

  it('never logs the access token a socket sends in its URL', async () => {
    logLines.length = 0;
    await server.request('GET', '/ws/messaging?token=secret-token-in-url');
    const log = logLines.join('\n');
    expect(log).toContain('/ws/messaging');
    expect(log).not.toContain('secret-token-in-url');
  });
});
