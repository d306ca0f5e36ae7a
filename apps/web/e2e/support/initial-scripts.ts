import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The landing page's budget for the JavaScript of its first load, gzip -9 (issue: 170 kB). */
export const LANDING_INITIAL_JS_BUDGET = 170_000;

export interface InitialScripts {
  /** Every script the page loaded before it went quiet, with its gzip -9 size. */
  files: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * Loads a page as a first-time visitor and sums the JavaScript it downloads before the network
 * goes quiet (no clicks, no scrolling): what the landing page's budget counts. Sizes are gzip -9
 * of each file's body, so the figure does not depend on what the server chose to send.
 */
export async function measureInitialScripts(page: Page, url: string): Promise<InitialScripts> {
  const bodies: Promise<InitialScripts['files'][number] | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(bodies)).filter((file) => file !== null);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
