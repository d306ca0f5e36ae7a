// `npm test`: typecheck, lint, unit and web tests, API tests on PGlite (and on real
// PostgreSQL + Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set), then the
// browser tests against a fresh build. Every step runs; the exit code is non-zero
// if any step failed. The last line sums the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  { name: 'typecheck', cmd: 'npm run typecheck --silent' },
  { name: 'lint', cmd: 'npx biome ci .' },
  {
    name: 'unit and web tests',
    cmd: `npx vitest run --project unit --project web --reporter=default --reporter=json --outputFile.json=${results}/unit.json`,
    json: `${results}/unit.json`,
  },
  {
    name: 'API tests (PGlite, in-process)',
    cmd: `npx vitest run --project api --reporter=default --reporter=json --outputFile.json=${results}/api-pglite.json`,
    json: `${results}/api-pglite.json`,
  },
];

if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API tests (PostgreSQL, Redis)',
    cmd: `npx vitest run --project api --reporter=default --reporter=json --outputFile.json=${results}/api-postgres.json`,
    env: { HH_TEST_TARGET: 'postgres' },
    json: `${results}/api-postgres.json`,
  });
} else {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}

steps.push(
  { name: 'build', cmd: 'npm run build --silent' },
  {
    name: 'browser tests',
    cmd: 'npx playwright test',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` },
    playwrightJson: `${results}/e2e.json`,
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];

for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) failedSteps.push(step.name);
  console.log(`=== ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);

  if (step.json && existsSync(step.json)) {
    const report = JSON.parse(readFileSync(step.json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (step.playwrightJson && existsSync(step.playwrightJson)) {
    const { stats } = JSON.parse(readFileSync(step.playwrightJson, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
