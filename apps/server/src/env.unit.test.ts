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
});
