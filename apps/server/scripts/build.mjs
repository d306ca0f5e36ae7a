// Bundles the server and the shared package into dist/ (main.js, and staff.js for the staff
// command); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', staff: 'src/cli/staff.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  // @hirehand/shared is TypeScript source: bundle it instead of leaving it external.
  alias: { '@hirehand/shared': '../../packages/shared/src' },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js, apps/server/dist/staff.js (the staff command)');
