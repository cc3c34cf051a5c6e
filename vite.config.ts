import type { Rolldown } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** What a signed-in visit that starts on the listing index (where most users land) runs before its rows. */
const LANDING = [dir('./src/layout/MemberShell.tsx'), dir('./resources/listings/ListingIndex.tsx')];
/** The pages opened next most: a listing's forms, and its page. */
const LISTING_FORMS = ['ListingEdit', 'ListingCreate'].map((page) => dir(`./resources/listings/${page}.tsx`));
const LISTING_PAGE = [dir('./resources/listings/ListingShow.tsx')];

type SharedChunk = 'shared' | 'shared-listings' | 'shared-listing-page' | 'shared-pages';

/**
 * The shared chunk of a module: 'shared' for what the landing page imports statically, 'shared-listings' for what
 * a listing's forms import besides, 'shared-listing-page' for what a listing's page imports besides those,
 * 'shared-pages' for what only other pages use. The browser runs the whole of a chunk it loads, so the landing
 * page would otherwise build every screen's schemas and components before its rows, a listing's form those of the
 * listing's page (its promotion, enquiries and search agents), and both those of the account, content and
 * statistics pages. Each chunk is a group of its own, in that order, as a group takes the modules its modules
 * import that no group before it has taken.
 */
function sharedChunks(): Rolldown.CodeSplittingNameFunction[] {
  let chunkOf: ((id: string) => SharedChunk) | undefined;
  const chunks: SharedChunk[] = ['shared', 'shared-listings', 'shared-listing-page', 'shared-pages'];
  return chunks.map((chunk) => (id, context) => {
    if (!chunkOf) {
      const importedBy = (roots: string[]) => {
        const found = new Set<string>();
        const next = [...roots];
        for (let module = next.pop(); module !== undefined; module = next.pop()) {
          if (found.has(module)) continue;
          found.add(module);
          next.push(...(context.getModuleInfo(module)?.importedIds ?? []));
        }
        return found;
      };
      const landing = importedBy(LANDING);
      const listingForms = importedBy(LISTING_FORMS);
      const listingPage = importedBy(LISTING_PAGE);
      chunkOf = (module) => {
        if (landing.has(module)) return 'shared';
        if (listingForms.has(module)) return 'shared-listings';
        return listingPage.has(module) ? 'shared-listing-page' : 'shared-pages';
      };
    }
    return chunkOf(id) === chunk ? chunk : null;
  });
}

const alias = {
  schemas: dir('./schemas'),
  resources: dir('./resources'),
  i18n: dir('./i18n'),
  server: dir('./server'),
  src: dir('./src'),
  // See src/forms/noAjvValidator.ts: the forms validate with zod, not AJV.
  '@rjsf/validator-ajv8': dir('./src/forms/noAjvValidator.ts'),
  // See src/forms/uriReferences.ts: no form's schema has $id or $ref.
  'fast-uri': dir('./src/forms/uriReferences.ts'),
  // See src/forms/plainMarkdown.tsx: no form renders markdown.
  'markdown-to-jsx/react': dir('./src/forms/plainMarkdown.tsx'),
  // See src/lib/objectEntries.cjs.
  'object.entries': dir('./src/lib/objectEntries.cjs'),
};

/**
 * Server tests about what the database does not change (HTTP, headers, the OpenAPI document, outside services,
 * input refused before any SQL): with TEST_DATABASE_URL set they run on PostgreSQL only, every other server test
 * on both databases.
 */
const ONE_DATABASE_IS_ENOUGH = [
  'addresses',
  'config',
  'crossOrigin',
  'delivery',
  'errorCodes',
  'fairLimiter',
  'fuzz',
  'hostileInput',
  'images',
  'loginFlood',
  'objectStorage',
  'openapi',
  'proxy',
  'redisAway',
  'security-headers',
  'thumbnails',
].map((name) => `tests/server/${name}.test.ts`);

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverProjects = [
  {
    name: 'node',
    env: { TEST_DB: 'pglite' },
    include: ['tests/schemas/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/server/**/*.test.ts'],
    exclude: withPostgres ? ONE_DATABASE_IS_ENOUGH : [],
  },
  ...(withPostgres ? [{ name: 'node-postgres', env: { TEST_DB: 'postgres' }, include: ['tests/server/**/*.test.ts'], exclude: [] }] : []),
];

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/**
 * A project's files share one module registry per worker, so the server or the app is imported once per worker
 * rather than once per file. The files named apart need a registry of their own: they replace a module
 * (vi.mock) or count what a module does only once; they run in a sibling project, '<name>-isolated'.
 */
function sharingModules(test: ProjectTest & { name: string }, ownModules: string[]): TestProjectInlineConfiguration[] {
  const exclude = [...configDefaults.exclude, ...(test.exclude ?? [])];
  return [
    { extends: true, test: { ...test, isolate: false, exclude: [...exclude, ...ownModules] } },
    { extends: true, test: { ...test, name: `${test.name}-isolated`, include: ownModules, exclude } },
  ];
}

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
          // Left to itself rolldown puts the code two or more lazy chunks share in a chunk per set of sharers,
          // many small ones, and a page opened afresh waits for them one import level after another.
          // Grouped instead, a signed-in page loads the first page, the consent, the member shell with the
          // code the pages share, and its own chunk. The first group that takes a module keeps it.
          groups: [
            // The first page's modules in one chunk: one request, and gzip compresses them together.
            { name: 'first-page', tags: ['$initial'] },
            // What only some pages use stays out of the shared chunk below, in a chunk of its own that those
            // pages load: the charts, the listing form (rjsf), the statistics pages' dates and periods.
            // Only the modules named, not their dependencies, so that these do not take what every page uses.
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-|d3-|reselect|flatqueue|use-sync-external-store|bezier-easing)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](@rjsf|@x0k|fast-equals|jsonpointer)|src[\\/]forms[\\/](index|SchemaForm|templates|zodValidator|DanishNumberField|uriReferences)|resources[\\/]listings[\\/]form[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'statistics',
              test: /node_modules[\\/]date-fns|src[\\/]pages[\\/]statistics[\\/](?!csv)/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // CSV is read and written by the statistics downloads and the import only.
            { name: 'csv', test: /node_modules[\\/]papaparse|schemas[\\/]csv/, includeDependenciesRecursively: false },
            // Everything else two or more lazy chunks use (react-admin's lists and inputs, MUI, zod, the app's
            // own shared code): one chunk, which the member shell loads, and beside it what the landing page
            // does not use, which the other pages load with their own chunk.
            ...sharedChunks().map((name) => ({ name, minShareCount: 2 })),
          ],
        },
      },
    },
  },
  test: {
    // A worker per core: Vitest's default leaves one core to its own process, which mostly waits, and on two
    // cores that ran the whole suite in one worker.
    maxWorkers: availableParallelism(),
    projects: [
      ...sharingModules(
        {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/resources/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-ui.ts'],
          // Beside the server projects on two cores a page test can take several times its usual second.
          testTimeout: 30_000,
          // rjsf goes through Vite, so the @rjsf/validator-ajv8 alias above applies inside it too.
          server: { deps: { inline: [/@rjsf\//] } },
        },
        [
          'tests/src/adding-a-field.test.tsx',
          'tests/src/adding-a-type.test.tsx',
          'tests/src/consent.test.ts',
          'tests/src/listingEdit.test.tsx',
          'tests/src/queryClient.test.tsx',
        ],
      ),
      ...serverProjects.flatMap((p) =>
        sharingModules(
          {
            name: p.name,
            environment: 'node',
            include: p.include,
            exclude: p.exclude,
            env: p.env,
            globalSetup: ['tests/server/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
          ['tests/server/adding-a-field.test.ts', 'tests/server/adding-a-type.test.ts'],
        ),
      ),
    ],
  },
});
