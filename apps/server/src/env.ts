import path from 'node:path';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@hirehand/shared/location/map-defaults';
import { DEFAULT_SUPPORT_EMAIL } from '@hirehand/shared/support/support';
import { z } from 'zod';

const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

const bool = (fallback: boolean) => optionalBool.transform((v) => v ?? fallback);

const url = (protocols: string[], hint: string) =>
  z
    .url({ message: `must be a URL (${hint})` })
    .refine((v) => protocols.includes(new URL(v).protocol), { message: `must start with ${hint}` })
    .optional();

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** True for an address that only this machine can reach (127.0.0.0/8, ::1, localhost). */
export const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

const PROXY_ADDRESS = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: `false`, `true` (one hop: the address the nearest proxy appended),
 * a hop count, or a comma-separated list of proxy addresses / CIDR ranges. Only
 * those hops of X-Forwarded-For are believed, so a client cannot choose its own
 * rate-limit key by sending the header itself.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Math.min(Number(value), 20);
    const addresses = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (addresses.length > 0 && addresses.every((part) => PROXY_ADDRESS.test(part))) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true (one proxy), a hop count, or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

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
    /** Support's telephone line, shown with the support hours when a person asks for a human; none by default. */
    SUPPORT_PHONE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ().-]{6,24}$/, { message: 'must be a telephone number' })
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('HireHand <no-reply@hirehand.ca>'),
    SMTP_URL: z.preprocess(emptyAsUndefined, url(['smtp:', 'smtps:'], 'smtp:// or smtps://')),
    MAIL_MODE: z.preprocess(
      emptyAsUndefined,
      z.enum(['smtp', 'outbox'], { message: 'must be smtp or outbox' }).optional(),
    ),
    /** Unset: on only with NODE_ENV=development (see the transform below). */
    SEED_DEMO: z.preprocess(emptyAsUndefined, optionalBool),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Run due background jobs and recurring ticks on this instance (platform/jobs); off, it still enqueues. */
    JOBS_WORKER: bool(true),
    JOBS_POLL_MS: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(50, 'must be at least 50 (ms)')
      .max(3_600_000, 'must be at most 3600000 (ms)')
      .default(1_000),
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
    /** The Pay-Per-Post price in cents (CAD); 0 turns the fee off (decision 032). */
    JOB_POST_PRICE_CENTS: z.coerce
      .number({ message: 'must be a number of cents' })
      .int('must be whole cents')
      .min(0, 'must be 0 (no fee) or more')
      .max(100_000, 'must be at most 100000 (cents)')
      .default(200),
    /** Stripe Tax (automatic_tax) adds sales tax at checkout; prices then say "taxes extra". */
    STRIPE_AUTOMATIC_TAX: bool(false),
    /** Set: payments go through Stripe instead of the embedded sandbox (decision 032). */
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith('sk_', 'must start with sk_').optional(),
    ),
    /** The signing secret of the webhook endpoint /api/payments/webhook/stripe. */
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    ),
    /** Stripe price ids of the monthly plans, at the catalog's prices. */
    STRIPE_PRICE_PROFESSIONAL: z.preprocess(emptyAsUndefined, z.string().startsWith('price_').optional()),
    STRIPE_PRICE_PREMIUM: z.preprocess(emptyAsUndefined, z.string().startsWith('price_').optional()),
    /** Another Stripe API host (tests point it at a local peer speaking Stripe's endpoints). */
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, url(['http:', 'https:'], 'http:// or https://')),
    /**
     * Set: the assistant asks this OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM,
     * llama.cpp's server), up to and with the version (https://api.openai.com/v1,
     * http://localhost:11434/v1); unset: the built-in engine answers alone.
     */
    LLM_BASE_URL: z.preprocess(emptyAsUndefined, url(['http:', 'https:'], 'http:// or https://')),
    /** The API's key; none for a local server that asks for none (Ollama, llama.cpp). */
    LLM_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** The model to ask (gpt-4o-mini, llama3.1:8b...); screens name it as the engine answering. */
    LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
    /** How long one request to the model may take before the one retry, then the built-in engine. */
    LLM_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(50, 'must be at least 50 (ms)')
      .max(120_000, 'must be at most 120000 (ms)')
      .default(10_000),
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
    // Without SMTP a production server would only store its e-mail (reset codes included): say so at boot.
    if (env.MAIL_MODE === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set with MAIL_MODE=smtp' });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_MODE !== 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'must be set in production so that e-mail is delivered (or set MAIL_MODE=outbox to keep e-mail only in the outbox table)',
      });
    }
    // Half a Stripe setup would take money without hearing back, or sell a plan without a price.
    if (env.STRIPE_SECRET_KEY) {
      for (const key of [
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_PROFESSIONAL',
        'STRIPE_PRICE_PREMIUM',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be set with STRIPE_SECRET_KEY' });
      }
    }
    // Half an LLM setup would ask no model, or send a key nowhere: refuse it at boot.
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'must be set with LLM_BASE_URL' });
    }
    if (!env.LLM_BASE_URL) {
      for (const key of ['LLM_MODEL', 'LLM_API_KEY'] as const) {
        if (env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'needs LLM_BASE_URL to be set too (e.g. https://api.openai.com/v1)',
          });
        }
      }
    }
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
    MAIL_MODE: env.MAIL_MODE ?? (env.SMTP_URL ? ('smtp' as const) : ('outbox' as const)),
    /**
     * Development conveniences (the sign-up code in answers, the Google stand-in,
     * /dev/mailbox) exist only in development on a loopback address, so a server
     * reachable from elsewhere never offers them, whatever NODE_ENV says.
     */
    DEV_TOOLS: env.NODE_ENV === 'development' && isLoopbackHost(env.HOST),
    /**
     * Demo accounts share a published password, so they are seeded by default only in
     * development; anywhere else only when SEED_DEMO=true says so on purpose (and the server
     * then warns at start-up, see seed.ts).
     */
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV === 'development',
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
