import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/**
 * Requests Fastify refuses before any route runs (a URL that does not decode, an id over
 * the router's limit, headers over Node's limit) answer `{detail}` with security headers;
 * a long path never reaches the static files as a 403.
 */
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'hh-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'assets', 'app-1a2b.js.map'), '{"version":3}');
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const expectSecurityHeaders = (headers: Headers | Record<string, unknown>) => {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  expect(get('content-security-policy')).toContain("default-src 'none'");
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('x-frame-options')).toBe('DENY');
  expect(get('cache-control')).toBe('no-store');
};

describe('framework errors', () => {
  it('a URL that does not decode: 400 {detail} with the security headers', async () => {
    for (const url of ['/api/gigs/%E0%A4%A', '/api/applications/%C0%AF', '/%E0%A4%A']) {
      const res = await server.request('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(PLATFORM_ERRORS.badUrl);
      expectSecurityHeaders(res.headers);
    }
  });

  it('an over-long id: 404 {detail}, on GET too (never the static files)', async () => {
    for (const [method, length] of [
      ['GET', 101],
      ['GET', 5_000],
      ['POST', 101],
      ['PATCH', 5_000],
    ] as const) {
      const res = await server.request(method, `/api/gigs/${'a'.repeat(length)}`);
      expect(res.status, `${method} ${length}`).toBe(404);
      expect(res.body).toEqual(PLATFORM_ERRORS.notFound);
    }
  });

  it('an over-long page path or file name: the 404 page, not a 403', async () => {
    for (const url of [`/${'a'.repeat(300)}`, `/assets/${'b'.repeat(300)}.js`]) {
      const res = await server.request('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('headers over the size limit: 431 {detail} with the security headers', async () => {
    const res = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const url = new URL('/api/health', server.url);
        const req = httpRequest(url, { headers: { 'x-padding': 'p'.repeat(20_000) } }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(PLATFORM_ERRORS.headersTooLarge);
    expectSecurityHeaders(res.headers);
  });
});

describe('source maps of the web client', () => {
  it('are not served outside development (they stay on disk)', async () => {
    expect((await server.request('GET', '/assets/app-1a2b.js')).status).toBe(200);
    const map = await server.request('GET', '/assets/app-1a2b.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('"version"');
  });

  it('are served to a developer (NODE_ENV=development on a loopback address)', async () => {
    const dev = await startTestServer({ WEB_DIST_DIR: distDir, NODE_ENV: 'development' });
    try {
      const map = await dev.request('GET', '/assets/app-1a2b.js.map');
      expect(map.status).toBe(200);
      expect(map.body).toEqual({ version: 3 });
    } finally {
      await dev.close();
    }
  });
});
