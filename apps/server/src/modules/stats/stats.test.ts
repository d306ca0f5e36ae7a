import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type ManualClock, manualClock } from '../../platform/clock';
import { PUBLIC_STATS_CACHE_MS } from './stats.service';

let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date());
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const stats = async () => {
  const res = await server.request('GET', '/api/stats/public');
  expect(res.status).toBe(200);
  return res.body;
};
const nextPeriod = () => clock.advance(PUBLIC_STATS_CACHE_MS + 1);

describe('GET /api/stats/public', () => {
  it('shows no figure the data cannot back: an empty platform has none', async () => {
    expect(await stats()).toMatchObject({
      workers: null,
      open_postings: null,
      certified_hourly_premium: null,
    });
  });

  it('counts workers (not employers) once there are enough, rounded down, and caches for a while', async () => {
    for (let i = 0; i < 9; i += 1) await buildUser(server, { userType: 'worker' });
    await buildUser(server, { userType: 'employer' });
    nextPeriod();
    expect((await stats()).workers).toBeNull(); // 9 workers: below the threshold

    await buildUser(server, { userType: 'worker' });
    expect((await stats()).workers).toBeNull(); // still the cached figure
    nextPeriod();
    expect((await stats()).workers).toBe(10);
  });

  it('compares the median hourly pay of certified and other open jobs, only with enough of each', async () => {
    const poster = await buildUser(server, { userType: 'employer' });
    const job = (hourlyRate: number, certificationRequired: boolean) =>
      buildPosting(server, { posterId: poster.id, hourlyRate, certificationRequired });
    for (const rate of [30, 31, 32, 33, 34]) await job(rate, false);
    for (const rate of [40, 41, 42.5, 43]) await job(rate, true);
    await buildPosting(server, {
      posterId: poster.id,
      hourlyRate: 99,
      certificationRequired: true,
      status: 'closed',
    });
    nextPeriod();
    expect((await stats()).certified_hourly_premium).toBeNull(); // 4 open certified jobs: too few

    await job(44, true);
    nextPeriod();
    // Medians 42.5 and 32: 10.50 more, shown as the whole dollars it surely is.
    expect(await stats()).toMatchObject({ certified_hourly_premium: 10, open_postings: 10 });
  });
});
