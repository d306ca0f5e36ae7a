import { NEWSLETTER_MESSAGES } from '@hirehand/shared/newsletter/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/newsletter', () => {
  it('stores a new address and says so', async () => {
    const res = await server.request('POST', '/api/newsletter', { email: ' New.Reader@Example.ca ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true, message: NEWSLETTER_MESSAGES.subscribed });
  });

  it('answers an already-subscribed address exactly like a new one, and stores it once', async () => {
    const known = await server.request('POST', '/api/newsletter', { email: 'NEW.READER@example.CA' });
    const fresh = await server.request('POST', '/api/newsletter', {
      email: `fresh-${Date.now()}@example.ca`,
    });
    expect(known.status).toBe(200);
    expect(known.text).toBe(fresh.text);
    expect(known.text).not.toMatch(/already/i);
    const rows = await server.database.db.select().from(newsletterSubscriptions);
    expect(rows.filter((r) => r.email === 'new.reader@example.ca')).toHaveLength(1);
  });

  it('rejects a malformed address with a 422 item', async () => {
    const res = await server.request('POST', '/api/newsletter', { email: 'reader@' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Email is invalid' });
  });
});
