import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ATTACHMENT_TYPES } from '@hirehand/shared/messaging/messaging';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { COMPRESS_THRESHOLD_BYTES, COMPRESSIBLE_TYPES, registerCompression } from './compression';
import { NON_PAGE_CSP } from './security';

/** The answer's raw bytes and headers, as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const vary = (headers: IncomingHttpHeaders) => String(headers.vary ?? '').toLowerCase();

describe('compressed JSON answers', () => {
  let server: TestServer;
  let bearer: Record<string, string>;
  let identityJson: unknown;

  beforeAll(async () => {
    server = await startTestServer();
    const poster = await buildUser(server, { userType: 'employer' });
    for (let i = 0; i < 12; i++)
      await buildPosting(server, { posterId: poster.id, title: `Panel upgrade ${i}` });
    bearer = (await buildSignedInUser(server)).headers;
    const plain = await rawGet(`${server.url}/api/jobs`, { ...bearer });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4 * COMPRESS_THRESHOLD_BYTES);
    identityJson = JSON.parse(plain.body.toString('utf8'));
  });
  afterAll(() => server.close());

  it('brotli when the client takes it (preferred over gzip), decoding to the same JSON', async () => {
    const res = await rawGet(`${server.url}/api/jobs`, { ...bearer, 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(vary(res.headers)).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toEqual(identityJson);
    expect(res.body.length).toBeLessThan(JSON.stringify(identityJson).length / 3);
  });

  it('gzip when that is all the client takes', async () => {
    const res = await rawGet(`${server.url}/api/jobs`, { ...bearer, 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(vary(res.headers)).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(identityJson);
  });

  it('keeps no-store and the security headers on a compressed answer', async () => {
    const res = await rawGet(`${server.url}/api/jobs`, { ...bearer, 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends a small answer as it is', async () => {
    const res = await rawGet(`${server.url}/api/profile/me`, { ...bearer, 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ email: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends identity to a client that takes no encoding', async () => {
    const res = await rawGet(`${server.url}/api/jobs`, { ...bearer, 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(identityJson);
  });

  it('compresses error answers and documents alike only above the threshold (the OpenAPI document is)', async () => {
    const res = await rawGet(`${server.url}/api/docs/json`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toMatchObject({
      openapi: expect.any(String),
    });
    const notFound = await rawGet(`${server.url}/api/nothing-here`, { 'accept-encoding': 'br' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
  });
});

describe('what the compression leaves alone', () => {
  it('never compresses attachment types (files go out as they were stored)', () => {
    for (const type of [...Object.keys(ATTACHMENT_TYPES), 'image/webp', 'application/octet-stream']) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
    }
    expect(COMPRESSIBLE_TYPES.test('text/event-stream')).toBe(false);
    for (const type of [
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'text/css',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    }
  });

  it('leaves an answer that already has a Content-Encoding (a precompressed file) untouched', async () => {
    const app = Fastify();
    await registerCompression(app);
    const json = JSON.stringify({
      items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'precompressed' })),
    });
    const precompressed = brotliCompressSync(json);
    app.get('/precompressed.json', (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'br').send(precompressed),
    );
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const acceptEncoding of ['gzip', 'br', 'gzip, br']) {
        const res = await rawGet(`${url}/precompressed.json`, { 'accept-encoding': acceptEncoding });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.body.equals(precompressed)).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
