import { defineConfig } from 'vite';

/**
 * The server, built into one ES module (dist-server/main.mjs, its packages left to node_modules) that `npm start`
 * runs with plain Node: compiling TypeScript as it loads (tsx) costs start-up time, and the running server keeps
 * the compiler's memory. The tests and the e2e server still run the sources through tsx.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    target: 'node24',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.mjs' } },
  },
});
