import { CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { mailedCode } from '../../test/mailbox';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth/tokens';
import { type ManualClock, manualClock } from './clock';

/** The server on a manual clock: time moves when the test says so, and nothing sleeps. */
let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date());
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

describe('a server on a manual clock', () => {
  it('expires a verification code when the clock passes its lifetime, not before', async () => {
    const send = async (email: string) => {
      expect((await server.request('POST', '/api/auth/send-verification', { email })).status).toBe(200);
      return mailedCode(server, email, 'verify_email');
    };
    const verify = (email: string, code: string) =>
      server.request('POST', '/api/auth/verify-email', { email, verification_code: code });

    const early = await buildUser(server);
    const earlyCode = await send(early.email);
    clock.advance((CODE_TTL_SECONDS - 5) * 1000);
    expect((await verify(early.email, earlyCode)).status).toBe(200);

    const late = await buildUser(server);
    const lateCode = await send(late.email);
    clock.advance((CODE_TTL_SECONDS + 1) * 1000);
    expect(await verify(late.email, lateCode)).toMatchObject({
      status: 400,
      body: { detail: 'Verification code expired. Please request a new one.' },
    });
  });

  it('ends a session when its access token expires on the clock', async () => {
    const { headers } = await buildSignedInUser(server);
    expect((await server.request('GET', '/api/profile/me', undefined, headers)).status).toBe(200);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    expect((await server.request('GET', '/api/profile/me', undefined, headers)).status).toBe(200);
    clock.advance(61 * 1000);
    expect((await server.request('GET', '/api/profile/me', undefined, headers)).status).toBe(401);
  });

  it('runs a recurring job once per interval as the clock moves', async () => {
    const runs: Date[] = [];
    // Just past the start of an hour, so half an hour later is still the same hourly slot.
    const hour = 60 * 60_000;
    clock.set(new Date((Math.floor(clock.now().getTime() / hour) + 1) * hour + 1000));
    server.app.jobs.every('clock-test.tick', 60 * 60_000, (tick) => void runs.push(tick.scheduledAt));
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    expect(runs).toHaveLength(1);
    clock.advance(30 * 60_000);
    await server.app.jobs.runDue();
    expect(runs).toHaveLength(1);
    clock.advance(60 * 60_000);
    await server.app.jobs.runDue();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.getTime() - runs[0]!.getTime()).toBe(60 * 60_000);
  });
});
