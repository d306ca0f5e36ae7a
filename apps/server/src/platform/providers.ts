import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { SigningKey } from './auth/signing-key';
import type { EventBus } from './bus/event-bus';
import { createInProcessBus } from './bus/in-process-bus';
import { createRedisBus } from './bus/redis-bus';
import type { Clock } from './clock';
import { createGeoProvider } from './geo/create-geo-provider';
import type { GeoProvider } from './geo/geo-provider';
import { createIdTokenVerifier } from './identity/create-id-token-verifier';
import { createGoogleOAuthClient, type GoogleOAuthClient } from './identity/google-oauth';
import type { IdTokenVerifier } from './identity/id-token-verifier';
import type { JobRunner } from './jobs/job-types';
import { createLlmProvider } from './llm/create-llm-provider';
import type { LlmProvider } from './llm/llm-provider';
import type { MailProvider } from './mail/mail-provider';
import { createOutboxMail } from './mail/outbox-mail';
import { createSmtpMail } from './mail/smtp-mail';
import { createPaymentProvider } from './payments/create-payment-provider';
import type { PaymentProvider } from './payments/payment-provider';
import { createStorageProvider } from './storage/create-storage-provider';
import type { StorageProvider } from './storage/storage-provider';

/**
 * Every outside service, behind an interface with an embedded default, chosen from env here
 * and nowhere else. buildApp puts them on the app context; a test swaps any of them with
 * buildApp(env, { providers: { mail } }).
 *
 * Next slot, added here with its env switch and embedded default when its feature lands (none
 * exists yet, so none is stubbed): sms.
 */
export interface Providers {
  /**
   * Delivers rendered e-mail: outbox table and log | SMTP (MAIL_MODE=smtp). Services never call
   * it: they send templates through ctx.mail, whose mail.send job delivers through this.
   */
  mail: MailProvider;
  /** Domain events: in-process | Redis pub/sub (REDIS_URL). */
  bus: EventBus;
  /** Bundled gazetteer | with Nominatim reverse geocoding (GEOCODER_URL). */
  geo: GeoProvider;
  /** Attachments and pictures: local disk under DATA_DIR | S3-compatible bucket (S3_BUCKET). */
  storage: StorageProvider;
  /** Identity-provider ID tokens: the built-in provider's | Firebase's (FIREBASE_PROJECT_ID). */
  idTokens: IdTokenVerifier;
  /** Google sign-in (GOOGLE_CLIENT_ID and _SECRET); null without, when the development provider may stand in. */
  google: GoogleOAuthClient | null;
  /**
   * Checkout, subscriptions and refunds: the embedded sandbox (a checkout page served by the app,
   * no real charge) | Stripe (STRIPE_SECRET_KEY). Both report PaymentEvents (decision 032).
   */
  payments: PaymentProvider;
  /**
   * A language model: none (null: the ai module's built-in engine answers, offline and
   * deterministic) | an OpenAI-compatible chat-completions API (LLM_BASE_URL, LLM_MODEL). Null
   * rather than a built-in provider because the built-in engine is the ai module's own code,
   * which it also falls back on when the provider fails.
   */
  llm: LlmProvider | null;
}

export interface ProviderDeps {
  db: Database;
  redis?: Redis;
  signingKey: SigningKey;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The sandbox payment provider runs its renewals and expiries as durable jobs. */
  jobs: JobRunner;
}

/** Builds the providers env asks for; one given in `overrides` is used as is and its default never built. */
export async function createProviders(
  env: Env,
  deps: ProviderDeps,
  overrides: Partial<Providers> = {},
): Promise<Providers> {
  const { db, redis, signingKey, log, clock, jobs } = deps;
  return {
    mail:
      overrides.mail ??
      (env.MAIL_MODE === 'smtp' && env.SMTP_URL
        ? createSmtpMail(env.SMTP_URL, env.MAIL_FROM, log)
        : createOutboxMail(db, env.MAIL_FROM, log, clock)),
    bus:
      overrides.bus ??
      (redis ? await createRedisBus(redis, `${env.REDIS_PREFIX}events`, log) : createInProcessBus(log)),
    geo:
      overrides.geo ?? createGeoProvider({ geocoderUrl: env.GEOCODER_URL, publicUrl: env.PUBLIC_URL, log }),
    storage: overrides.storage ?? createStorageProvider(env),
    idTokens: overrides.idTokens ?? createIdTokenVerifier(env, signingKey, log, clock),
    google:
      overrides.google !== undefined
        ? overrides.google
        : env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? createGoogleOAuthClient({
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              redirectUri: `${env.PUBLIC_URL}/api/auth/google/callback`,
            })
          : null,
    payments: overrides.payments ?? createPaymentProvider(env, { db, clock, jobs }),
    llm: overrides.llm !== undefined ? overrides.llm : createLlmProvider(env, log),
  };
}
