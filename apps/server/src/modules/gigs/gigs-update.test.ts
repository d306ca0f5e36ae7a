import { randomUUID } from 'node:crypto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { postings } from '../../db/schema/postings';
import type { UserRow } from '../../db/schema/users';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('PATCH /api/gigs/{id}', () => {
  let server: TestServer;
  let poster: UserRow;
  let headers: Record<string, string>;
  let strangerHeaders: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    ({ user: poster, headers } = await buildSignedInUser(server, {
      userType: 'company',
      fullName: 'North Shore Builders',
      city: 'Toronto',
    }));
    ({ headers: strangerHeaders } = await buildSignedInUser(server));
  });
  afterAll(() => server.close());

  const patch = (id: string, body: object, as = headers) =>
    server.request('PATCH', `/api/gigs/${id}`, body, as);
  const row = async (id: string) =>
    (await server.database.db.select().from(postings).where(eq(postings.id, id)))[0]!;

  it('answers 401, 404 and 403 (someone else’s posting), changing nothing', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    expect((await server.request('PATCH', `/api/gigs/${posting.id}`, { title: 'New title' })).status).toBe(
      401,
    );
    for (const id of [randomUUID(), 'nope']) {
      const missing = await patch(id, { title: 'New title' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(GIG_ERRORS.postingNotFound);
    }
    const forbidden = await patch(posting.id, { title: 'New title' }, strangerHeaders);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual(GIG_ERRORS.notYourPosting);
    expect((await row(posting.id)).title).toBe(posting.title);
  });

  it('changes the fields sent, bumps updated_at and answers the dashboard shape', async () => {
    const posting = await buildPosting(server, { posterId: poster.id, updatedAt: daysAgo(2) });
    const res = await patch(posting.id, {
      title: '  Panel upgrade, 200 A  ',
      urgency: 'high',
      openings: 3,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: posting.id,
      title: 'Panel upgrade, 200 A',
      urgency: 'high',
      openings: 3,
      description: posting.description,
      company: 'Test Co',
      application_counts: { pending: 0, shortlisted: 0, accepted: 0, declined: 0 },
    });
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await row(posting.id)).toMatchObject({ title: 'Panel upgrade, 200 A', openings: 3 });
  });

  it('runs the publish checks on the merged posting', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    expect((await patch(posting.id, { title: 'ab', description: 'x' })).body).toEqual(
      GIG_ERRORS.cannotPublish(GIG_MESSAGES.titleTooShort),
    );
    expect((await patch(posting.id, { description: 'too short' })).body).toEqual(
      GIG_ERRORS.cannotPublish(GIG_MESSAGES.descriptionTooShort),
    );
    // Switching to fixed pricing needs a fixed price, which the stored posting lacks.
    const fixed = await patch(posting.id, { pricing_type: 'fixed' });
    expect(fixed.status).toBe(400);
    expect(fixed.body).toEqual(GIG_ERRORS.cannotPublish(GIG_MESSAGES.fixedRange));
    expect((await patch(posting.id, { hourly_rate: null })).body).toEqual(
      GIG_ERRORS.cannotPublish(GIG_MESSAGES.hourlyRange),
    );
    expect((await patch(posting.id, { pricing_type: 'fixed', fixed_price: 800 })).status).toBe(200);
    expect(await row(posting.id)).toMatchObject({
      pricingType: 'fixed',
      fixedPrice: 800,
      priceAmount: 800,
    });
  });

  it('answers 422 for a field that cannot change (mode) or an unknown one', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    expect((await patch(posting.id, { mode: 'service' })).status).toBe(422);
    expect((await patch(posting.id, { colour: 'red' })).status).toBe(422);
  });

  it('keeps openings at or above the people hired; equal fills an open posting', async () => {
    const posting = await buildPosting(server, { posterId: poster.id, openings: 3, hiredCount: 2 });
    const below = await patch(posting.id, { openings: 1 });
    expect(below.status).toBe(400);
    expect(below.body).toEqual(GIG_ERRORS.openingsBelowHired);
    const equal = await patch(posting.id, { openings: 2 });
    expect(equal.body).toMatchObject({ openings: 2, hired_count: 2, status: 'filled' });
  });

  it('recomputes derived job-board fields and keeps the ones set on their own', async () => {
    const created = await server.request(
      'POST',
      '/api/gigs/create',
      {
        mode: 'job',
        title: 'Framing crew lead',
        description: 'Lead a crew of three framing a custom home.',
        category: 'carpentry',
        gig_type: 'project',
        hourly_rate: 40,
        location_type: 'onsite',
        work_schedule: 'day',
      },
      headers,
    );
    const id = created.body.id;
    expect(await row(id)).toMatchObject({
      jobType: 'contract',
      salaryMin: 40,
      salaryMax: 40,
      remoteAllowed: false,
    });

    const res = await patch(id, { gig_type: 'full_time', hourly_rate: 48, location_type: 'hybrid' });
    expect(res.body).toMatchObject({
      job_type: 'full-time',
      salary_min: 48,
      salary_max: 48,
      salary: '$48/hour',
      remote_allowed: true,
      work_schedule: 'day',
    });

    await patch(id, { job_type: 'temporary', salary_min: 45, salary_max: 55 });
    const kept = await patch(id, { gig_type: 'part_time', hourly_rate: 50 });
    expect(kept.body).toMatchObject({ job_type: 'temporary', salary_min: 45, salary_max: 55 });
  });

  it('geocodes a new city, and moves a derived location text with it', async () => {
    const created = await server.request(
      'POST',
      '/api/gigs/create',
      {
        title: 'Deck staining',
        description: 'Stain a 300 sq ft cedar deck.',
        hourly_rate: 35,
        city: 'Toronto',
      },
      headers,
    );
    const id = created.body.id;
    expect(await row(id)).toMatchObject({ city: 'Toronto', location: 'Toronto, ON' });
    const moved = await patch(id, { city: 'Calgary' });
    expect(moved.body).toMatchObject({ city: 'Calgary', location: 'Calgary, AB' });
    expect(moved.body.latitude).toBeCloseTo(51.05, 1);

    await patch(id, { location: 'Backyard off 17 Ave' });
    const again = await patch(id, { latitude: 49.25, longitude: -123.12 });
    expect(again.body).toMatchObject({
      city: 'Vancouver',
      location: 'Backyard off 17 Ave',
      latitude: 49.25,
    });
    expect((await patch(id, { location: '' })).body.location).toBe('Vancouver, BC');
  });

  it('names the poster as the company when a job’s company is cleared', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    expect((await patch(posting.id, { company: null })).body.company).toBe('North Shore Builders');
  });
});
