import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('./data'),
      SEED_DEMO: true,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      SUPPORT_EMAIL: 'support@hirehand.ca',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('seeds demo data by default only in development; elsewhere only when SEED_DEMO=true says so', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_MODE: 'outbox' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_MODE: 'outbox', SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_MODE: 'outbox', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('treats empty strings as unset and parses booleans', () => {
    const env = loadEnv({ DATABASE_URL: '', SEED_DEMO: 'false', PUBLIC_URL: 'https://hirehand.ca/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(false);
    expect(env.PUBLIC_URL).toBe('https://hirehand.ca');
  });

  it('names every bad variable with a clear message', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', SUPPORT_EMAIL: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toContain('PORT: must be a number');
    expect(problems).toContain('DATABASE_URL: must start with postgres://');
    expect(problems).toContain('SEED_DEMO: must be true or false');
    expect(problems).toContain('SUPPORT_EMAIL: must be an e-mail address');
  });

  it('reads TRUST_PROXY as off, one hop, a hop count or a list of proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be false, true/);
  });

  it('refuses to start in production without SMTP_URL unless MAIL_MODE=outbox says so', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: must be set in production/);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_MODE: 'outbox' }).MAIL_MODE).toBe('outbox');
    expect(loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).MAIL_MODE).toBe('smtp');
    expect(loadEnv({}).MAIL_MODE).toBe('outbox');
    expect(() => loadEnv({ MAIL_MODE: 'smtp' })).toThrow(/SMTP_URL: must be set with MAIL_MODE=smtp/);
  });

  it('offers development tools only in development on a loopback address', () => {
    expect(loadEnv({}).DEV_TOOLS).toBe(true);
    expect(loadEnv({ HOST: '127.0.0.2' }).DEV_TOOLS).toBe(true);
    expect(loadEnv({ HOST: '::1' }).DEV_TOOLS).toBe(true);
    expect(loadEnv({ HOST: '0.0.0.0' }).DEV_TOOLS).toBe(false);
    expect(loadEnv({ HOST: '192.168.1.5' }).DEV_TOOLS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).DEV_TOOLS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_MODE: 'outbox' }).DEV_TOOLS).toBe(false);
  });

  it('reads an LLM setup, and refuses half of one with a clear message', () => {
    const llm = loadEnv({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b' });
    expect(llm).toMatchObject({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b' });
    expect(llm.LLM_API_KEY).toBeUndefined();
    expect(llm.LLM_TIMEOUT_MS).toBe(10_000);
    expect(loadEnv({}).LLM_BASE_URL).toBeUndefined();
    expect(loadEnv({ LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' }).LLM_MODEL).toBeUndefined();

    expect(() => loadEnv({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-x' })).toThrow(
      /LLM_MODEL: must be set with LLM_BASE_URL/,
    );
    expect(() => loadEnv({ LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-x' })).toThrow(
      /LLM_MODEL: needs LLM_BASE_URL to be set too[\s\S]*LLM_API_KEY: needs LLM_BASE_URL/,
    );
    expect(() => loadEnv({ LLM_BASE_URL: 'ftp://models.example', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadEnv({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS: must be at least 50/);
  });
});
