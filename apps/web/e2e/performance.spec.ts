import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { LANDING_INITIAL_JS_BUDGET, measureInitialScripts } from './support/initial-scripts';

/**
 * The landing page's first load: within its JavaScript budget, painted from prerendered HTML,
 * served compressed, quiet in the console. The figures and Lighthouse's are in bench/README.md
 * (npm run bench:web).
 */
test.describe('first load of the landing page', () => {
  test('stays within its JavaScript budget', async ({ page }) => {
    const { files, gzipBytes } = await measureInitialScripts(page, '/');
    const report = files.map((file) => `${file.gzipBytes}\t${new URL(file.url).pathname}`).join('\n');
    expect(gzipBytes, `initial JavaScript (gzip) on /:\n${report}`).toBeLessThanOrEqual(
      LANDING_INITIAL_JS_BUDGET,
    );
    // The board, the map, the dialogs and the signed-in tools are not part of it.
    const names = files.map((file) => new URL(file.url).pathname).join(' ');
    expect(names).not.toMatch(
      /job-board|jobs-map|auth-modal|messages-modal|create-gig-wizard|signed-in-header/,
    );
  });

  test('arrives as HTML with the hero, preloading its code, and hydrates without a console message', async ({
    page,
  }) => {
    const response = await page.request.get('/', { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    expect(html).toContain('<h1 id="hero-heading"');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/landing-page-[\w-]+\.js"/);
    expect(html).not.toContain('__SUPPORT_EMAIL__');
    expect(html).toContain('support@hirehand.test');
    expect(response.headers()['content-security-policy']).toContain(
      "style-src-attr 'unsafe-hashes' 'sha256-",
    );

    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto('/', { waitUntil: 'networkidle' });
    // Hydrated: the shell's effects ran (the auth modal's global entry point exists).
    await expect.poll(() => page.evaluate(() => typeof window.openAuthModal)).toBe('function');
    expect(messages).toEqual([]);
  });

  test('an address with a search renders in the browser, not from the prerendered page', async ({ page }) => {
    const html = await (await page.request.get('/?searchTerm=welder')).text();
    expect(html).toContain('<div id="root"></div>');
  });

  test('assets are sent precompressed and cached; build files are not served', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const entry = html.match(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/)?.[1];
    expect(entry).toBeTruthy();
    const plain = await page.request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
    const body = await plain.body();
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await page.request.get(entry!, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers()['content-encoding']).toBe(encoding);
      expect(compressed.headers().vary?.toLowerCase()).toContain('accept-encoding');
      expect(compressed.headers()['cache-control']).toContain('immutable');
      // The client decodes it: the same script.
      expect((await compressed.body()).equals(body)).toBe(true);
    }
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(gzipSync(body).length).toBeLessThan(body.length);
    // (Source maps: served only to developers, see platform/framework-errors.test.ts; this server is one.)
    expect((await page.request.get('/pages/index.prerendered.html')).status()).toBe(404);
    expect((await page.request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});
