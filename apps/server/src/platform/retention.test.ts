import { randomBytes } from 'node:crypto';
import { RETENTION_DAYS } from '@hirehand/shared/legal/retention';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { settleMail } from '../../test/mailbox';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { signInExchanges } from '../db/schema/identity';
import { backgroundJobs } from '../db/schema/jobs';
import { mailDeliveries, outboxEmails } from '../db/schema/mail';
import { sessions } from '../db/schema/sessions';
import { verificationCodes } from '../db/schema/verification';
import { type ManualClock, manualClock } from './clock';

/**
 * Retention (decision 021): each kind of record is kept until its period has passed and
 * deleted by its recurring job after it. The server runs on a manual clock; the test moves
 * it to an hour before and an hour after each deadline (a new hourly slot each time) and
 * runs the due work with runDue(), as the worker would.
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let clock: ManualClock;
let server: TestServer;
let t0: number;
const ids = {
  codeEmail: '',
  exchange: '',
  usedExchange: '',
  revokedSession: '',
  activeSession: '',
  mailTo: '',
};

beforeAll(async () => {
  // Starts at the real time: rows the database stamps with now() (sessions) line up with it.
  t0 = Date.now();
  clock = manualClock(new Date(t0));
  server = await startTestServer({}, { clock });
  const db = server.database.db;

  const unverified = await buildUser(server, { emailVerified: false });
  ids.codeEmail = unverified.email;
  expect(
    (await server.request('POST', '/api/auth/send-verification', { email: unverified.email })).status,
  ).toBe(200);
  // The code's e-mail: an outbox row, a delivery record and a succeeded mail.send job.
  await settleMail(server);
  ids.mailTo = unverified.email;

  const exchanges = await db
    .insert(signInExchanges)
    .values([
      {
        codeHash: randomBytes(16).toString('hex'),
        userId: unverified.id,
        expiresAt: new Date(t0 + 5 * 60_000),
      },
      {
        codeHash: randomBytes(16).toString('hex'),
        userId: unverified.id,
        expiresAt: new Date(t0 + 5 * 60_000),
        consumedAt: new Date(t0),
      },
    ])
    .returning({ id: signInExchanges.id });
  ids.exchange = exchanges[0]!.id;
  ids.usedExchange = exchanges[1]!.id;

  const signedOut = await buildSignedInUser(server);
  expect((await server.request('POST', '/api/auth/logout', undefined, signedOut.headers)).status).toBe(200);
  ids.revokedSession = signedOut.sessionId;
  ids.activeSession = (await buildSignedInUser(server)).sessionId;
});
afterAll(() => server.close());

/** Moves the clock to t0 + ms and runs what is due. */
async function at(ms: number) {
  clock.set(new Date(t0 + ms));
  await server.app.jobs.runDue();
}

async function present() {
  const db = server.database.db;
  const has = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    code: await has(db.select().from(verificationCodes).where(eq(verificationCodes.email, ids.codeEmail))),
    exchange: await has(db.select().from(signInExchanges).where(eq(signInExchanges.id, ids.exchange))),
    usedExchange: await has(
      db.select().from(signInExchanges).where(eq(signInExchanges.id, ids.usedExchange)),
    ),
    outbox: await has(db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, ids.mailTo))),
    delivery: await has(db.select().from(mailDeliveries)),
    mailJob: await has(db.select().from(backgroundJobs).where(eq(backgroundJobs.name, 'mail.send'))),
    revokedSession: await has(db.select().from(sessions).where(eq(sessions.id, ids.revokedSession))),
    activeSession: await has(db.select().from(sessions).where(eq(sessions.id, ids.activeSession))),
  };
}

describe('retention jobs', () => {
  it('start with every record in place', async () => {
    expect(Object.values(await present()).every(Boolean)).toBe(true);
  });

  it('delete codes and sign-in exchanges a day after they expired, not before', async () => {
    expect(RETENTION_DAYS.verificationCodes).toBe(1);
    expect(RETENTION_DAYS.signInExchanges).toBe(1);
    await at(DAY - HOUR);
    expect(await present()).toMatchObject({ code: true, exchange: true, usedExchange: true });
    // Expired at t0 + 10 min (code) and t0 + 5 min (exchanges): a day later plus an hour, gone.
    await at(DAY + HOUR);
    expect(await present()).toMatchObject({
      code: false,
      exchange: false,
      usedExchange: false,
      mailJob: true,
    });
  });

  it('delete finished jobs after 7 days', async () => {
    await at(RETENTION_DAYS.succeededJobs * DAY - HOUR);
    expect((await present()).mailJob).toBe(true);
    await at(RETENTION_DAYS.succeededJobs * DAY + HOUR);
    expect(await present()).toMatchObject({ mailJob: false, outbox: true, delivery: true });
  });

  it('delete outbox mail and delivery records after 30 days', async () => {
    await at(RETENTION_DAYS.outboxMail * DAY - HOUR);
    expect(await present()).toMatchObject({ outbox: true, delivery: true });
    await at(RETENTION_DAYS.outboxMail * DAY + HOUR);
    expect(await present()).toMatchObject({ outbox: false, delivery: false, revokedSession: true });
  });

  it('delete a signed-out session 90 days after sign-out, a running one 90 days after its token ran out', async () => {
    await at(RETENTION_DAYS.endedSessions * DAY - HOUR);
    expect(await present()).toMatchObject({ revokedSession: true, activeSession: true });
    await at(RETENTION_DAYS.endedSessions * DAY + HOUR);
    expect(await present()).toMatchObject({ revokedSession: false, activeSession: true });
    // Its 30-day token ran out at t0 + 30 days; 90 days after that it goes too.
    await at((30 + RETENTION_DAYS.endedSessions) * DAY - HOUR);
    expect((await present()).activeSession).toBe(true);
    await at((30 + RETENTION_DAYS.endedSessions) * DAY + HOUR);
    expect((await present()).activeSession).toBe(false);
  });
});
