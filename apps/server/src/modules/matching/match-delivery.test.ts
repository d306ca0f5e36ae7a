import { MATCH_EMAIL_PATHS } from '@hirehand/shared/matching/match-emails';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPosting, buildSignedInUser, type SignedInUser } from '../../../test/factories';
import { settleMail } from '../../../test/mailbox';
import { openSocket } from '../../../test/sockets';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { outboxEmails } from '../../db/schema/mail';
import { jobAlerts, matchDeliveries, notificationPreferences } from '../../db/schema/matching';
import { notifications } from '../../db/schema/notifications';
import { manualClock } from '../../platform/clock';
import { openPaidPosting } from '../gigs/paid-posting.service';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const MONTREAL = { latitude: 45.5019, longitude: -73.5674 };
const SKILLS = ['Electrical Wiring', 'Panel Upgrades', 'Troubleshooting'];

// A Tuesday, 10:00 UTC (5:00 in Toronto).
const clock = manualClock('2026-11-24T10:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const db = () => server.app.ctx.db;

const electrician = (name: string, extra: Record<string, unknown> = {}) =>
  buildSignedInUser(server, { fullName: name, skills: SKILLS, city: 'Toronto', ...TORONTO, ...extra });

const saveSmart = (worker: SignedInUser, prefs: Record<string, unknown> = {}) =>
  server
    .request(
      'POST',
      '/api/ai/smart-notifications',
      {
        min_match_score: 60,
        max_distance_km: 25,
        preferred_categories: ['electrical'],
        notification_frequency: 'immediate',
        methods: ['email', 'in_app'],
        ...prefs,
      },
      worker.headers,
    )
    .then((res) => expect(res.status, res.text).toBe(200));

const JOB = {
  mode: 'job',
  title: 'Panel upgrade in a Toronto house',
  description: 'Replace a 100 A panel with a 200 A panel; wiring checks and troubleshooting included.',
  category: 'electrical',
  skills_required: ['Electrical Wiring', 'Panel Upgrades'],
  hourly_rate: 45,
  salary_min: 40,
  salary_max: 50,
  city: 'Toronto',
  location_type: 'onsite',
  ...TORONTO,
};

/** An employer posts a job through the API; the opened posting's delivery job runs. */
async function postJob(poster: SignedInUser, body: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/gigs/create', { ...JOB, ...body }, poster.headers);
  expect(res.status, res.text).toBe(201);
  await settleMail(server); // runs the posting_opened job, then the mail.send jobs it queued
  await settleMail(server);
  return res.body.id as string;
}

const deliveriesOf = (userId: string) =>
  db().select().from(matchDeliveries).where(eq(matchDeliveries.userId, userId));
const notificationsOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (email: string, category?: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(
      category
        ? and(eq(outboxEmails.toAddress, email), eq(outboxEmails.category, category))
        : eq(outboxEmails.toAddress, email),
    );
const tokenIn = (text: string, path: string) => {
  const found = new RegExp(`${path.replace(/[.]/g, '\\.')}\\?token=([A-Za-z0-9_%.-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${path} link in the e-mail`);
  return decodeURIComponent(found[1]);
};

describe('match delivery: a posting that opens', () => {
  it('reaches an immediate worker once: in-app (stored, announced live) and one e-mail with RFC 8058 headers', async () => {
    const worker = await electrician('Ivy Immediate');
    await saveSmart(worker);
    const socket = await openSocket(server, worker.token);
    const employer = await buildSignedInUser(server, { fullName: 'Emma Employer', userType: 'employer' });

    const postingId = await postJob(employer);

    const frame = await socket.next('notification', (f) => f.notification.kind === 'match.new_job');
    expect(frame.notification.title).toBe(`New job match: "${JOB.title}"`);
    expect(frame.notification.link).toBe(`/?job=${postingId}`);
    await socket.close();

    const [delivery] = await deliveriesOf(worker.user.id);
    const [note] = await notificationsOf(worker.user.id);
    expect(delivery).toMatchObject({
      postingId,
      source: 'smart',
      frequency: 'immediate',
      notificationId: note!.id,
      createdAt: clock.now(),
      inAppSentAt: clock.now(),
      emailSentAt: clock.now(),
      emailOpenedAt: null,
      clickedAt: null,
    });
    expect(delivery!.score).toBeGreaterThanOrEqual(60);
    expect(note).toMatchObject({ kind: 'match.new_job', link: `/?job=${postingId}` });

    const mails = await mailsTo(worker.user.email, 'match_new_job');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`New job match: ${JOB.title}`);
    expect(mail.textBody).toContain(`${delivery!.score}% match`);
    expect(mail.textBody).toContain('$40–$50/hr');
    const unsubscribe = tokenIn(mail.textBody, MATCH_EMAIL_PATHS.unsubscribe);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${server.env.PUBLIC_URL}${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(unsubscribe)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.htmlBody).toContain(MATCH_EMAIL_PATHS.open);

    // The same posting opening again (paid for, reopened) notifies nobody twice.
    const { postingRow } = await import('../../../test/factories');
    const row = await postingRow(server, postingId);
    await openPaidPosting(server.app.ctx, db(), { ...row, status: 'pending_payment' }, clock.now());
    await server.app.ctx.jobs.enqueue('matching.posting_opened', { postingId });
    await settleMail(server);
    await settleMail(server);
    expect(await deliveriesOf(worker.user.id)).toHaveLength(1);
    expect(await notificationsOf(worker.user.id)).toHaveLength(1);
    expect(await mailsTo(worker.user.email)).toHaveLength(1);
  });

  it('skips a worker out of range, below their minimum score, in other categories, and the poster', async () => {
    const far = await electrician('Fay Far', { city: 'Montreal', ...MONTREAL });
    await saveSmart(far, { max_distance_km: 10 });
    // A worker with none of the skills scores below their minimum.
    const low = await buildSignedInUser(server, {
      fullName: 'Lou Low',
      skills: ['Logo Design'],
      city: 'Toronto',
      ...TORONTO,
    });
    await saveSmart(low, { min_match_score: 90, preferred_categories: [] });
    const other = await electrician('Otto Other');
    await saveSmart(other, { preferred_categories: ['plumbing'] });
    const poster = await electrician('Pia Poster');
    await saveSmart(poster);
    const near = await electrician('Ned Near');
    await saveSmart(near);

    await postJob(poster);
    for (const skipped of [far, low, other, poster]) {
      expect(await deliveriesOf(skipped.user.id)).toHaveLength(0);
      expect(await notificationsOf(skipped.user.id)).toHaveLength(0);
      expect(await mailsTo(skipped.user.email)).toHaveLength(0);
    }
    expect(await deliveriesOf(near.user.id)).toHaveLength(1);
  });

  it("a basic worker's job alert waits for the weekly digest; a premium worker's goes at once", async () => {
    const basic = await buildSignedInUser(server, { fullName: 'Bea Basic' });
    const premium = await buildMember(server, 'premium', { fullName: 'Pete Premium' });
    const filters = { searchTerm: 'panel', location: 'Toronto', radius: '25' };
    for (const owner of [basic, premium])
      await db()
        .insert(jobAlerts)
        .values({ userId: owner.user.id, name: 'Panel jobs', filters, createdAt: clock.now() });
    const employer = await buildSignedInUser(server, { userType: 'employer' });

    // A job the alert's filters do not meet reaches nobody.
    await postJob(employer, {
      title: 'Bathroom tiling in Toronto',
      description: 'Tile a bathroom floor and walls with supplied porcelain tiles.',
      category: 'handyman',
      skills_required: ['Tiling'],
    });
    expect(await deliveriesOf(basic.user.id)).toHaveLength(0);

    const postingId = await postJob(employer);
    const [waiting] = await deliveriesOf(basic.user.id);
    expect(waiting).toMatchObject({
      postingId,
      source: 'alert',
      frequency: 'weekly',
      methods: ['email'],
      emailSentAt: null,
    });
    expect(await notificationsOf(basic.user.id)).toHaveLength(0);
    expect(await mailsTo(basic.user.email)).toHaveLength(0);

    const [now] = await deliveriesOf(premium.user.id);
    expect(now).toMatchObject({
      postingId,
      source: 'alert',
      frequency: 'immediate',
      emailSentAt: clock.now(),
    });
    const [note] = await notificationsOf(premium.user.id);
    expect(note).toMatchObject({ kind: 'job_alert.new_job', link: `/?job=${postingId}` });
    const [mail] = await mailsTo(premium.user.email, 'match_new_job');
    expect(mail!.subject).toBe(`New job for "Panel jobs": ${JOB.title}`);

    // Its unsubscribe link deletes the alert.
    const token = tokenIn(mail!.textBody, MATCH_EMAIL_PATHS.unsubscribe);
    const res = await server.request(
      'POST',
      `${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
      {},
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ stopped: 'job_alert', alert_name: 'Panel jobs' });
    expect(await db().select().from(jobAlerts).where(eq(jobAlerts.userId, premium.user.id))).toHaveLength(0);
  });
});

describe('match delivery: digests in the worker morning', () => {
  it('sends a daily digest at 8:00 in their time zone, best first, once; weekly on Monday', async () => {
    clock.set('2026-11-24T10:00:00.000Z'); // Tuesday 5:00 in Toronto, 19:00 in Tokyo
    const daily = await electrician('Dana Daily');
    await saveSmart(daily, { notification_frequency: 'daily', preferred_categories: [] });
    const weekly = await electrician('Wes Weekly', { timeZone: 'America/Winnipeg' });
    await saveSmart(weekly, { notification_frequency: 'weekly', preferred_categories: [] });
    const employer = await buildSignedInUser(server, { userType: 'employer' });
    const weaker = await postJob(employer, {
      title: 'Troubleshoot a tripping breaker',
      skills_required: ['Troubleshooting', 'Electrical Wiring', 'Solar Installation'],
      salary_min: 30,
      salary_max: 34,
    });
    const better = await postJob(employer);
    expect((await deliveriesOf(daily.user.id)).map((d) => d.emailSentAt)).toEqual([null, null]);
    expect(await mailsTo(daily.user.email)).toHaveLength(0);

    // 7:59 in Toronto: not yet. 8:07: the digest, best first.
    clock.set('2026-11-24T12:59:00.000Z');
    await settleMail(server);
    await settleMail(server);
    expect(await mailsTo(daily.user.email)).toHaveLength(0);
    clock.set('2026-11-24T13:07:00.000Z');
    await settleMail(server);
    await settleMail(server);
    const mails = await mailsTo(daily.user.email, 'match_digest');
    expect(mails).toHaveLength(1);
    const text = mails[0]!.textBody;
    expect(mails[0]!.subject).toBe('2 new job matches today');
    expect(text.indexOf('1. Panel upgrade in a Toronto house')).toBeGreaterThan(-1);
    expect(text.indexOf('2. Troubleshoot a tripping breaker')).toBeGreaterThan(text.indexOf('1. Panel'));
    const rows = await deliveriesOf(daily.user.id);
    const scores = new Map(rows.map((r) => [r.postingId, r.score!]));
    expect(scores.get(better)!).toBeGreaterThan(scores.get(weaker)!);
    expect(rows.every((r) => r.emailSentAt?.getTime() === clock.now().getTime())).toBe(true);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The next tick that morning sends nothing more; the weekly worker waits for Monday.
    clock.set('2026-11-24T13:30:00.000Z');
    await settleMail(server);
    await settleMail(server);
    expect(await mailsTo(daily.user.email)).toHaveLength(1);
    expect(await mailsTo(weekly.user.email)).toHaveLength(0);

    // Monday 30 Nov, 7:15 in Winnipeg: not yet; 9:20 (a missed 8:00 tick caught up): the weekly digest.
    clock.set('2026-11-30T13:15:00.000Z');
    await settleMail(server);
    await settleMail(server);
    expect(await mailsTo(weekly.user.email)).toHaveLength(0);
    clock.set('2026-11-30T15:20:00.000Z');
    await settleMail(server);
    await settleMail(server);
    const weeklyMails = await mailsTo(weekly.user.email, 'match_digest');
    expect(weeklyMails).toHaveLength(1);
    expect(weeklyMails[0]!.subject).toBe('2 new job matches this week');

    // The open pixel and the click redirect set their times once.
    const open = tokenIn(weeklyMails[0]!.htmlBody!, MATCH_EMAIL_PATHS.open);
    const firstOpen = clock.now();
    const pixel = await fetch(`${server.url}${MATCH_EMAIL_PATHS.open}?token=${encodeURIComponent(open)}`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    clock.set('2026-11-30T18:00:00.000Z');
    await fetch(`${server.url}${MATCH_EMAIL_PATHS.open}?token=${encodeURIComponent(open)}`);
    const opened = await deliveriesOf(weekly.user.id);
    expect(opened.map((r) => r.emailOpenedAt?.toISOString())).toEqual([
      firstOpen.toISOString(),
      firstOpen.toISOString(),
    ]);
    // A bad token still answers the image.
    expect((await fetch(`${server.url}${MATCH_EMAIL_PATHS.open}?token=nonsense`)).status).toBe(200);

    const click = tokenIn(weeklyMails[0]!.textBody, MATCH_EMAIL_PATHS.click);
    const followed = await fetch(
      `${server.url}${MATCH_EMAIL_PATHS.click}?token=${encodeURIComponent(click)}`,
      {
        redirect: 'manual',
      },
    );
    expect(followed.status).toBe(302);
    const clickedRow = (await deliveriesOf(weekly.user.id)).find((r) => r.clickedAt !== null)!;
    expect(followed.headers.get('location')).toBe(`/?job=${clickedRow.postingId}`);
    expect(clickedRow.clickedAt).toEqual(clock.now());
    clock.set('2026-11-30T18:30:00.000Z');
    await fetch(`${server.url}${MATCH_EMAIL_PATHS.click}?token=${encodeURIComponent(click)}`, {
      redirect: 'manual',
    });
    expect((await deliveriesOf(weekly.user.id)).find((r) => r.id === clickedRow.id)!.clickedAt).toEqual(
      new Date('2026-11-30T18:00:00.000Z'),
    );
    const bad = await fetch(`${server.url}${MATCH_EMAIL_PATHS.click}?token=https%3A%2F%2Fevil.example`, {
      redirect: 'manual',
    });
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toBe('/#jobs');
  });
});

describe('match delivery: one-click unsubscribe and send_notifications', () => {
  it('a one-click POST stops the smart e-mails (in-app stays); a bad token is a 400', async () => {
    clock.set('2026-12-01T10:00:00.000Z');
    const worker = await electrician('Una Unsub');
    await saveSmart(worker);
    const employer = await buildSignedInUser(server, { userType: 'employer' });
    await postJob(employer);
    const [mail] = await mailsTo(worker.user.email, 'match_new_job');
    const token = tokenIn(mail!.textBody, MATCH_EMAIL_PATHS.unsubscribe);

    const res = await fetch(
      `${server.url}${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stopped: 'smart_notification_emails', alert_name: null });
    const [prefs] = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, worker.user.id));
    expect(prefs!.methods).toEqual(['in_app']);

    // A mail client that POSTs multipart/form-data (RFC 8058 allows it) is answered too.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(
      `${server.url}${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        body: form,
      },
    );
    expect(multipart.status).toBe(200);
    // A mangled tracking token still answers the image.
    expect((await fetch(`${server.url}${MATCH_EMAIL_PATHS.open}?token=${'x'.repeat(500)}`)).status).toBe(200);

    await postJob(employer, { title: 'Second panel upgrade in Toronto' });
    expect(await mailsTo(worker.user.email)).toHaveLength(1);
    expect(await notificationsOf(worker.user.id)).toHaveLength(2);

    const page = await fetch(
      `${server.url}${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
      {
        redirect: 'manual',
      },
    );
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);

    for (const wrong of [`${token.slice(0, -2)}xx`, 'nonsense', token.split('.')[0]!]) {
      const refused = await server.request(
        'POST',
        `${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(wrong)}`,
        {},
      );
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('matching.unsubscribe_link_invalid');
    }
    expect((await server.request('POST', MATCH_EMAIL_PATHS.unsubscribe, {})).status).toBe(422);
  });

  it('send_notifications delivers the matches at or above the minimum, once; without smart notifications nothing', async () => {
    clock.set('2026-12-02T10:00:00.000Z');
    const employer = await buildSignedInUser(server, { userType: 'employer' });
    const posting = await buildPosting(server, {
      posterId: employer.user.id,
      title: 'Panel upgrade found by the matcher',
      skillsRequired: ['Electrical Wiring', 'Panel Upgrades'],
      ...TORONTO,
      createdAt: clock.now(),
    });
    const plain = await electrician('Paul Plain');
    const match = (worker: SignedInUser) =>
      server.request(
        'POST',
        '/api/ai/match-jobs',
        { worker_id: worker.user.id, send_notifications: true },
        worker.headers,
      );
    expect((await match(plain)).status).toBe(200);
    expect(await deliveriesOf(plain.user.id)).toHaveLength(0);

    const keen = await electrician('Kim Keen');
    await saveSmart(keen);
    const found = await match(keen);
    expect(found.status).toBe(200);
    const expected = found.body.matched_jobs.filter((job: { match_score: number }) => job.match_score >= 60);
    expect(expected.map((job: { id: string }) => job.id)).toContain(posting.id);
    const rows = await deliveriesOf(keen.user.id);
    expect(rows.map((r) => r.postingId).sort()).toEqual(expected.map((job: { id: string }) => job.id).sort());
    await match(keen);
    await settleMail(server);
    expect(await deliveriesOf(keen.user.id)).toHaveLength(rows.length);
    expect(await mailsTo(keen.user.email, 'match_new_job')).toHaveLength(rows.length);
  });

  it('the account export lists the match deliveries', async () => {
    const worker = await electrician('Xena Export');
    await saveSmart(worker);
    const employer = await buildSignedInUser(server, { userType: 'employer' });
    const postingId = await postJob(employer, { title: 'Panel upgrade for the export' });
    const res = await server.request('GET', '/api/account/export', undefined, worker.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body.match_deliveries).toEqual([
      expect.objectContaining({
        posting_id: postingId,
        posting_title: 'Panel upgrade for the export',
        source: 'smart',
        frequency: 'immediate',
        in_app_sent_at: clock.now().toISOString(),
        email_sent_at: clock.now().toISOString(),
        email_opened_at: null,
      }),
    ]);
  });
});
