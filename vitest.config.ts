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
        },
      },
    ],
  },
});
