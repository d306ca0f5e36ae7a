import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { NON_PAGE_CSP } from './security';

/**
 * /api/docs runs under the pages' CSP: its HTML loads only its own files, none inline, and
 * its layout renders no inline style (apps/web/e2e/api-docs.spec.ts checks it in Chromium).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API docs under the CSP', () => {
  it('serves the explorer with the page policy, not a looser one of its own', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/(script|style|font)-src[^;]*https:/);
    expect(csp).not.toContain('validator.swagger.io');

    // Nothing inline for the policy to block: scripts by src, styles by link.
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it("configures the layout without the top bar (its logo's inline style) and serves its files", async () => {
    const initializer = await fetch(`${server.url}/api/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
    const script = await initializer.text();
    expect(script).toContain('"layout":"BaseLayout"');
    const bundle = await fetch(`${server.url}/api/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('the document itself is JSON with the strict policy', async () => {
    const res = await fetch(`${server.url}/api/docs/json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
    const document = (await res.json()) as { paths: Record<string, unknown> };
    expect(document.paths['/api/profile/me']).toBeTruthy();
  });
});
