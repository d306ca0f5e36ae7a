import { SMART_NOTIFICATION_ERRORS } from '@hirehand/shared/matching/smart-notification-errors';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@hirehand/shared/matching/smart-notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { notificationPreferences } from '../../db/schema/matching';
import { manualClock } from '../../platform/clock';
import { SMART_NOTIFICATION_SAVE_LIMIT } from './smart-notifications.routes';
import { notificationPreferencesOf, workersWithSmartNotifications } from './smart-notifications.service';

const clock = manualClock('2026-11-24T10:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const PATH = '/api/ai/smart-notifications';
const VALID = {
  min_match_score: 90,
  max_distance_km: 10,
  preferred_categories: ['electrical', 'plumbing'],
  notification_frequency: 'weekly',
  methods: ['in_app'],
};

const storedRow = async (userId: string) => {
  const [row] = await server.app.ctx.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
};

describe('GET and POST /api/ai/smart-notifications', () => {
  it('answers null before a save (not enabled), then the saved preferences (enabled)', async () => {
    const worker = await buildSignedInUser(server, 'Nina Notify');
    const before = await server.request('GET', PATH, undefined, worker.headers);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ notification_preferences: null });

    const saved = await server.request('POST', PATH, VALID, worker.headers);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ notification_preferences: VALID });

    const after = await server.request('GET', PATH, undefined, worker.headers);
    expect(after.body).toEqual({ notification_preferences: VALID });
    expect(await notificationPreferencesOf(server.app.ctx, worker.user.id)).toEqual(VALID);
  });

  it('replaces the preferences on a second save: created_at kept, updated_at from the clock', async () => {
    const worker = await buildSignedInUser(server, 'Ravi Resave');
    clock.set('2026-11-24T11:00:00.000Z');
    expect((await server.request('POST', PATH, VALID, worker.headers)).status).toBe(200);
    clock.set('2026-11-25T09:30:00.000Z');
    const second = await server.request('POST', PATH, DEFAULT_NOTIFICATION_PREFERENCES, worker.headers);
    expect(second.status, second.text).toBe(200);
    expect(second.body.notification_preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const row = await storedRow(worker.user.id);
    expect(row?.createdAt.toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(row?.updatedAt.toISOString()).toBe('2026-11-25T09:30:00.000Z');
    const got = await server.request('GET', PATH, undefined, worker.headers);
    expect(got.body.notification_preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('keeps each worker to their own preferences', async () => {
    const one = await buildSignedInUser(server, 'Owen One');
    const two = await buildSignedInUser(server, 'Tara Two');
    await server.request('POST', PATH, VALID, one.headers);
    const other = await server.request('GET', PATH, undefined, two.headers);
    expect(other.body).toEqual({ notification_preferences: null });
  });

  it('lists the workers of a frequency for the delivery, with their preferences', async () => {
    const daily = await buildSignedInUser(server, 'Dana Daily');
    const weekly = await buildSignedInUser(server, 'Wes Weekly');
    await server.request('POST', PATH, { ...VALID, notification_frequency: 'daily' }, daily.headers);
    await server.request('POST', PATH, { ...VALID, notification_frequency: 'weekly' }, weekly.headers);
    const dailies = await workersWithSmartNotifications(server.app.ctx, { frequency: 'daily' });
    const ids = dailies.map((entry) => entry.userId);
    expect(ids).toContain(daily.user.id);
    expect(ids).not.toContain(weekly.user.id);
    expect(dailies.find((entry) => entry.userId === daily.user.id)?.preferences).toEqual({
      ...VALID,
      notification_frequency: 'daily',
    });
    expect(dailies.every((entry) => entry.preferences.notification_frequency === 'daily')).toBe(true);
  });

  it("holds spec 2 §9's defaults: 75, 25 km, daily, e-mail and in-app, no categories", () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      min_match_score: 75,
      max_distance_km: 25,
      preferred_categories: [],
      notification_frequency: 'daily',
      methods: ['email', 'in_app'],
    });
  });

  it('refuses every value outside the spec with a 422 naming the field, and stores nothing', async () => {
    const worker = await buildSignedInUser(server, 'Ivan Invalid');
    const invalid: [string, Record<string, unknown>][] = [
      ['min_match_score', { ...VALID, min_match_score: 70 }],
      ['max_distance_km', { ...VALID, max_distance_km: 30 }],
      ['notification_frequency', { ...VALID, notification_frequency: 'hourly' }],
      ['methods', { ...VALID, methods: ['sms'] }],
      ['methods', { ...VALID, methods: ['email', 'email'] }],
      ['preferred_categories', { ...VALID, preferred_categories: ['astrology'] }],
      ['preferred_categories', { ...VALID, preferred_categories: ['plumbing', 'plumbing'] }],
      ['min_match_score', { ...VALID, min_match_score: '75' }],
      ['methods', { ...VALID, methods: undefined }],
    ];
    for (const [field, body] of invalid) {
      const res = await server.request('POST', PATH, body, worker.headers);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation');
      expect(
        res.body.detail.some((issue: { loc: unknown[] }) => issue.loc.includes(field)),
        `${field}: ${res.text}`,
      ).toBe(true);
    }
    const unknownKey = await server.request('POST', PATH, { ...VALID, worker_id: 'x' }, worker.headers);
    expect(unknownKey.status, unknownKey.text).toBe(422);
    expect(await storedRow(worker.user.id)).toBeUndefined();
  });

  it('refuses a NUL byte with a 4xx, storing nothing', async () => {
    const worker = await buildSignedInUser(server, 'Nul Byte');
    const res = await server.request(
      'POST',
      PATH,
      { ...VALID, preferred_categories: ['electrical\u0000'] },
      worker.headers,
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await storedRow(worker.user.id)).toBeUndefined();
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request('GET', PATH)).status).toBe(401);
    expect((await server.request('POST', PATH, VALID)).status).toBe(401);
  });

  it('limits saves per worker with a stable code', async () => {
    const worker = await buildSignedInUser(server, 'Rapid Saver');
    for (let i = 0; i < SMART_NOTIFICATION_SAVE_LIMIT.max; i++) {
      expect((await server.request('POST', PATH, VALID, worker.headers)).status).toBe(200);
    }
    const over = await server.request('POST', PATH, VALID, worker.headers);
    expect(over.status).toBe(429);
    expect(over.body).toEqual(SMART_NOTIFICATION_ERRORS.tooManySaves);
    expect(over.headers.get('retry-after')).toBeTruthy();
    // Another worker is not held back, and reading is not limited.
    const other = await buildSignedInUser(server, 'Calm Saver');
    expect((await server.request('POST', PATH, VALID, other.headers)).status).toBe(200);
    expect((await server.request('GET', PATH, undefined, worker.headers)).status).toBe(200);
  });
});
