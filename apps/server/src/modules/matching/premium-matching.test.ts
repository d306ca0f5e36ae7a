import { DEFAULT_PREMIUM_MATCHING_PREFERENCES } from '@hirehand/shared/matching/premium-matching';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { matchImpressions } from '../../db/schema/matching';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
/** About 12 km north of downtown Toronto. */
const NORTH_YORK = { latitude: 43.7615, longitude: -79.4111 };
/** About 2 km from downtown. */
const NEAR = { latitude: 43.6712, longitude: -79.3832 };

const PREFS = { ...DEFAULT_PREMIUM_MATCHING_PREFERENCES, premium_only: false };

describe('Premium AI Matching: POST /api/premium/ai-matching/advanced, GET …/preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const electrician = {
    skills: ['Electrical Wiring', 'Panel Upgrades'],
    city: 'Toronto',
    ...TORONTO,
  };
  const advanced = (headers: Record<string, string> | undefined, preferences: unknown, extra = {}) =>
    server.request('POST', '/api/premium/ai-matching/advanced', { preferences, ...extra }, headers);

  it('refuses a stranger (401), basic and professional members (403 membership.plan_required), bad preferences (422)', async () => {
    expect((await advanced(undefined, PREFS)).status).toBe(401);
    expect((await server.request('GET', '/api/premium/ai-matching/preferences')).status).toBe(401);
    const basic = await buildSignedInUser(server, electrician);
    const professional = await buildMember(server, 'professional', electrician);
    for (const member of [basic, professional]) {
      const res = await advanced(member.headers, PREFS);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('membership.plan_required');
      expect(res.body.detail).toContain('Premium');
      const prefs = await server.request(
        'GET',
        '/api/premium/ai-matching/preferences',
        undefined,
        member.headers,
      );
      expect(prefs.status).toBe(403);
      expect(prefs.body.code).toBe('membership.plan_required');
    }
    const premium = await buildMember(server, 'premium', electrician);
    for (const preferences of [
      { ...PREFS, radius: 4 },
      { ...PREFS, radius: 101 },
      { ...PREFS, radius: 20.5 },
      { ...PREFS, minimum_pay: 7 },
      { ...PREFS, minimum_pay: 155 },
      { ...PREFS, minimum_pay: -5 },
      { ...PREFS, priority: 'fastest' },
      { ...PREFS, job_types: ['roofing'] },
      { ...PREFS, job_types: ['hvac', 'hvac'] },
      { ...PREFS, certifications_only: 'yes' },
      { ...PREFS, extra: true },
      { ...PREFS, premium_only: undefined },
    ]) {
      const res = await advanced(premium.headers, preferences);
      expect(res.status, JSON.stringify(preferences)).toBe(422);
    }
    expect((await advanced(premium.headers, PREFS, { unknown: 1 })).status).toBe(422);
    expect(
      (await server.request('POST', '/api/premium/ai-matching/advanced', {}, premium.headers)).status,
    ).toBe(422);
  });

  it('answers the defaults until a save, then the saved preferences', async () => {
    const premium = await buildMember(server, 'premium', electrician);
    const before = await server.request(
      'GET',
      '/api/premium/ai-matching/preferences',
      undefined,
      premium.headers,
    );
    expect(before.status, before.text).toBe(200);
    expect(before.body).toEqual({ preferences: DEFAULT_PREMIUM_MATCHING_PREFERENCES, saved: false });
    expect(before.body.preferences).toMatchObject({
      priority: 'balanced',
      radius: 25,
      minimum_pay: 0,
      premium_only: true,
    });
    const chosen = {
      priority: 'pay',
      radius: 60,
      minimum_pay: 35,
      job_types: ['electrical', 'general'],
      certifications_only: true,
      premium_only: false,
    };
    const saved = await advanced(premium.headers, chosen, { advanced_algorithms: true, premium_only: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.preferences).toEqual(chosen);
    const after = await server.request(
      'GET',
      '/api/premium/ai-matching/preferences',
      undefined,
      premium.headers,
    );
    expect(after.body).toEqual({ preferences: chosen, saved: true });
  });

  it('answers premium cards computed from the postings; preferences filter and reorder them; the summary counts them; the cards shown are recorded', async () => {
    const premium = await buildMember(server, 'premium', { ...electrician, fullName: 'Pia Premium' });
    await server.request(
      'PUT',
      '/api/profile/me/work-preferences',
      {
        desired_rate: { amount_cents: 4000, currency: 'CAD' },
        job_types: [],
        schedules: [],
        max_distance_km: null,
        categories: ['electrical'],
        certifications: [],
        discoverable: false,
      },
      premium.headers,
    );
    const wellPaid = await buildPosting(server, {
      title: 'Premium panel upgrade far north',
      skillsRequired: ['Electrical Wiring', 'Panel Upgrades'],
      company: 'Northern Power',
      ...NORTH_YORK,
      salaryMin: 70,
      salaryMax: 80,
      hourlyRate: 80,
      certificationType: 'red_seal_electrician',
      certificationRequired: true,
      certificationBonus: 6,
    });
    const nearby = await buildPosting(server, {
      title: 'Outlet repairs next door',
      skillsRequired: ['Electrical Wiring', 'Panel Upgrades'],
      company: 'Corner Co',
      ...NEAR,
      salaryMin: 30,
      salaryMax: 32,
      hourlyRate: 32,
      applicationsCount: 7,
    });
    const far = await buildPosting(server, {
      title: 'Wiring in Hamilton',
      skillsRequired: ['Electrical Wiring'],
      latitude: 43.2557,
      longitude: -79.8711,
    });

    const all = await advanced(premium.headers, PREFS);
    expect(all.status, all.text).toBe(200);
    const ids = all.body.matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(wellPaid.id);
    expect(ids).toContain(nearby.id);
    expect(ids).not.toContain(far.id); // about 60 km: outside the 25 km radius
    const top = all.body.matches.find((m: { id: string }) => m.id === wellPaid.id);
    expect(top).toMatchObject({
      title: 'Premium panel upgrade far north',
      company: 'Northern Power',
      location: 'Toronto, ON',
      remote: false,
      pay_rate: 80,
      certification_required: true,
      certification_bonus: 6,
      applications: 0,
      estimated_competition: 'low',
      job_type: 'electrical',
    });
    expect(top.premium_tier).toMatch(/^(platinum|gold)$/); // $80 is above the exclusive-job rate
    expect(top.travel_time).toBe(Math.round((top.distance_km / 30) * 60 + 5));
    expect(top.job_highlights).toContain('Red Seal Electrician required');
    expect(top.job_highlights).toContain('+$6 an hour for certified workers');
    expect(top.ai_insights.length).toBeGreaterThan(0);
    const close = all.body.matches.find((m: { id: string }) => m.id === nearby.id);
    expect(close).toMatchObject({
      pay_rate: 32,
      applications: 7,
      estimated_competition: 'high',
      certification_bonus: 0,
    });
    expect(all.body.analytics).toMatchObject({
      total_premium_matches: 2,
      average_match_score: Math.round(((top.match_score + close.match_score) / 2) * 10) / 10,
      certification_bonus_available: 1,
      // (80 + 32) / 2 = 56 against the desired $40: +40%
      estimated_earnings_boost: 40,
      response_rate_improvement: null,
    });
    expect(all.body.analytics.success_probability).toBe(
      Math.round((top.success_probability + close.success_probability) / 2),
    );

    // Priority reorders: proximity puts the posting next door first, pay the well-paid one.
    const byPay = await advanced(premium.headers, { ...PREFS, priority: 'pay' });
    const byProximity = await advanced(premium.headers, { ...PREFS, priority: 'proximity' });
    const order = (res: typeof byPay) =>
      res.body.matches
        .map((m: { id: string }) => m.id)
        .filter((id: string) => id === wellPaid.id || id === nearby.id);
    expect(order(byPay)).toEqual([wellPaid.id, nearby.id]);
    expect(order(byProximity)).toEqual([nearby.id, wellPaid.id]);

    // Minimum pay filters: $35 keeps only the well-paid posting.
    const paid = await advanced(premium.headers, { ...PREFS, minimum_pay: 35 });
    expect(paid.body.matches.map((m: { id: string }) => m.id)).toEqual([wellPaid.id]);
    expect(paid.body.analytics.total_premium_matches).toBe(1);
    expect(paid.body.analytics.estimated_earnings_boost).toBe(100);
    // Certifications only, job types, premium only.
    const certified = await advanced(premium.headers, { ...PREFS, certifications_only: true });
    expect(certified.body.matches.map((m: { id: string }) => m.id)).toEqual([wellPaid.id]);
    const plumbing = await advanced(premium.headers, { ...PREFS, job_types: ['plumbing'] });
    expect(plumbing.body.matches).toEqual([]);
    expect(plumbing.body.analytics).toMatchObject({
      total_premium_matches: 0,
      average_match_score: 0,
      estimated_earnings_boost: null,
      competition_level: null,
      success_probability: null,
    });
    const premiumOnly = await advanced(premium.headers, { ...PREFS, premium_only: true });
    for (const match of premiumOnly.body.matches) expect(match.premium_tier).not.toBe('silver');
    expect(premiumOnly.body.matches.map((m: { id: string }) => m.id)).toContain(wellPaid.id);
    // A wider radius reaches Hamilton.
    const wide = await advanced(premium.headers, { ...PREFS, radius: 100 });
    expect(wide.body.matches.map((m: { id: string }) => m.id)).toContain(far.id);

    const shown = await server.app.ctx.db
      .select()
      .from(matchImpressions)
      .where(and(eq(matchImpressions.userId, premium.user.id), eq(matchImpressions.surface, 'premium')));
    expect(shown.filter((row) => row.postingId === wellPaid.id).length).toBeGreaterThanOrEqual(6);
    expect(shown.find((row) => row.postingId === nearby.id)?.score).toBe(close.match_score);
  });
});
