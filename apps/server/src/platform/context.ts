import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database, DatabaseKind } from '../db/client';
import type { Env } from '../env';
import type { SigningKey } from './auth/signing-key';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { JobRunner } from './jobs/job-types';
import type { Mailer } from './mail/mailer';
import type { Providers } from './providers';

/**
 * Everything a service may need from the platform, built once in buildApp: the outside
 * services (providers.ts: bus, geo, storage, idTokens, google, payments, llm), the database, the job
 * runner, so a service that only gets ctx can enqueue, and the mailer. The mail provider
 * is not on ctx: e-mail goes through ctx.mail's durable job, which delivers through it.
 */
export interface AppContext extends Omit<Providers, 'mail'> {
  /** E-mail as durable jobs: ctx.mail.send(template, { to, params, dedupeKey, executor }). */
  mail: Mailer;
  env: Env;
  /** The one time source: read the time as ctx.clock.now(), never new Date() (tests move it). */
  clock: Clock;
  db: Database;
  dbKind: DatabaseKind;
  redis?: Redis;
  signingKey: SigningKey;
  tokens: TokenService;
  /** Durable jobs (the same runner as app.jobs). */
  jobs: JobRunner;
  /** The app's logger, for work outside a request (a request's own log is better inside one). */
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
