import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGig, buildPosting } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

// Gigs in three cities; none names its city in the title, description or skills.
const PLACES = {
  vancouver: { city: 'Vancouver', region: 'BC', latitude: 49.2827, longitude: -123.1207 },
  burnaby: { city: 'Burnaby', region: 'BC', latitude: 49.2488, longitude: -122.9805 },
  montreal: { city: 'Montréal', region: 'QC', latitude: 45.5019, longitude: -73.5674 },
};

describe('gig and job search: places and accents', () => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    ids.vancouver = (
      await buildGig(server, {
        title: 'Deck staining',
        description: 'Two coats on cedar decks.',
        skillsRequired: ['Staining'],
        ...PLACES.vancouver,
        location: 'Kitsilano, Vancouver, BC',
      })
    ).id;
    ids.burnaby = (
      await buildGig(server, {
        title: 'Gutter cleaning',
        description: 'Gutters and downspouts.',
        ...PLACES.burnaby,
      })
    ).id;
    ids.montreal = (
      await buildGig(server, {
        title: 'Électricien résidentiel',
        description: 'Prises, panneaux et éclairage.',
        ...PLACES.montreal,
      })
    ).id;
    ids.remote = (
      await buildGig(server, {
        title: 'Electricien conseil à distance',
        description: 'Plans et devis.',
        locationType: 'remote',
        city: null,
        region: null,
        latitude: null,
        longitude: null,
      })
    ).id;
    ids.job = (
      await buildPosting(server, {
        title: 'Électricien de chantier',
        description: 'Chantier neuf.',
        ...PLACES.montreal,
      })
    ).id;
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const res = await server.request('GET', `/api/gigs?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.gigs as { id: string; distance_km?: number | null }[];
  };
  const namesOf = async (query: string) =>
    (await list(query)).map((gig) => Object.keys(ids).find((name) => ids[name] === gig.id));

  it('finds a gig by its place: "vancouver" finds the one in Vancouver, BC', async () => {
    expect(await namesOf('search=vancouver')).toEqual(['vancouver']);
    expect(await namesOf('search=Kitsilano')).toEqual(['vancouver']);
    expect(await namesOf('search=montreal')).toEqual(['montreal']);
  });

  it('lets accents never matter, in gigs and on the job board', async () => {
    const both = ['remote', 'montreal'];
    expect((await namesOf('search=%C3%A9lectricien')).sort()).toEqual(both.sort());
    expect((await namesOf('search=ELECTRICIEN')).sort()).toEqual(both.sort());
    expect(await namesOf('search=Montr%C3%A9al')).toEqual(['montreal']);
    for (const term of ['électricien', 'electricien']) {
      const board = await server.request('GET', `/api/jobs?searchTerm=${encodeURIComponent(term)}`);
      expect(board.status, board.text).toBe(200);
      expect(board.body.map((job: { id: string }) => job.id)).toEqual([ids.job]);
    }
  });

  it('filters by distance around a city and sorts nearest first, with each distance', async () => {
    const near = await list('near=Vancouver%2C%20BC&radius_km=50&sort=nearest');
    expect(near.map((gig) => gig.id)).toEqual([ids.vancouver, ids.burnaby]);
    expect(near[0]!.distance_km).toBeLessThan(5); // the gazetteer's Vancouver is downtown
    expect(near[1]!.distance_km).toBeGreaterThan(near[0]!.distance_km!);
    expect(near[1]!.distance_km).toBeLessThan(20);

    // Nearest first around Montréal's point, without a radius: the place-less gig leaves the list.
    const fromMontreal = await list('latitude=45.5&longitude=-73.57&sort=nearest');
    expect(fromMontreal.map((gig) => gig.id)).toEqual([ids.montreal, ids.burnaby, ids.vancouver]);
    // Newest first around a point keeps every gig and says how far each is (null without a place).
    const newest = await list('near=Burnaby');
    expect(newest).toHaveLength(4);
    expect(newest.find((gig) => gig.id === ids.remote)!.distance_km).toBeNull();
    // Without a point there is no distance.
    expect((await list('')).every((gig) => gig.distance_km === undefined)).toBe(true);
  });

  it('answers 400 for an unknown city and 422 for half a point', async () => {
    const unknown = await server.request('GET', '/api/gigs?near=Qzxwv%20Nowhere');
    expect(unknown).toMatchObject({
      status: 400,
      body: { detail: GIG_MESSAGES.unknownLocation('Qzxwv Nowhere') },
    });
    expect((await server.request('GET', '/api/gigs?latitude=45')).status).toBe(422);
    expect((await server.request('GET', '/api/gigs?radius_km=0&near=Burnaby')).status).toBe(422);
  });
});
