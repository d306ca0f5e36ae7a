// Runs every benchmark in turn (npm run bench); each prints its own figures.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/job-search.ts',
  'bench/web-first-load.ts',
  'bench/api-overhead.ts',
  'bench/help-search.ts',
];
let failed = false;
for (const bench of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', bench], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
