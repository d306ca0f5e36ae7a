import { MySubscriptionDto, PackagesDto } from '@hirehand/shared/membership/membership';
import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  buildMember,
  buildPosting,
  buildSignedInUser,
  buildSubscription,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { manualClock } from '../../platform/clock';
import { registerErrorHandler } from '../../platform/errors';
import { consumeUsage, membershipOf, requirePlan, usageOf } from './membership.service';

// Mid-June in Vancouver (daylight time, UTC-7): the month ends at 2026-07-01T07:00Z.
const clock = manualClock('2026-06-20T18:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOB_POST_PRICE_CENTS: '200' }, { clock });
});
afterAll(() => server.close());

describe('GET /api/membership/packages', () => {
  it('answers the catalog with its words, the post price and the tax setting, to anyone', async () => {
    const res = await server.request('GET', '/api/membership/packages');
    expect(res.status).toBe(200);
    const body = PackagesDto.parse(res.body);
    expect(body.packages.professional).toMatchObject({
      tier: 'professional',
      name: 'Professional',
      price: { amount_cents: 499, currency: 'CAD' },
      interval: 'month',
      trial_days: 7,
      applications_per_month: -1,
      ai_chats_per_month: -1,
    });
    expect(body.packages.basic.features).toContain('5 job applications per month');
    expect(body.packages.basic.applications_per_month).toBe(5);
    expect(body.packages.premium.price.amount_cents).toBe(PLAN_CATALOG.premium.price.amount_cents);
    // Premium AI matching and the analytics ship now: no feature says "coming soon".
    expect(body.packages.premium.features).toContain('Premium AI matching');
    expect(body.packages.premium.features.some((f: string) => f.includes('(coming soon)'))).toBe(false);
    expect(body.packages.premium.features).toContain('Direct employer contact information');
    expect(body.pay_per_post).toEqual({ price: { amount_cents: 200, currency: 'CAD' }, visibility_days: 30 });
    expect(body.taxes_extra).toBe(false);
  });

  it('is in the API docs with my-subscription', async () => {
    const docs = await server.request('GET', '/api/docs/json');
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/membership/packages', '/api/membership/my-subscription']),
    );
  });
});

describe('GET /api/membership/my-subscription', () => {
  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/membership/my-subscription')).status).toBe(401);
  });

  it("answers a new user's basic plan: limits, nothing used, the reset and the trial on offer", async () => {
    const worker = await buildSignedInUser(server);
    const res = await server.request('GET', '/api/membership/my-subscription', undefined, worker.headers);
    expect(res.status).toBe(200);
    expect(MySubscriptionDto.parse(res.body)).toEqual({
      membership_tier: 'basic',
      can_use_ai: true,
      ai_chats_used: 0,
      features: { ai_chats_per_month: 5, applications_per_month: 5 },
      status: 'active',
      current_period_end: null,
      trial_end: null,
      cancel_at_period_end: false,
      applications_used: 0,
      applications_per_month: 5,
      usage_resets_at: '2026-07-01T07:00:00.000Z',
      trial_available: true,
      can_manage_billing: false,
      entitlements: [],
    });
  });

  it('counts applications of this month', async () => {
    const worker = await buildSignedInUser(server);
    for (let i = 0; i < 2; i += 1)
      expect((await apply(server, (await buildPosting(server)).id, worker.headers)).status).toBe(201);
    const res = await server.request('GET', '/api/membership/my-subscription', undefined, worker.headers);
    expect(res.body.applications_used).toBe(2);
  });

  it("answers a paid plan's status and dates; billing is managed at a real provider only", async () => {
    const sandbox = await buildMember(server, 'professional');
    const sandboxAnswer = await server.request(
      'GET',
      '/api/membership/my-subscription',
      undefined,
      sandbox.headers,
    );
    expect(sandboxAnswer.body).toMatchObject({
      membership_tier: 'professional',
      status: 'active',
      current_period_end: sandbox.subscription.currentPeriodEnd.toISOString(),
      usage_resets_at: sandbox.subscription.currentPeriodEnd.toISOString(),
      applications_per_month: -1,
      features: { ai_chats_per_month: -1, applications_per_month: -1 },
      can_use_ai: true,
      can_manage_billing: false,
    });

    const stripe = await buildSignedInUser(server);
    const trialEnd = new Date(clock.now().getTime() + 7 * 24 * 3600 * 1000);
    await buildSubscription(server, stripe.user.id, 'premium', {
      provider: 'stripe',
      status: 'trialing',
      trialEnd,
      cancelAtPeriodEnd: true,
    });
    const stripeAnswer = await server.request(
      'GET',
      '/api/membership/my-subscription',
      undefined,
      stripe.headers,
    );
    expect(stripeAnswer.body).toMatchObject({
      membership_tier: 'premium',
      status: 'trialing',
      trial_end: trialEnd.toISOString(),
      cancel_at_period_end: true,
      trial_available: false,
      can_manage_billing: true,
    });
    expect(stripeAnswer.body.entitlements).toEqual(
      expect.arrayContaining(['employer_contact', 'exclusive_jobs', 'pro_badge']),
    );
  });

  it('is basic again, with no trial on offer, once a trialed plan has ended', async () => {
    const worker = await buildSignedInUser(server);
    await buildSubscription(server, worker.user.id, 'professional', {
      status: 'canceled',
      trialEnd: clock.now(),
      endedAt: clock.now(),
    });
    const res = await server.request('GET', '/api/membership/my-subscription', undefined, worker.headers);
    expect(res.body).toMatchObject({
      membership_tier: 'basic',
      trial_available: false,
      can_manage_billing: false,
    });
  });
});

describe('consumeUsage', () => {
  it('lets exactly the limit through when ten consumes race for five units', async () => {
    const { user } = await buildSignedInUser(server);
    const db = server.app.ctx.db;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        consumeUsage(db, { userId: user.id, metric: 'ai_chats', now: clock.now() }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(results.filter((r) => r === null)).toHaveLength(5);
    const membership = await membershipOf(db, user.id);
    expect(await usageOf(db, { membership, userId: user.id, metric: 'ai_chats', now: clock.now() })).toBe(5);
  });

  it('gives a unit back on release, and never below zero', async () => {
    const { user } = await buildSignedInUser(server);
    const db = server.app.ctx.db;
    const ticket = await consumeUsage(db, { userId: user.id, metric: 'ai_chats', now: clock.now() });
    expect(ticket).toMatchObject({ used: 1, limit: 5 });
    await ticket!.release(db);
    await ticket!.release(db);
    const membership = await membershipOf(db, user.id);
    expect(await usageOf(db, { membership, userId: user.id, metric: 'ai_chats', now: clock.now() })).toBe(0);
  });

  it('counts an unlimited plan without a ceiling', async () => {
    const { user } = await buildMember(server, 'professional');
    const db = server.app.ctx.db;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        consumeUsage(db, { userId: user.id, metric: 'ai_chats', now: clock.now() }),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(Math.max(...results.map((r) => r!.used))).toBe(8);
  });
});

describe('requirePlan', () => {
  /** A route of this test only, behind the guard, with the caller named by a header. */
  async function guardedApp() {
    const app = Fastify();
    registerErrorHandler(app);
    app.decorate('ctx', server.app.ctx);
    app.decorateRequest('actor', null);
    app.get(
      '/premium-only',
      {
        preHandler: [
          async (request) => {
            request.actor = { userId: String(request.headers['x-user']), sessionId: 'test' };
          },
          requirePlan('premium_matching'),
        ],
      },
      async () => ({ ok: true }),
    );
    await app.ready();
    return app;
  }

  it('lets a premium member through and refuses others with 403 plan_required naming the plan', async () => {
    const app = await guardedApp();
    try {
      const premium = await buildMember(server, 'premium');
      const professional = await buildMember(server, 'professional');
      const basic = await buildSignedInUser(server);
      const ask = (userId: string) => app.inject({ url: '/premium-only', headers: { 'x-user': userId } });

      expect((await ask(premium.user.id)).statusCode).toBe(200);
      for (const refused of [professional, basic]) {
        const res = await ask(refused.user.id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(MEMBERSHIP_ERRORS.planRequired('Premium'));
      }
    } finally {
      await app.close();
    }
  });
});
