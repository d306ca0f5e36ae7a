import { JOB_ALERT_ERRORS } from '@hirehand/shared/matching/job-alert-errors';
import { JOB_ALERT_RATE_LIMIT, JobAlertDto, JobAlertListDto } from '@hirehand/shared/matching/job-alerts';
import { PLAN_CATALOG, UNLIMITED } from '@hirehand/shared/membership/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildSignedInUser, type Headers } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { manualClock } from '../../platform/clock';

const clock = manualClock('2026-11-27T10:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const list = async (headers: Headers) => {
  const res = await server.request('GET', '/api/job-alerts', undefined, headers);
  expect(res.status, res.text).toBe(200);
  return JobAlertListDto.parse(res.body);
};
const save = (body: unknown, headers: Headers) => server.request('POST', '/api/job-alerts', body, headers);
const remove = (id: string, headers: Headers) =>
  server.request('DELETE', `/api/job-alerts/${id}`, undefined, headers);

const TORONTO_ELECTRICIAN = { searchTerm: 'electrician', location: 'Toronto', radius: '25' };

describe('job alerts: GET, POST and DELETE /api/job-alerts', () => {
  it('answers 401 to every call without a session', async () => {
    expect((await server.request('GET', '/api/job-alerts')).status).toBe(401);
    expect((await server.request('POST', '/api/job-alerts', { filters: {} })).status).toBe(401);
    const res = await server.request('DELETE', '/api/job-alerts/3f1c5e4a-8d7b-4c1e-9f2a-1b2c3d4e5f60');
    expect(res.status).toBe(401);
  });

  it('a basic worker keeps one weekly alert named after its filters; a second is refused with the plan', async () => {
    const worker = await buildSignedInUser(server, 'Bea Basic');
    expect(await list(worker.headers)).toEqual({
      alerts: [],
      limit: PLAN_CATALOG.basic.limits.savedSearches,
      frequency: 'weekly',
    });

    clock.set('2026-11-27T11:00:00.000Z');
    const created = await save({ filters: { ...TORONTO_ELECTRICIAN, jobType: 'full-time' } }, worker.headers);
    expect(created.status, created.text).toBe(201);
    const alert = JobAlertDto.parse(created.body);
    expect(alert).toEqual({
      id: expect.any(String),
      name: 'Electrician jobs near Toronto within 25 km, full-time',
      filters: { searchTerm: 'electrician', location: 'Toronto', radius: '25', jobType: 'full-time' },
      created_at: '2026-11-27T11:00:00.000Z',
    });
    expect(await list(worker.headers)).toEqual({ alerts: [alert], limit: 1, frequency: 'weekly' });

    const second = await save({ filters: { searchTerm: 'plumber' } }, worker.headers);
    expect(second.status).toBe(403);
    expect(second.body).toEqual(JOB_ALERT_ERRORS.limitReached(1));
    expect(second.body.detail).toMatch(/one saved search/);
    expect((await list(worker.headers)).alerts).toHaveLength(1);
  });

  it('the same filters twice are a 409, whatever their order and the defaults spelled out', async () => {
    const member = await buildMember(server, 'premium', 'Pat Premium');
    const first = await save({ filters: { location: 'Ottawa', remoteAllowed: 'true' } }, member.headers);
    expect(first.status, first.text).toBe(201);
    expect(first.body.name).toBe('Jobs near Ottawa within 25 km, remote allowed');
    expect(first.body.filters).toEqual({ location: 'Ottawa', radius: '25', remoteAllowed: true });
    const again = await save(
      { name: 'Another name', filters: { remoteAllowed: 'true', radius: '25', location: 'Ottawa' } },
      member.headers,
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual(JOB_ALERT_ERRORS.duplicate);
    // A false yes/no filter is the same search as none.
    const falseRemote = await save(
      { filters: { location: 'Ottawa', remoteAllowed: 'false' } },
      member.headers,
    );
    expect(falseRemote.status, falseRemote.text).toBe(201);
    const duplicateOfNone = await save({ filters: { location: 'Ottawa' } }, member.headers);
    expect(duplicateOfNone.status).toBe(409);
  });

  it('paid plans keep unlimited immediate alerts, newest first, with the names given', async () => {
    expect(PLAN_CATALOG.professional.limits.savedSearches).toBe(UNLIMITED);
    const member = await buildMember(server, 'professional', 'Quinn Pro');
    const names: string[] = [];
    for (const [index, searchTerm] of ['welder', 'roofer', 'painter'].entries()) {
      clock.set(`2026-11-27T12:0${index}:00.000Z`);
      const res = await save({ name: `  ${searchTerm} alerts `, filters: { searchTerm } }, member.headers);
      expect(res.status, res.text).toBe(201);
      names.push(`${searchTerm} alerts`);
    }
    const answer = await list(member.headers);
    expect(answer.limit).toBeNull();
    expect(answer.frequency).toBe('immediate');
    expect(answer.alerts.map((alert) => alert.name)).toEqual(names.reverse());
  });

  it('holds the limit under concurrent saves', async () => {
    const worker = await buildSignedInUser(server, 'Cora Concurrent');
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((term) =>
        save({ filters: { searchTerm: `carpenter ${term}` } }, worker.headers),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 403, 403, 403]);
    expect((await list(worker.headers)).alerts).toHaveLength(1);
  });

  it('replays a creation with the same Idempotency-Key', async () => {
    const member = await buildMember(server, 'premium', 'Ivy Idem');
    const headers = { ...member.headers, 'idempotency-key': 'save-search-1' };
    const first = await save({ filters: { searchTerm: 'glazier' } }, headers);
    const replay = await save({ filters: { searchTerm: 'glazier' } }, headers);
    expect(first.status, first.text).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await list(member.headers)).alerts).toHaveLength(1);
  });

  it('validates the filters and the name (422), never a 500', async () => {
    const worker = await buildSignedInUser(server);
    for (const body of [
      { filters: { colour: 'blue' } },
      { filters: { page: 2 } },
      { filters: { sortBy: 'newest' } },
      { filters: { radius: '7' } },
      { filters: { jobType: 'forever' } },
      { filters: { latitude: 123 } },
      { name: '', filters: {} },
      { name: 'x'.repeat(81), filters: {} },
      { filters: {}, extra: true },
      {},
    ]) {
      const res = await save(body, worker.headers);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation');
    }
    expect((await remove('not-a-uuid', worker.headers)).status).toBe(422);
    expect((await list(worker.headers)).alerts).toEqual([]);
  });

  it('refuses the Premium-only exclusive filter without its plan, as the board does', async () => {
    const worker = await buildSignedInUser(server);
    const res = await save({ filters: { exclusive: 'true' } }, worker.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('membership.plan_required');
  });

  it("deletes only the caller's own alert: another person's is a 404 and stays", async () => {
    const owner = await buildSignedInUser(server, 'Olga Owner');
    const other = await buildSignedInUser(server, 'Otto Other');
    const created = await save({ filters: { searchTerm: 'mason' } }, owner.headers);
    expect(created.status).toBe(201);
    const foreign = await remove(created.body.id, other.headers);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(JOB_ALERT_ERRORS.notFound);
    expect((await list(owner.headers)).alerts).toHaveLength(1);
    const missing = await remove('3f1c5e4a-8d7b-4c1e-9f2a-1b2c3d4e5f60', owner.headers);
    expect(missing.status).toBe(404);

    const deleted = await remove(created.body.id, owner.headers);
    expect(deleted.status).toBe(204);
    expect((await list(owner.headers)).alerts).toEqual([]);
    expect((await remove(created.body.id, owner.headers)).status).toBe(404);
    // The freed place takes a new alert.
    expect((await save({ filters: { searchTerm: 'tiler' } }, owner.headers)).status).toBe(201);
  });

  it('is rate-limited per person', async () => {
    const worker = await buildSignedInUser(server);
    let last = 0;
    for (let i = 0; i <= JOB_ALERT_RATE_LIMIT.max; i += 1) {
      last = (await server.request('GET', '/api/job-alerts', undefined, worker.headers)).status;
    }
    expect(last).toBe(429);
  });

  it('the account export lists the alerts', async () => {
    const worker = await buildSignedInUser(server, 'Ezra Export');
    const created = await save(
      { name: 'Weekend shifts', filters: { workSchedule: 'weekend' } },
      worker.headers,
    );
    const res = await server.request('GET', '/api/account/export', undefined, worker.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body.job_alerts).toEqual([created.body]);
  });
});
