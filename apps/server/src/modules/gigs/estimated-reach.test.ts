import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import { estimateReach, type ReachTarget } from './estimated-reach';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const MISSISSAUGA = { latitude: 43.589, longitude: -79.6441 }; // ~22 km from Toronto
const OTTAWA = { latitude: 45.4215, longitude: -75.6972 }; // ~350 km from Toronto

describe('estimated reach', () => {
  let server: TestServer;
  let employer: UserRow;
  let workerPoster: UserRow;

  beforeAll(async () => {
    server = await startTestServer();
    const make = (overrides: Partial<NewUserRow>) => buildUser(server, overrides);
    employer = await make({ userType: 'employer', ...TORONTO });
    workerPoster = await make({ userType: 'worker', skills: ['Cooking'], ...TORONTO });
    // Workers: which job they count for is in the name.
    await make({ fullName: 'electric near', skills: ['Electrical Wiring'], ...TORONTO });
    await make({ fullName: 'plumbing near', skills: ['Plumbing'], ...TORONTO });
    await make({ fullName: 'solar 22 km', skills: ['SOLAR panels'], ...MISSISSAUGA });
    await make({ fullName: 'electric far', skills: ['Electrician'], ...OTTAWA });
    await make({ fullName: 'required skill near', skills: ['Panel Upgrade'], ...TORONTO });
    await make({ fullName: 'electric nowhere', skills: ['wiring'] });
    // Clients.
    await make({ userType: 'employer', fullName: 'client near', ...TORONTO });
    await make({ userType: 'company', fullName: 'company 22 km', ...MISSISSAUGA });
    await make({ userType: 'employer', fullName: 'client far', ...OTTAWA });
  });
  afterAll(() => server.close());

  const reach = (target: Partial<ReachTarget>) =>
    estimateReach(server.app.ctx.db, {
      posterId: employer.id,
      mode: 'job',
      category: 'electrical',
      skillsRequired: [],
      locationType: 'onsite',
      ...TORONTO,
      ...target,
    });

  it('counts workers within 50 km whose skills fit the category', async () => {
    // electric near, solar 22 km
    expect(await reach({})).toBe(2);
    // ...and the one whose skill equals a required skill, whatever the case
    expect(await reach({ skillsRequired: ['panel upgrade'] })).toBe(3);
    expect(await reach({ category: 'plumbing' })).toBe(1);
    expect(await reach({ category: 'welding' })).toBe(0);
    // hybrid is area-limited like onsite
    expect(await reach({ locationType: 'hybrid' })).toBe(2);
  });

  it('counts every worker in the area for category other, and never the poster', async () => {
    // electric near, plumbing near, solar, required skill near, and the worker poster
    expect(await reach({ category: 'other' })).toBe(5);
    expect(await reach({ category: 'other', posterId: workerPoster.id })).toBe(4);
  });

  it('has no area limit for remote work or a posting without coordinates', async () => {
    // + electric far, electric nowhere
    expect(await reach({ locationType: 'remote' })).toBe(4);
    expect(await reach({ latitude: null, longitude: null })).toBe(4);
    expect(await reach({ locationType: 'remote', category: 'other' })).toBe(7);
  });

  it('counts clients (employers and companies) for a service gig, whatever their skills', async () => {
    // employer (poster of the job tests), client near, company 22 km
    expect(await reach({ mode: 'service', posterId: workerPoster.id })).toBe(3);
    expect(await reach({ mode: 'service', posterId: employer.id })).toBe(2);
    expect(await reach({ mode: 'service', posterId: workerPoster.id, locationType: 'remote' })).toBe(4);
  });

  it('is what POST /api/gigs/create answers', async () => {
    const { headers } = await signInAs(server, employer);
    const body = {
      mode: 'job',
      title: 'Panel upgrade in a semi',
      description: 'Upgrade a 100 A panel to 200 A, permit included.',
      category: 'electrical',
      hourly_rate: 60,
      location_type: 'onsite',
      skills_required: ['Panel Upgrade'],
      ...TORONTO,
    };
    const res = await server.request('POST', '/api/gigs/create', body, headers);
    expect(res.status).toBe(201);
    expect(res.body.estimated_reach).toBe(3);
    expect(res.body.message).toBe(GIG_MESSAGES.jobPosted(3));

    const gig = await server.request(
      'POST',
      '/api/gigs/create',
      { ...body, mode: 'service', location_type: 'remote' },
      (await signInAs(server, workerPoster)).headers,
    );
    expect(gig.body.estimated_reach).toBe(4);
    expect(gig.body.message).toBe(GIG_MESSAGES.gigCreated(4));
  });
});
