import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database, DatabaseKind } from '../db/client';
import type { Env } from '../env';
import type { SigningKey } from './auth/signing-key';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { JobRunner } from './jobs/job-types';
import type { Providers } from './providers';

/**
 * Everything a service may need from the platform, built once in buildApp: the outside
 * services (providers.ts: mail, bus, geo, storage, idTokens, google), the database, and
 * the job runner, so a service that only gets ctx can enqueue.
 */
export interface AppContext extends Providers {
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
