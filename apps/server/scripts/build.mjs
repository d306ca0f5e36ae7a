// Bundles the server and the shared package into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
console.log('server built: apps/server/dist/main.js');
