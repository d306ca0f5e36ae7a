import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';
import type { Env } from './env';
import { accountRoutes } from './modules/account/account.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { supportChatRoutes } from './modules/ai/support-chat.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { googleRoutes } from './modules/auth/google/google.routes';
import { socialRoutes } from './modules/auth/social.routes';
import { verificationRoutes } from './modules/auth/verification.routes';
import { businessAnalyticsRoutes } from './modules/business-analytics/business-analytics.routes';
import { companyRoutes } from './modules/companies/companies.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contactInboxRoutes } from './modules/contact/contact-inbox.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { experienceRoutes } from './modules/experience/experience.routes';
import { gigRoutes } from './modules/gigs/gigs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { helpRoutes } from './modules/help/help.routes';
import { idpRoutes } from './modules/idp/idp.routes';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { savedJobRoutes } from './modules/jobs/saved-jobs.routes';
import { locationRoutes } from './modules/location/location.routes';
import { instantMatchRoutes } from './modules/matching/instant-match.routes';
import { matchingRoutes } from './modules/matching/match-jobs.routes';
import { smartNotificationRoutes } from './modules/matching/smart-notifications.routes';
import { membershipRoutes } from './modules/membership/membership.routes';
import { attachmentRoutes } from './modules/messaging/attachments/attachments.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { messagingSocketRoutes } from './modules/messaging/socket/messaging.socket';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { postCheckoutOf } from './modules/payments/payments.service';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { publicProfileRoutes } from './modules/profile/public-profile.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { staffTicketRoutes } from './modules/support/staff-tickets.routes';
import { supportTicketRoutes } from './modules/support/support-tickets.routes';
import { teamRoutes } from './modules/teams/teams.routes';
import { localeSettingsOf } from './modules/users/users.service';
import { registerApiDocs } from './platform/api-docs';
import { registerAuthGuard } from './platform/auth/auth-guard';
import { registerSessionRetention } from './platform/auth/session-retention';
import { loadSigningKey } from './platform/auth/signing-key';
import { createTokenService } from './platform/auth/tokens';
import { type Clock, systemClock } from './platform/clock';
import { registerCompression } from './platform/compression';
import type { AppContext } from './platform/context';
import { registerErrorHandler } from './platform/errors';
import { clientErrorHandler, frameworkErrorHandler } from './platform/framework-errors';
import { registerIdempotency } from './platform/idempotency';
import { registerJobs } from './platform/jobs/register-jobs';
import { registerJsonBodyParser } from './platform/json-body';
import { loggerOptions } from './platform/log-serializers';
import { registerMail } from './platform/mail/register-mail';
import { registerNoStore } from './platform/no-store';
import { defaultWebDistDir } from './platform/paths';
import { sandboxCheckoutRoutes } from './platform/payments/sandbox-checkout.routes';
import { createProviders, type Providers } from './platform/providers';
import { registerRateLimits } from './platform/rate-limit';
import { type RealtimeOptions, registerRealtime } from './platform/realtime/register-realtime';
import { connectRedis } from './platform/redis';
import { OneLinePerRequest } from './platform/request-log';
import { registerSecurityHeaders } from './platform/security';
import { registerTextGuard } from './platform/text-guard';
import { registerWebClient } from './platform/web-client';

export interface BuildAppOptions {
  /** An already-open database (tests); otherwise one is opened from env. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Socket hub settings (tests shorten the heartbeat). */
  realtime?: RealtimeOptions;
  /** Outside services to use instead of the ones env chooses (tests: a failing bus, a recording mail). */
  providers?: Partial<Providers>;
  /** The time source for services and jobs (default: the system clock; tests pass a manual one). */
  clock?: Clock;
}

/**
 * Fastify believes X-Forwarded-For only through these hops. A hop count becomes the
 * function Fastify itself builds for numbers (its types leave numbers out).
 */
function trustProxyOption(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Production logs go to stdout in batches (4 KB, or at least every second) instead of one
 * write per line: at a log line per request the writes were a tenth of an API call. Pino
 * flushes the batch when the process exits; a killed process loses at most that second.
 */
const productionLogStream = () =>
  pino.destination({ dest: 1, minLength: 4096, periodicFlush: 1000, sync: false });

/** Builds the whole server: platform plugins first, then the feature modules. */
export async function buildApp(env: Env, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const httpsOnly = env.PUBLIC_URL.startsWith('https://');
  const app = Fastify({
    // Always with the error and request serializers: no query parameters or strings in the log.
    logger: loggerOptions(
      env.LOG_LEVEL,
      options.logger ?? (env.NODE_ENV === 'production' ? { stream: productionLogStream() } : undefined),
    ),
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(httpsOnly),
    clientErrorHandler: clientErrorHandler(httpsOnly),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerTextGuard(app);
  registerNoStore(app);

  const database = options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const ownsDatabase = !options.database;
  try {
    await database.migrate();
    const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, app.log) : undefined;
    const signingKey = await loadSigningKey({ privateJwk: env.JWT_PRIVATE_KEY, dataDir: env.DATA_DIR });
    const clock = options.clock ?? systemClock;
    // Before the providers: the sandbox payment provider registers its durable jobs.
    const jobs = registerJobs(app, {
      db: database.db,
      worker: env.JOBS_WORKER,
      pollMs: env.JOBS_POLL_MS,
      clock,
    });
    const providers = await createProviders(
      env,
      { db: database.db, redis, signingKey, log: app.log, clock, jobs },
      options.providers,
    );
    const { bus, mail: mailProvider } = providers;
    registerSessionRetention({ jobs, db: database.db, clock });
    const mail = registerMail({
      jobs,
      provider: mailProvider,
      db: database.db,
      clock,
      site: { publicUrl: env.PUBLIC_URL, supportEmail: env.SUPPORT_EMAIL },
      recipientSettings: (email, executor) => localeSettingsOf(executor ?? database.db, { email }),
    });
    const ctx: AppContext = {
      ...providers,
      mail,
      env,
      clock,
      db: database.db,
      dbKind: database.kind,
      redis,
      signingKey,
      tokens: createTokenService(signingKey, env.PUBLIC_URL, { now: () => clock.now().getTime() }),
      jobs,
      log: app.log,
    };
    app.decorate('ctx', ctx);
    app.addHook('onClose', async () => {
      await bus.close();
      await mailProvider.close();
      redis?.disconnect();
      if (ownsDatabase) await database.close();
    });

    if (env.SEED_DEMO) await seedDemoData(ctx, app.log);

    // Before compression: its onSend hook must see the answer as text (see idempotency.ts).
    registerIdempotency(app, { db: ctx.db, clock, jobs });

    await registerSecurityHeaders(app, { httpsOnly });
    // Before any route: the plugin hooks each route as it is added (the web client's files too).
    await registerCompression(app);
    await registerRateLimits(app, { redis, prefix: env.REDIS_PREFIX });
    await registerApiDocs(app, env.PUBLIC_URL);
    await app.register(cookie);
    registerAuthGuard(app, { db: ctx.db, tokens: ctx.tokens, bus, clock });
    await registerRealtime(app, {
      ...options.realtime,
      bus,
      redis,
      prefix: env.REDIS_PREFIX,
      publicUrl: env.PUBLIC_URL,
    });

    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(authRoutes, { prefix: '/api' });
    await app.register(verificationRoutes, { prefix: '/api' });
    await app.register(socialRoutes, { prefix: '/api' });
    await app.register(googleRoutes, { prefix: '/api' });
    await app.register(accountRoutes, { prefix: '/api' });
    // The identity provider serves /api/idp/* and /.well-known/jwks.json, so it registers its own paths.
    await app.register(idpRoutes);
    await app.register(profileRoutes, { prefix: '/api' });
    await app.register(publicProfileRoutes, { prefix: '/api' });
    await app.register(contactRoutes, { prefix: '/api' });
    await app.register(supportTicketRoutes, { prefix: '/api' });
    await app.register(newsletterRoutes, { prefix: '/api' });
    await app.register(helpRoutes, { prefix: '/api' });
    await app.register(statsRoutes, { prefix: '/api' });
    // Publishing a job opens its checkout: the two modules meet here, not in each other (no cycle).
    await app.register(gigRoutes, { prefix: '/api', postCheckout: postCheckoutOf(app.ctx) });
    await app.register(jobRoutes, { prefix: '/api' });
    await app.register(savedJobRoutes, { prefix: '/api' });
    await app.register(locationRoutes, { prefix: '/api' });
    await app.register(applicationRoutes, { prefix: '/api' });
    await app.register(membershipRoutes, { prefix: '/api' });
    await app.register(notificationRoutes, { prefix: '/api' });
    await app.register(experienceRoutes, { prefix: '/api' });
    await app.register(messagingRoutes, { prefix: '/api' });
    await app.register(messagingSocketRoutes);
    await app.register(attachmentRoutes, { prefix: '/api' });
    await app.register(aiRoutes, { prefix: '/api' });
    await app.register(supportChatRoutes, { prefix: '/api' });
    await app.register(smartNotificationRoutes, { prefix: '/api' });
    await app.register(matchingRoutes, { prefix: '/api' });
    await app.register(instantMatchRoutes, { prefix: '/api' });
    await app.register(paymentRoutes, { prefix: '/api' });
    await app.register(companyRoutes, { prefix: '/api' });
    await app.register(teamRoutes, { prefix: '/api' });
    await app.register(businessAnalyticsRoutes, { prefix: '/api' });
    await app.register(stripeWebhookRoutes, { prefix: '/api' });
    await app.register(devMailboxRoutes);
    // The sandbox payment provider's checkout page (only while the sandbox is the provider).
    await app.register(sandboxCheckoutRoutes);
    // Staff only (app.requireStaff, 404 to everyone else); each section of the console is its module's.
    await app.register(staffRoutes, { prefix: '/api' });
    await app.register(contactInboxRoutes, { prefix: '/api' });
    await app.register(staffTicketRoutes, { prefix: '/api' });

    await registerWebClient(
      app,
      env.WEB_DIST_DIR ?? defaultWebDistDir(),
      {
        supportEmail: env.SUPPORT_EMAIL,
        mapTileUrl: env.MAP_TILE_URL,
        mapAttribution: env.MAP_TILE_ATTRIBUTION,
        aiModel: app.ctx.llm?.engineLabel ?? null,
        supportPhone: env.SUPPORT_PHONE ?? null,
        jobPostPriceCents: env.JOB_POST_PRICE_CENTS,
        taxesExtra: env.STRIPE_AUTOMATIC_TAX,
      },
      { serveSourceMaps: env.DEV_TOOLS },
    );
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
}
