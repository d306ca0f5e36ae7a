import type { Redis } from 'ioredis';
import type { Database, DatabaseKind } from '../db/client';
import type { Env } from '../env';
import type { SigningKey } from './auth/signing-key';
import type { TokenService } from './auth/tokens';
import type { EventBus } from './bus/event-bus';
import type { GeoProvider } from './geo/geo-provider';
import type { MailProvider } from './mail/mail-provider';
import type { StorageProvider } from './storage/storage-provider';

/** Everything a service may need from the platform, built once in buildApp. */
export interface AppContext {
  env: Env;
  db: Database;
  dbKind: DatabaseKind;
  mail: MailProvider;
  geo: GeoProvider;
  /** Attachment bytes: local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: StorageProvider;
  bus: EventBus;
  redis?: Redis;
  signingKey: SigningKey;
  tokens: TokenService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
