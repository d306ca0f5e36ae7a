import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 400 },
});
