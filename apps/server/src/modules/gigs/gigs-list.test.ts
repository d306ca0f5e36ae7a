import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExperience, buildPosting, buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import type { NewPostingRow } from '../../db/schema/postings';
import type { UserRow } from '../../db/schema/users';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/gigs', () => {
  let server: TestServer;
  let provider: UserRow;
  let newcomer: UserRow;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    provider = await buildUser(server, {
      fullName: 'Liam Okafor',
      profilePicture: 'https://example.ca/l.png',
    });
    newcomer = await buildUser(server, { fullName: 'New Person' });
    const service = (name: string, overrides: Partial<NewPostingRow>) =>
      buildPosting(server, {
        mode: 'service',
        posterId: provider.id,
        company: null,
        jobType: 'freelance',
        gigType: 'service',
        ...overrides,
      }).then((row) => {
        ids[name] = row.id;
      });
    // Newest first: created_at decides the order.
    await service('plumbing', {
      title: 'Emergency plumbing repairs',
      description: 'Leaks, clogged drains and burst pipes fixed the same day.',
      category: 'plumbing',
      skillsRequired: ['Plumbing Installation', 'Drain cleaning', 'Repair', 'Water heaters'],
      hourlyRate: 85,
      createdAt: daysAgo(1),
    });
    await service('painting', {
      title: 'Interior painting, walls and trim',
      description: 'Two coats, clean lines, furniture moved and covered.',
      category: 'painting',
      gigType: 'project',
      pricingType: 'fixed',
      hourlyRate: null,
      fixedPrice: 500,
      city: 'Victoria',
      region: 'BC',
      location: 'Oak Bay, Victoria',
      createdAt: daysAgo(2),
    });
    await service('design', {
      posterId: newcomer.id,
      title: 'Logo and brand design',
      description: 'A logo, colours and a one-page brand guide for a small business.',
      category: 'design',
      pricingType: 'negotiable',
      hourlyRate: null,
      priceRangeMin: 20,
      priceRangeMax: 60,
      city: 'Torbay',
      region: 'NL',
      createdAt: daysAgo(3),
    });
    await service('paused', { title: 'Paused electrical gig', status: 'paused', createdAt: daysAgo(0.5) });
    await service('closed', { title: 'Closed electrical gig', status: 'closed', createdAt: daysAgo(0.5) });
    ids.job = (await buildPosting(server, { createdAt: daysAgo(1.5), company: 'Sparks Ltd' })).id;

    for (const rating of [5, 4, 4]) {
      await buildExperience(server, {
        userId: provider.id,
        title: 'Past job',
        description: 'Done well.',
        category: 'plumbing',
        workType: 'service',
        clientRating: rating,
      });
    }
  });
  afterAll(() => server.close());

  const list = async (query = '') => {
    const res = await server.request('GET', `/api/gigs${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const titlesOf = async (query = '') =>
    (await list(query)).gigs.map((gig: { id: string }) => Object.keys(ids).find((k) => ids[k] === gig.id));

  it('lists open service gigs by default, newest first, in the spec shape', async () => {
    const body = await list();
    expect(body).toMatchObject({ page: 1, limit: 20, has_more: false });
    expect(await titlesOf()).toEqual(['plumbing', 'painting', 'design']);
    expect(body.gigs[0]).toEqual({
      id: ids.plumbing,
      mode: 'service',
      title: 'Emergency plumbing repairs',
      description: 'Leaks, clogged drains and burst pipes fixed the same day.',
      category: 'plumbing',
      gig_type: 'service',
      pricing_type: 'hourly',
      fixed_price: null,
      hourly_rate: 85,
      price_range_min: null,
      price_range_max: null,
      skills_required: ['Plumbing Installation', 'Drain cleaning', 'Repair', 'Water heaters'],
      views: 0,
      applications: 0,
      location_type: 'onsite',
      city: 'Toronto',
      location: '',
      status: 'open',
      created_at: expect.any(String),
      creator_info: {
        id: provider.id,
        name: 'Liam Okafor',
        profile_picture: 'https://example.ca/l.png',
        // Three self-reported experience entries (5, 4, 4 stars) are not clients' ratings.
        stats: { average_rating: 0, completed_orders: 0 },
        pro: false,
      },
    });
    // Where the service is offered, as its card shows it.
    expect(body.gigs[1]).toMatchObject({
      location_type: 'onsite',
      city: 'Victoria',
      location: 'Oak Bay, Victoria',
    });
    const design = body.gigs[2];
    expect(design.creator_info.stats).toEqual({ average_rating: 0, completed_orders: 0 });
  });

  it('lists jobs with mode=job and both with mode=all (open ones only)', async () => {
    expect(await titlesOf('?mode=job')).toEqual(['job']);
    expect(await titlesOf('?mode=all')).toEqual(['plumbing', 'job', 'painting', 'design']);
  });

  it('filters by gig type and category', async () => {
    expect(await titlesOf('?gig_type=project')).toEqual(['painting']);
    expect(await titlesOf('?category=design')).toEqual(['design']);
    expect(await titlesOf('?category=design&gig_type=project')).toEqual([]);
  });

  it('filters by city prefix, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(await titlesOf('?location=TOR')).toEqual(['plumbing', 'design']);
    expect(await titlesOf('?location=toronto')).toEqual(['plumbing']);
    expect(await titlesOf('?location=vic')).toEqual(['painting']);
    expect(await titlesOf('?location=%25')).toEqual([]);
    expect(await titlesOf('?location=_oronto')).toEqual([]);
  });

  it('filters by price: the rate, the fixed price or the range low end', async () => {
    expect(await titlesOf('?price_min=50')).toEqual(['plumbing', 'painting']);
    expect(await titlesOf('?price_max=100')).toEqual(['plumbing', 'design']);
    expect(await titlesOf('?price_min=20&price_max=20')).toEqual(['design']);
  });

  it('searches title, skills and description by word prefixes', async () => {
    expect(await titlesOf('?search=plumb')).toEqual(['plumbing']);
    expect(await titlesOf('?search=drain%20clean')).toEqual(['plumbing']);
    expect(await titlesOf('?search=Painting')).toEqual(['painting']);
    expect(await titlesOf('?search=brand%20gui')).toEqual(['design']);
    expect(await titlesOf('?search=plumb%20logo')).toEqual([]);
    expect(await titlesOf('?mode=job&search=spark')).toEqual(['job']);
    // Nothing searchable left: no text filter.
    expect(await titlesOf('?search=%26%7C!')).toEqual(['plumbing', 'painting', 'design']);
  });

  it('pages with has_more', async () => {
    const first = await list('?limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, has_more: true });
    expect(first.gigs.map((g: { id: string }) => g.id)).toEqual([ids.plumbing, ids.painting]);
    const second = await list('?limit=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, has_more: false });
    expect(second.gigs.map((g: { id: string }) => g.id)).toEqual([ids.design]);
    expect((await list('?limit=3')).has_more).toBe(false);
  });

  it('pages and filters both modes together', async () => {
    expect(await titlesOf('?mode=all&limit=2')).toEqual(['plumbing', 'job']);
    const second = await list('?mode=all&limit=2&page=2');
    expect(second.has_more).toBe(false);
    expect(second.gigs.map((g: { id: string }) => g.id)).toEqual([ids.painting, ids.design]);
    expect((await list('?mode=all&limit=3&page=1')).has_more).toBe(true);
    expect(await titlesOf('?mode=all&location=tor')).toEqual(['plumbing', 'job', 'design']);
    expect(await titlesOf('?mode=all&search=panel')).toEqual(['job']);
    expect(await titlesOf('?mode=all&page=3&limit=2')).toEqual([]);
  });

  it('answers 422 for a bad query', async () => {
    for (const query of ['?limit=0', '?limit=51', '?category=plants', '?mode=both', '?price_min=-1']) {
      expect((await server.request('GET', `/api/gigs${query}`)).status, query).toBe(422);
    }
  });
});
