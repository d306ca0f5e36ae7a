import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;
// Overridable so that several people (or agents) can run browser tests side by side.
const dataDir = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'node apps/server/dist/main.js';

/**
 * A second server, next door, runs as production does: a job post costs its fee. Specs named
 * *.paid.spec.ts run against it (Pay-Per-Post end to end); the rest post jobs freely.
 */
const paidPort = port + 1;
const paidBaseURL = `http://127.0.0.1:${paidPort}`;
const PAID_SPECS = /\.paid\.spec\.ts$/;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

const serverEnv = {
  HOST: '127.0.0.1',
  ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
  SEED_DEMO: 'false',
  // Tests give each browser context its own client address (e2e/fixtures.ts), so rate limits per address
  // hold per test, as they would for separate people behind a proxy.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'support@hirehand.test',
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
};

/**
 * Browser tests run against the built app (npm run build) on a fresh embedded
 * database, in Debian's Chromium (override with CHROMIUM_PATH), at 1280 and 375 px.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI's machine has 2 cores shared by two browsers and the server: multi-step sign-up flows need the headroom.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Recording a trace of every test cost CI about a fifth of the browser run; on CI a failed test is
    // retried once with its trace recorded, locally (no retries) a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Headless Chromium otherwise starts the omnibox popup's WebUI renderer for every window (one per
        // test): a page nobody sees, which cost a quarter of a core per browser on CI's two.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: PAID_SPECS, use: desktop },
    { name: 'mobile', testIgnore: PAID_SPECS, use: mobile },
    { name: 'paid-desktop', testMatch: PAID_SPECS, use: { ...desktop, baseURL: paidBaseURL } },
    { name: 'paid-mobile', testMatch: PAID_SPECS, use: { ...mobile, baseURL: paidBaseURL } },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && ${serverEntry}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Jobs open when posted (the fee is off), so browser tests of the board post freely.
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir, JOB_POST_PRICE_CENTS: '0' },
    },
    {
      command: `rm -rf ${dataDir}-paid && ${serverEntry}`,
      url: `${paidBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The fee in force (the default, $2.00): a job waits for its payment through the sandbox.
      env: { ...serverEnv, PORT: String(paidPort), DATA_DIR: `${dataDir}-paid` },
    },
  ],
});
