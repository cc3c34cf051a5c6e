import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

/** Where the bare app is built: beside the product's dist/, never in it. */
export const outDir = fileURLToPath(new URL('../../.tmp/bench-web/bare', import.meta.url));

// The product's Vite and its build-time compression; react-admin's chunking left to Vite's defaults.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // react-admin in one chunk is what a bare app gets.
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});
