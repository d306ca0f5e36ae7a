import { ERROR_CODE_PATTERN, ErrorDto, PLATFORM_ERRORS, refusal } from '@hirehand/shared/platform/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errors, HttpError, registerErrorHandler } from './errors';
import { registerJsonBodyParser } from './json-body';

/**
 * Whatever a route throws, the answer of a 4xx carries a stable code (decision 022): our
 * refusals, Fastify's and plugins' client errors, and request validation.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  app.get('/refusal', async () => {
    throw errors.conflict(refusal('things.taken', 'That thing is taken'));
  });
  app.get('/plugin-error', async () => {
    throw Object.assign(new Error('Multipart: Boundary not found'), { statusCode: 400 });
  });
  app.get('/plugin-413', async () => {
    throw Object.assign(new Error('request file too large'), { statusCode: 413 });
  });
  app.get('/crash', async () => {
    throw new Error('secret internals');
  });
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().max(3) }) } },
    async (request) => request.body,
  );
  await app.ready();
});
afterAll(() => app.close());

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: string,
  contentType = 'application/json',
) =>
  app.inject({ method, url, payload, headers: payload === undefined ? {} : { 'content-type': contentType } });

describe('the error handler', () => {
  it('answers a thrown refusal with its code and text', async () => {
    const res = await call('GET', '/refusal');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'things.taken', detail: 'That thing is taken' });
  });

  it.each([
    ['a plugin client error', 'GET', '/plugin-error', undefined, undefined, 400, 'request.malformed'],
    ['a plugin 413', 'GET', '/plugin-413', undefined, undefined, 413, 'request.body_too_large'],
    ['broken JSON', 'POST', '/echo', '{"a":', 'application/json', 400, 'request.invalid_json'],
    ['an empty JSON body', 'POST', '/echo', '', 'application/json', 400, 'request.empty_json'],
    ['another media type', 'POST', '/echo', '<a/>', 'application/xml', 415, 'request.unsupported_media_type'],
    [
      'a __proto__ key',
      'POST',
      '/echo',
      '{"__proto__":{"x":1}}',
      'application/json',
      400,
      'request.forbidden_key',
    ],
    ['a crash', 'GET', '/crash', undefined, undefined, 500, 'internal'],
  ] as const)('gives %s a code', async (_label, method, url, payload, contentType, status, code) => {
    const res = await call(method, url, payload, contentType);
    expect(res.statusCode).toBe(status);
    expect(ErrorDto.strict().parse(res.json()).code).toBe(code);
    expect(res.body).not.toContain('secret internals');
  });

  it('gives request validation its code beside the items', async () => {
    const res = await call('POST', '/echo', JSON.stringify({ name: 'long name' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', detail: [{ loc: ['body', 'name'] }] });
  });

  it('says which key of a body it refuses', async () => {
    for (const [body, key] of [
      ['{"a":{"__proto__":{"admin":true}}}', '__proto__'],
      ['{"\\u005f_proto__":1}', '__proto__'],
      ['{"constructor":{"prototype":{"admin":true}}}', 'constructor.prototype'],
      ['[{"b":[{"constructor":{"prototype":1}}]}]', 'constructor.prototype'],
    ]) {
      const res = await call('POST', '/echo', body);
      expect(res.json(), body).toEqual(PLATFORM_ERRORS.forbiddenKey(key!));
      expect(res.json().detail).toBe(`The body has a key that is not allowed: ${key}`);
    }
    // A key merely named constructor is fine.
    expect((await call('POST', '/echo', '{"name":"abc","constructor":"x"}')).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('cannot be built without a code', () => {
    // @ts-expect-error: a bare text is not a refusal.
    const bare = () => errors.badRequest('Something went wrong');
    expect(bare).not.toThrow();
    expect(new HttpError(400, refusal('a.b', 'c')).code).toBe('a.b');
    expect(ERROR_CODE_PATTERN.test('auth.invalid_credentials')).toBe(true);
    expect(ERROR_CODE_PATTERN.test('Auth Invalid')).toBe(false);
  });
});
