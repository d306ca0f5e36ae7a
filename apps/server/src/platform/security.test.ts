import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { cspNonceOf, NON_PAGE_CSP, registerSecurityHeaders } from './security';

/**
 * Pages get the page policy with a fresh nonce per response; every other answer (JSON,
 * errors, files) the strict policy that lets nothing load, run or frame it. Both are written
 * once at start-up, so an API call pays for neither directive parsing nor a nonce.
 */
let server: TestServer;
let distDir: string;

const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'hh-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // The build lists its pages in pages/pages.json (apps/web/scripts/prerender.mjs): here only `/`.
  mkdirSync(path.join(distDir, 'pages'));
  writeFileSync(
    path.join(distDir, 'pages', 'pages.json'),
    JSON.stringify({ pages: [{ path: '/', file: 'index.html' }] }),
  );
  writeFileSync(
    path.join(distDir, 'pages', 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('content security policy', () => {
  it("a page: own origin only, inline styles only with the response's nonce, which the page carries", async () => {
    const first = await fetch(`${server.url}/`);
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const nonce = nonceOf(csp)!;
    const html = await first.text();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toContain('__CSP_NONCE__');

    // Every response its own nonce, unknown pages (404 with the shell) included.
    const second = await fetch(`${server.url}/no-such-page`);
    expect(second.status).toBe(404);
    const secondNonce = nonceOf(second.headers.get('content-security-policy'));
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(nonce);
    expect(await second.text()).toContain(`<style nonce="${secondNonce}">`);
  });

  it('a JSON answer, an error or a file: the strict policy, no nonce', async () => {
    const { headers } = await buildSignedInUser(server);
    const answers = [
      await server.request('GET', '/api/profile/me', undefined, headers),
      await server.request('GET', '/api/profile/me'),
      await server.request('GET', '/api/nothing-here'),
      await server.request('POST', '/api/auth/login', { email: 'not-an-email' }),
      await server.request('GET', '/assets/app-1a2b.js'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404, 422, 200]);
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('security headers over HTTPS and routes with their own policy', () => {
  it('HSTS and upgrade-insecure-requests behind https; a CSP the route set is kept', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, {
      httpsOnly: true,
      mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
    });
    app.get('/page', (request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<style nonce="${cspNonceOf(request)}"></style>`),
    );
    app.get('/sandboxed', (_request, reply) =>
      reply
        .type('text/html')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send('<p>hi</p>'),
    );
    app.get('/json', () => ({ ok: true }));
    try {
      const page = await app.inject('/page');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tile.example.org;");
      expect(csp.endsWith(';upgrade-insecure-requests')).toBe(true);
      expect(page.body).toBe(`<style nonce="${nonceOf(csp)}"></style>`);
      expect((await app.inject('/sandboxed')).headers['content-security-policy']).toBe(
        "default-src 'none'; sandbox",
      );
      const json = await app.inject('/json');
      expect(json.headers['content-security-policy']).toBe(NON_PAGE_CSP);
      expect(json.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});
