import path from 'node:path';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@hirehand/shared/location/location';
import { DEFAULT_SUPPORT_EMAIL } from '@hirehand/shared/support/support';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const url = (protocols: string[], hint: string) =>
  z
    .url({ message: `must be a URL (${hint})` })
    .refine((v) => protocols.includes(new URL(v).protocol), { message: `must start with ${hint}` })
    .optional();

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Every setting the server reads, validated once at boot. `process.env` is read
 * nowhere else. The README's configuration table mirrors this schema.
 */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, url(['postgres:', 'postgresql:'], 'postgres://')),
    REDIS_URL: z.preprocess(emptyAsUndefined, url(['redis:', 'rediss:'], 'redis://')),
    REDIS_PREFIX: z.string().min(1).default('hirehand:'),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, url(['http:', 'https:'], 'http:// or https://')),
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default(DEFAULT_SUPPORT_EMAIL),
    MAIL_FROM: z.string().min(3).default('HireHand <no-reply@hirehand.ca>'),
    SMTP_URL: z.preprocess(emptyAsUndefined, url(['smtp:', 'smtps:'], 'smtp:// or smtps://')),
    SEED_DEMO: bool(true),
    TRUST_PROXY: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    JWT_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith('{', 'must be a JWK (JSON)').optional(),
    ),
    FIREBASE_PROJECT_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9-]{2,62}$/,
          'must be a Firebase project id (lower-case letters, digits, dashes)',
        )
        .optional(),
    ),
    FIREBASE_JWKS_URL: z.preprocess(
      emptyAsUndefined,
      url(['http:', 'https:'], 'http:// or https://').default(
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      ),
    ),
    GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    GEOCODER_URL: z.preprocess(emptyAsUndefined, url(['http:', 'https:'], 'http:// or https://')),
    MAP_TILE_URL: z.preprocess(
      emptyAsUndefined,
      url(['http:', 'https:'], 'http:// or https://')
        .refine((v) => v === undefined || ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), {
          message: 'must contain {z}, {x} and {y}',
        })
        .default(DEFAULT_MAP_TILE_URL),
    ),
    MAP_TILE_ATTRIBUTION: z.preprocess(
      emptyAsUndefined,
      z.string().max(300).default(DEFAULT_MAP_ATTRIBUTION),
    ),
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3 to 63 lower-case letters, digits, dots, dashes)',
        )
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, url(['http:', 'https:'], 'http:// or https://')),
    S3_REGION: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name (e.g. us-east-1)')
        .default('us-east-1'),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  })
  .superRefine((env, ctx) => {
    // Half an S3 setup would silently keep attachments on local disk: refuse it at boot instead.
    const s3Keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (env.S3_BUCKET) {
      for (const key of s3Keys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'must be set with S3_BUCKET' });
      }
      return;
    }
    for (const key of [...s3Keys, 'S3_ENDPOINT'] as const) {
      if (env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'needs S3_BUCKET to be set too' });
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
  }));

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses a variables object (process.env by default); throws EnvError naming each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
  );
}
