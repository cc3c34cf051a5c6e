import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

// The product's Vite and its build-time compression; react-admin's chunking left to Vite's defaults. The bench
// names where it is built (beside the product's dist/, never in it).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // react-admin in one chunk is what a bare app gets.
  build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});
