import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // `@/x` is apps/web/src/x (tsconfig.json's paths say the same for the type checker).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  // The server swaps this placeholder for each response's CSP nonce (see apps/server/src/platform/web-client.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  // Maps are written for error reports but not referenced from the bundles; the server
  // serves them only to developers (DEV_TOOLS).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 400,
    // What the entry imports statically loads on every page anyway: one chunk instead of a dozen
    // small ones, because on a phone's connection first paint waited on the number of files
    // (bench/README.md, Lighthouse 89 -> 92). The prerender build has no use for it.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
  },
}));
