import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; PGlite is memory-hungry, so keep parallelism modest.
          maxWorkers: 2,
          // Files share their worker's module cache instead of importing the whole server again each
          // (isolation cost 60% of the run). Safe because no API test mocks modules, stubs globals or
          // fakes timers: each builds its own app, database and clock (test/start-test-server.ts).
          isolate: false,
        },
      },
    ],
  },
});
