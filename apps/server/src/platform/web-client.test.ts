import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PagesManifest } from '@hirehand/shared/app/pages-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/**
 * The server's client paths are the build's pages.json (written from the web's page table):
 * a page listed there is served, 200, with its own HTML (prerendered without a query); any other
 * path, /membership included until its page exists, gets the shell with 404.
 */
let server: TestServer;
let distDir: string;

const page = (marker: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><meta name="app-config" content="__APP_CONFIG__" /></head><body><div id="root">${marker}</div></body></html>`;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'hh-web-pages-'));
  mkdirSync(path.join(distDir, 'pages'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), page('shell'));
  writeFileSync(path.join(distDir, 'pages', 'index.html'), page('landing-preloads'));
  writeFileSync(
    path.join(distDir, 'pages', 'index.prerendered.html'),
    page('<h1>Landing</h1> __SUPPORT_EMAIL__'),
  );
  writeFileSync(path.join(distDir, 'pages', 'fixture-page.html'), page('fixture-preloads'));
  const list: PagesManifest = {
    pages: [
      {
        path: '/',
        file: 'index.html',
        prerendered: { file: 'index.prerendered.html', styleAttributeHashes: ['sha256-abc='] },
      },
      { path: '/fixture-page', file: 'fixture-page.html' },
      // Listed but not built: not served.
      { path: '/missing', file: 'missing.html' },
    ],
  };
  writeFileSync(path.join(distDir, 'pages', 'pages.json'), JSON.stringify(list));
  server = await startTestServer({ WEB_DIST_DIR: distDir, SUPPORT_EMAIL: 'help@hirehand.test' });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the client pages', () => {
  it('serves a page the build lists, with its HTML, nonce and settings', async () => {
    const res = await fetch(`${server.url}/fixture-page`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('fixture-preloads');
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).toContain('help@hirehand.test'); // the app-config meta
    expect(res.headers.get('content-security-policy')).not.toContain('style-src-attr');
  });

  it('tells the client the Pay-Per-Post price in force and whether checkout adds taxes', async () => {
    const html = await (await fetch(`${server.url}/fixture-page`)).text();
    const content = /<meta name="app-config" content="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"');
    // The test kit turns the post fee off (JOB_POST_PRICE_CENTS=0); STRIPE_AUTOMATIC_TAX is off by default.
    expect(JSON.parse(content)).toMatchObject({ jobPostPriceCents: 0, taxesExtra: false });
  });

  it("serves a prerendered page without a query, with its style attributes' hashes", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Landing</h1> help@hirehand.test');
    expect(res.headers.get('content-security-policy')).toContain(
      "style-src-attr 'unsafe-hashes' 'sha256-abc='",
    );
    const withQuery = await fetch(`${server.url}/?q=plumber`);
    expect(withQuery.status).toBe(200);
    expect(await withQuery.text()).toContain('landing-preloads');
    expect(withQuery.headers.get('content-security-policy')).not.toContain('style-src-attr');
  });

  it('answers any other path with the shell and 404: /membership, a listed page never built, an unknown one', async () => {
    for (const url of ['/membership', '/membership-success', '/missing', '/contact', '/no-such-page']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('<div id="root">shell</div>');
    }
  });
});
