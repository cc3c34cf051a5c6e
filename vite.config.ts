import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const alias = {
  schemas: dir('./schemas'),
  resources: dir('./resources'),
  i18n: dir('./i18n'),
  server: dir('./server'),
  src: dir('./src'),
  // See src/forms/noAjvValidator.ts: the forms validate with zod, not AJV.
  '@rjsf/validator-ajv8': dir('./src/forms/noAjvValidator.ts'),
  // See src/forms/plainMarkdown.tsx: no form renders markdown.
  'markdown-to-jsx/react': dir('./src/forms/plainMarkdown.tsx'),
};

/** Server tests run on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set. */
const serverProjects = [
  { name: 'node', env: { TEST_DB: 'pglite' }, include: ['tests/schemas/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/server/**/*.test.ts'] },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'node-postgres', env: { TEST_DB: 'postgres' }, include: ['tests/server/**/*.test.ts'] }] : []),
];

export default defineConfig({
  // A .br and a .gz beside each file of the build, compressed once at their best; the server picks by Accept-Encoding.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8000', '/auth': 'http://localhost:8000', '/property': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first page's modules in one chunk rather than some twenty: one request, and gzip compresses
            // them together.
            { name: 'first-page', tags: ['$initial'] },
            // The same for the libraries' code that most lazy chunks use (zod, tooltips, chips, dialogs, menus,
            // react-admin's access checks): one chunk, which the member shell loads. Left to itself rolldown
            // splits it by who uses it into some twenty small chunks, and every page pays for that. A lower
            // count pulls react-admin's list and form code into the shell; a higher one leaves more in each page.
            { name: 'shared', test: /node_modules[\\/]/, minShareCount: 20 },
            // @mui/x-charts' default slots import ToggleButton, which the statistics pages use too: left to
            // itself rolldown puts it with the pages' shared code (date-fns, periods), and the lazy chart
            // chunks (src/pages/statistics/charts.tsx) would load those 14 KB with it.
            { name: 'toggle-button', test: /node_modules[\\/]@mui[\\/]material[\\/]ToggleButton/ },
          ],
        },
      },
    },
  },
  test: {
    // A worker per core: Vitest's default leaves one core to its own process, which mostly waits, and on two
    // cores that ran the whole suite in one worker (7.6 minutes here; 4.4 with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/resources/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-ui.ts'],
          // Beside the server projects on two cores a page test can take several times its usual second.
          testTimeout: 30_000,
          // rjsf goes through Vite, so the @rjsf/validator-ajv8 alias above applies inside it too.
          server: { deps: { inline: [/@rjsf\//] } },
        },
      },
      ...serverProjects.map((p) => ({
        extends: true as const,
        test: {
          name: p.name,
          environment: 'node' as const,
          include: p.include,
          env: p.env,
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
