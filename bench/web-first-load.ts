// The landing page's first load as a visitor gets it (npm run bench:web): its initial
// JavaScript (gzip) at phone and desktop widths, then Lighthouse's mobile preset (simulated slow
// 4G and a 4x slower CPU) a few times. Runs the built app (npm run build first) on a fresh
// embedded database; prints the figures; BENCH_STRICT=1 exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LANDING_INITIAL_JS_BUDGET, measureInitialScripts } from '../apps/web/e2e/support/initial-scripts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PERFORMANCE_BUDGET = 90;
const url = `http://127.0.0.1:${PORT}/`;

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-bench-web-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // A production server: no development tools, mail kept in the outbox.
      NODE_ENV: 'production',
      MAIL_MODE: 'outbox',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;

const stop = await startServer();
let failed = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const page = await browser.newPage({ viewport });
    const { files, gzipBytes } = await measureInitialScripts(page, url);
    const over = gzipBytes > LANDING_INITIAL_JS_BUDGET;
    failed ||= over;
    console.log(
      `initial JavaScript on / at ${viewport.width} px: ${kb(gzipBytes)} gzip in ${files.length} files ` +
        `(budget ${kb(LANDING_INITIAL_JS_BUDGET)})${over ? '  OVER BUDGET' : ''}`,
    );
    await page.close();
  }
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(`\nLighthouse ${RUNS}x, mobile preset, ${url}`);
    console.log('run  performance  FCP       LCP       TBT       CLS    speed index');
    const scores: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      console.log(
        `${String(run).padEnd(5)}${String(score).padEnd(13)}${ms(audit('first-contentful-paint')).padEnd(10)}` +
          `${ms(audit('largest-contentful-paint')).padEnd(10)}${ms(audit('total-blocking-time')).padEnd(10)}` +
          `${(audit('cumulative-layout-shift') ?? 0).toFixed(3).padEnd(7)}${ms(audit('speed-index'))}`,
      );
    }
    const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
    const under = median < PERFORMANCE_BUDGET;
    failed ||= under;
    console.log(
      `median performance ${median} (budget ${PERFORMANCE_BUDGET})${under ? '  UNDER BUDGET' : ''}`,
    );
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
if (failed && process.env.BENCH_STRICT === '1') process.exit(1);
