import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { SAVED_JOB_ERRORS } from '@hirehand/shared/jobs/saved-job-errors';
import { SAVED_JOBS_MAX, SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, type Headers, setPosting } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { savedJobs } from '../../db/schema/matching';
import { type NewPostingRow, postings } from '../../db/schema/postings';
import { manualClock } from '../../platform/clock';

const clock = manualClock('2026-11-24T10:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const save = (id: string, headers: Headers) =>
  server.request('PUT', `/api/jobs/${id}/saved`, undefined, headers);
const unsave = (id: string, headers: Headers) =>
  server.request('DELETE', `/api/jobs/${id}/saved`, undefined, headers);
async function savedList(headers: Headers): Promise<SavedJobsDto['jobs']> {
  const res = await server.request('GET', '/api/jobs/saved', undefined, headers);
  expect(res.status, res.text).toBe(200);
  return SavedJobsDto.parse(res.body).jobs;
}

describe('saved jobs: PUT, DELETE and GET /api/jobs/.../saved', () => {
  it('saves and unsaves idempotently; the list holds the board card with saved_at', async () => {
    const worker = await buildSignedInUser(server, 'Sam Saver');
    const job = await buildPosting(server, {
      title: 'Panel upgrade in Leslieville',
      salaryMin: 40,
      salaryMax: 55,
    });
    expect(await savedList(worker.headers)).toEqual([]);

    clock.set('2026-11-24T12:00:00.000Z');
    const first = await save(job.id, worker.headers);
    expect(first.status, first.text).toBe(204);
    expect(first.text).toBe('');
    clock.set('2026-11-24T13:00:00.000Z');
    expect((await save(job.id, worker.headers)).status).toBe(204);

    const [card, ...rest] = await savedList(worker.headers);
    expect(rest).toEqual([]);
    // The first save's time stays; the card is the board's.
    expect(card).toMatchObject({
      id: job.id,
      title: 'Panel upgrade in Leslieville',
      company: 'Test Co',
      location: 'Toronto, ON',
      salary: expect.stringContaining('40'),
      applied: false,
      saved_at: '2026-11-24T12:00:00.000Z',
    });
    const board = await server.request('GET', '/api/jobs?searchTerm=Leslieville', undefined, worker.headers);
    const { saved_at: _savedAt, ...boardShape } = card!;
    expect(board.body).toContainEqual(boardShape);

    expect((await unsave(job.id, worker.headers)).status).toBe(204);
    expect((await unsave(job.id, worker.headers)).status).toBe(204);
    expect(await savedList(worker.headers)).toEqual([]);
  });

  it('lists the newest save first', async () => {
    const worker = await buildSignedInUser(server, 'Nora Newest');
    const older = await buildPosting(server, { title: 'Saved first' });
    const newer = await buildPosting(server, { title: 'Saved second' });
    const newest = await buildPosting(server, { title: 'Saved third' });
    clock.set('2026-11-25T08:00:00.000Z');
    await save(older.id, worker.headers);
    clock.set('2026-11-25T09:00:00.000Z');
    await save(newer.id, worker.headers);
    clock.set('2026-11-25T10:00:00.000Z');
    await save(newest.id, worker.headers);
    expect((await savedList(worker.headers)).map((job) => job.title)).toEqual([
      'Saved third',
      'Saved second',
      'Saved first',
    ]);
  });

  it('drops a job the board no longer lists (closed, expired), and lists it again once reopened', async () => {
    const worker = await buildSignedInUser(server, 'Cleo Closed');
    const closing = await buildPosting(server, { title: 'Will close' });
    const expiring = await buildPosting(server, { title: 'Will expire' });
    const staying = await buildPosting(server, { title: 'Stays open' });
    for (const job of [closing, expiring, staying])
      expect((await save(job.id, worker.headers)).status).toBe(204);
    await setPosting(server, closing.id, { status: 'closed' });
    await setPosting(server, expiring.id, { status: 'expired' });
    expect((await savedList(worker.headers)).map((job) => job.title)).toEqual(['Stays open']);

    await setPosting(server, closing.id, { status: 'open' });
    expect((await savedList(worker.headers)).map((job) => job.title)).toContain('Will close');
  });

  it("answers the posting's 404 for an unknown id, a closed job, a service gig or an unpaid job", async () => {
    const worker = await buildSignedInUser(server, 'Una Unknown');
    const closed = await buildPosting(server, { status: 'closed' });
    const gig = await buildPosting(server, { mode: 'service', company: null });
    const unpaid = await buildPosting(server, { status: 'pending_payment' });
    for (const id of ['0b6a4c8e-3c61-4c7e-9f57-0d1c2b9a7e11', closed.id, gig.id, unpaid.id]) {
      const res = await save(id, worker.headers);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(GIG_ERRORS.postingNotFound);
    }
    expect(await savedList(worker.headers)).toEqual([]);
    // A malformed id is a validation error; removing an unknown one is fine.
    expect((await save('not-a-uuid', worker.headers)).status).toBe(422);
    expect((await unsave('0b6a4c8e-3c61-4c7e-9f57-0d1c2b9a7e11', worker.headers)).status).toBe(204);
  });

  it("keeps each person's list apart", async () => {
    const ann = await buildSignedInUser(server, 'Ann Apart');
    const ben = await buildSignedInUser(server, 'Ben Apart');
    const job = await buildPosting(server, { title: 'Ann saves this' });
    await save(job.id, ann.headers);
    expect(await savedList(ben.headers)).toEqual([]);
    // Ben's remove does not touch Ann's save.
    expect((await unsave(job.id, ben.headers)).status).toBe(204);
    expect((await savedList(ann.headers)).map((saved) => saved.id)).toEqual([job.id]);
  });

  it(`refuses a new save past ${SAVED_JOBS_MAX} with a 409, while a saved one may be saved again`, async () => {
    const worker = await buildSignedInUser(server, 'Max Saver');
    const poster = await buildPosting(server);
    const rows = await server.app.ctx.db
      .insert(postings)
      .values(
        Array.from(
          { length: SAVED_JOBS_MAX },
          (_, i): NewPostingRow => ({
            mode: 'job',
            title: `Bulk job ${i}`,
            description: 'A bulk job for the saved jobs limit, described enough.',
            category: 'electrical',
            gigType: 'project',
            pricingType: 'hourly',
            hourlyRate: 30,
            jobType: 'contract',
            experienceRequired: 'mid',
            posterId: poster.posterId,
          }),
        ),
      )
      .returning({ id: postings.id });
    await server.app.ctx.db
      .insert(savedJobs)
      .values(rows.map((row) => ({ userId: worker.user.id, postingId: row.id, createdAt: clock.now() })));

    const one = await buildPosting(server, { title: 'One too many' });
    const refused = await save(one.id, worker.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(SAVED_JOB_ERRORS.tooMany);
    expect((await save(rows[0]!.id, worker.headers)).status).toBe(204);

    await unsave(rows[0]!.id, worker.headers);
    expect((await save(one.id, worker.headers)).status).toBe(204);
    expect(await savedList(worker.headers)).toHaveLength(SAVED_JOBS_MAX);
  });

  it('needs a signed-in caller', async () => {
    const job = await buildPosting(server);
    expect((await server.request('GET', '/api/jobs/saved')).status).toBe(401);
    expect((await server.request('PUT', `/api/jobs/${job.id}/saved`)).status).toBe(401);
    expect((await server.request('DELETE', `/api/jobs/${job.id}/saved`)).status).toBe(401);
  });
});
