import { TIME_ZONE_MESSAGES } from '@hirehand/shared/locale/time-zones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { localeSettingsOf } from '../users/users.service';

// Locale and time zone on the account (docs/decisions/023-locale-and-time-zone.md).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const newEmail = () => `zone${++counter}-${Date.now()}@example.ca`;
const patch = (body: unknown, headers: Record<string, string>) =>
  server.request('PATCH', '/api/profile/me', body, headers);
const me = (headers: Record<string, string>) => server.request('GET', '/api/profile/me', undefined, headers);

describe('GET and PATCH /api/profile/me: locale and time_zone', () => {
  it('answers en-CA and America/Toronto for an account that never chose', async () => {
    const user = await buildSignedInUser(server);
    expect((await me(user.headers)).body).toMatchObject({ locale: 'en-CA', time_zone: 'America/Toronto' });
  });

  it('stores a known zone under its canonical name and answers it on every read', async () => {
    const user = await buildSignedInUser(server);
    const res = await patch({ time_zone: 'Asia/Tokyo', locale: 'en-CA' }, user.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ time_zone: 'Asia/Tokyo', locale: 'en-CA' });
    expect((await me(user.headers)).body.time_zone).toBe('Asia/Tokyo');
    // Case and aliases resolve to the runtime's canonical name; UTC is accepted.
    expect((await patch({ time_zone: 'us/eastern' }, user.headers)).body.time_zone).toBe('America/New_York');
    expect((await patch({ time_zone: 'UTC' }, user.headers)).body.time_zone).toBe('UTC');
    // Other fields are left alone.
    expect((await patch({ city: 'Halifax' }, user.headers)).body).toMatchObject({
      city: 'Halifax',
      time_zone: 'UTC',
    });
  });

  it('refuses an unknown zone or locale with a 422 on its field, and changes nothing', async () => {
    const user = await buildSignedInUser(server);
    for (const time_zone of [
      'Mars/Olympus_Mons',
      '+05:00',
      'America/Toronto; drop table',
      '',
      'x'.repeat(200),
      42,
    ]) {
      const res = await patch({ time_zone }, user.headers);
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'time_zone'], msg: TIME_ZONE_MESSAGES.unknown }),
      ]);
    }
    const locale = await patch({ locale: 'fr-FR' }, user.headers);
    expect(locale.status).toBe(422);
    expect(locale.body.detail[0]).toMatchObject({
      loc: ['body', 'locale'],
      msg: expect.stringContaining('en-CA'),
    });
    expect((await me(user.headers)).body).toMatchObject({ locale: 'en-CA', time_zone: 'America/Toronto' });
    expect((await server.request('PATCH', '/api/profile/me', { time_zone: 'Asia/Tokyo' })).status).toBe(401);
  });
});

describe('the time zone from the browser at sign-up', () => {
  const register = (extra: Record<string, unknown>) =>
    server.request('POST', '/api/auth/register-enhanced', {
      email: newEmail(),
      password: TEST_PASSWORD,
      full_name: 'Zoe Park',
      user_type: 'worker',
      ...extra,
    });

  it('keeps the zone the registration form sends, and ignores an unknown one', async () => {
    const known = await register({ time_zone: 'America/Vancouver', locale: 'en-US' });
    expect(known.status).toBe(200);
    expect(known.body.user).toMatchObject({ time_zone: 'America/Vancouver', locale: 'en-CA' });
    const unknown = await register({ time_zone: 'Nowhere/Atlantis', locale: 'de-DE' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.user).toMatchObject({ time_zone: 'America/Toronto', locale: 'en-CA' });
    const wrongType = await register({ time_zone: 12 });
    expect(wrongType.status).toBe(200);
    expect(wrongType.body.user.time_zone).toBe('America/Toronto');
  });

  it('keeps the zone of an account made through the identity provider (the modal and Google)', async () => {
    const email = newEmail();
    const account = await server.request('POST', '/api/idp/signUp', {
      email,
      password: TEST_PASSWORD,
      display_name: 'Ian Roy',
    });
    expect(account.status).toBe(200);
    const res = await server.request('POST', '/api/auth/firebase-register', {
      firebase_token: account.body.id_token,
      user_data: { email, full_name: 'Ian Roy', user_type: 'worker', time_zone: 'Europe/Paris' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ time_zone: 'Europe/Paris', locale: 'en-CA' });
  });
});

describe('localeSettingsOf (what e-mails are rendered with)', () => {
  it('answers an account by id or by e-mail in any case, and the defaults for anyone else', async () => {
    const user = await buildUser(server, { timeZone: 'America/Halifax' });
    const { db } = server.app.ctx;
    const expected = { locale: 'en-CA', timeZone: 'America/Halifax' };
    expect(await localeSettingsOf(db, { userId: user.id })).toEqual(expected);
    expect(await localeSettingsOf(db, { email: user.email.toUpperCase() })).toEqual(expected);
    const defaults = { locale: 'en-CA', timeZone: 'America/Toronto' };
    expect(await localeSettingsOf(db, { email: 'nobody@example.ca' })).toEqual(defaults);
    expect(await localeSettingsOf(db, { userId: '00000000-0000-4000-8000-000000000000' })).toEqual(defaults);
    // A zone stored by a runtime that knew it and this one does not: the default, not a crash.
    const stale = await buildUser(server, { timeZone: 'Gone/Zone' });
    expect(await localeSettingsOf(db, { userId: stale.id })).toEqual(defaults);
  });
});
