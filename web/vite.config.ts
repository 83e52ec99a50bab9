import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The SPA: built into web/dist, which the local server and CloudFront serve; `/api` goes to the local API in dev. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1', // WEB_SOURCEMAP=1 for bundle analysis
    manifest: true,
    target: 'es2022',
    // The shared first-load chunk is about 500 kB raw; the real limit is the /auth gzip budget
    // checked by web/scripts/auth-bundle-size.ts.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What every page needs goes in one file (fewer requests, better compression); screens stay split.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
