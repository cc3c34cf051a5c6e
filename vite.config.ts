import { build, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** What a signed-in visit that starts on the listing index (where most users land) runs before its rows. */
const LANDING_FIRST = ['src/layout/MemberShell', 'resources/listings/ListingIndex'].map((page) => dir(`./${page}.tsx`));
/** That, and the index's parts it loads right after its rows. */
const LANDING = [
  ...LANDING_FIRST,
  ...['resources/listings/lifecycle/ListingBulkActions', 'resources/listings/views/ListingColumnsPanel', 'resources/listings/views/ListingViewsPanel'].map(
    (page) => dir(`./${page}.tsx`),
  ),
];
/** The pages opened next most: a listing's page (its heading first, then its sections), and its forms. */
const LISTING_HEAD = [dir('./resources/listings/ListingShow.tsx')];
const LISTING_FORMS = ['ListingEdit', 'ListingCreate'].map((page) => dir(`./resources/listings/${page}.tsx`));
const LISTING_SECTIONS = [dir('./resources/listings/ListingSections.tsx')];

type SharedChunk = 'shared' | 'shared-listing-head' | 'shared-listings' | 'shared-listing-page' | 'shared-pages';

/** The shared chunks in order, each with the pages whose modules it takes; 'shared-pages' takes the rest. */
const SHARED_CHUNKS: [SharedChunk, string[]][] = [
  ['shared', LANDING],
  ['shared-listing-head', LISTING_HEAD],
  ['shared-listings', LISTING_FORMS],
  ['shared-listing-page', LISTING_SECTIONS],
];

/** The module a build of some pages alone starts from: it opens each page as the app does, lazily. */
const PAGES_ENTRY = '\0pages';

/**
 * The modules whose code `pages` run as they open: those a build of these pages alone keeps in the chunks each page
 * loads with its own. Their imports would name far more: react-admin's and MUI's index files import every module
 * they re-export, and a build leaves out those no page uses.
 */
async function modulesRunBy(pages: string[]): Promise<Set<string>> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias },
    plugins: [
      react(),
      {
        name: 'pages-entry',
        resolveId: (id) => (id === PAGES_ENTRY ? id : null),
        load: (id) => (id === PAGES_ENTRY ? pages.map((page) => `import(${JSON.stringify(page)});`).join('\n') : null),
      },
    ],
    build: { write: false, rolldownOptions: { input: PAGES_ENTRY } },
  });
  if (!('output' in output)) throw new Error('a build of some pages alone gave no output');
  const modules = new Set<string>();
  for (const chunk of chunksLoadedBy(output.output, isChunkOf(pages))) {
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) modules.add(id);
  }
  return modules;
}

/**
 * The shared chunk of a module: 'shared' for what the landing page runs, 'shared-listing-head' for what a listing's
 * page runs before its sections (no schema: its heading and actions), 'shared-listings' for what a listing's forms
 * run besides (zod and the listing types' schemas), 'shared-listing-page' for what the page's sections run besides
 * those, 'shared-pages' for what only other pages use. The browser runs the whole of a chunk it loads, so the
 * landing page would otherwise build every screen's schemas and components before its rows, a listing's heading
 * the schemas, a listing's form those of the listing's page (its promotion, enquiries and search agents), and all
 * of them those of the account, content and statistics pages.
 */
async function sharedChunkOf(): Promise<(id: string) => SharedChunk> {
  const sets = await Promise.all(SHARED_CHUNKS.map(async ([chunk, pages]) => [chunk, await modulesRunBy(pages)] as const));
  return (id) => sets.find(([, modules]) => modules.has(id))?.[0] ?? 'shared-pages';
}

/**
 * One group per shared chunk, in that order: a group takes the modules its modules import that no group before it
 * has taken.
 */
function sharedGroups(chunkOf: (id: string) => SharedChunk) {
  const chunks: SharedChunk[] = [...SHARED_CHUNKS.map(([chunk]) => chunk), 'shared-pages'];
  return chunks.map((chunk) => ({ name: chunk, test: (id: string) => chunkOf(id) === chunk, minShareCount: 2 }));
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
 * The server tests about what the embedded database does in its own way: its data directory and start-up, the
 * prepared demo data, its driver's types, statements and transactions, and the job queue in it. With
 * TEST_DATABASE_URL set (CI) every server test runs on PostgreSQL and only these on PGlite as well; the browser
 * suite runs on PGlite end to end. Without it every server test runs on PGlite.
 */
const EMBEDDED_DATABASE_TESTS = ['crash', 'health', 'jobs', 'listingSave', 'preparedDemo', 'seed', 'takingTurns', 'timestamps'].map(
  (name) => `tests/server/${name}.test.ts`,
);

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = readdirSync(dir('./tests/server'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/server/${name}`);
const serverProjects = [
  {
    name: 'node',
    env: { TEST_DB: 'pglite' },
    include: ['tests/schemas/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/server/**/*.test.ts'],
    exclude: withPostgres ? serverTests.filter((file) => !EMBEDDED_DATABASE_TESTS.includes(file)) : [],
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

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** Whether a chunk is one of `pages`' own: the chunk a lazy import of the page loads. */
const isChunkOf = (pages: string[]) => (chunk: Chunk) => chunk.facadeModuleId !== null && pages.includes(chunk.facadeModuleId);

/** The chunks of a build's `files` that the browser loads with those that `start`: they and what they import, all the way down. */
function chunksLoadedBy(files: Iterable<Bundle[string]>, start: (chunk: Chunk) => boolean): Chunk[] {
  const chunks = new Map([...files].flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const loaded = new Map<string, Chunk>();
  const next = [...chunks.values()].filter(start);
  for (let chunk = next.pop(); chunk; chunk = next.pop()) {
    if (loaded.has(chunk.fileName)) continue;
    loaded.set(chunk.fileName, chunk);
    next.push(...chunk.imports.flatMap((name) => chunks.get(name) ?? []));
  }
  return [...loaded.values()];
}

/**
 * The files the listing index runs before its rows beyond the entry and its imports: the member shell's and the
 * index's chunks, the shared chunks they import, and their styles, as URLs.
 */
function landingCode(bundle: Bundle): { scripts: string[]; styles: string[] } {
  const files = Object.values(bundle);
  const entry = new Set(chunksLoadedBy(files, (chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const landing = chunksLoadedBy(files, isChunkOf(LANDING_FIRST));
  if (landing.filter(isChunkOf(LANDING_FIRST)).length !== LANDING_FIRST.length) {
    throw new Error('the build has no chunk of its own for the member shell or the listing index');
  }
  const scripts = landing.filter((chunk) => !entry.has(chunk.fileName));
  const styles = new Set(scripts.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return { scripts: scripts.map((chunk) => `/${chunk.fileName}`), styles: [...styles].map((name) => `/${name}`) };
}

/**
 * src/early.ts, built on its own and inlined at the top of index.html as a classic script: it runs as the
 * document starts, before the entry has arrived. The server allows it by its hash (server/securityHeaders.ts).
 * It is given the listing index's files, which it asks for beside the entry.
 */
function earlyScript(): Plugin {
  return {
    name: 'early-script',
    apply: 'build',
    async transformIndexHtml(_html, { bundle }) {
      if (!bundle) throw new Error('index.html is transformed before the bundle it names is known');
      const output = await build({
        configFile: false,
        logLevel: 'silent',
        resolve: { alias },
        define: { LANDING_CODE: JSON.stringify(landingCode(bundle)) },
        build: {
          write: false,
          emptyOutDir: false,
          lib: { entry: dir('./src/early.ts'), formats: ['iife'], name: 'early' },
          // The modules it reaches only define things as they load, so what it does not call is left out
          // (the listing types that schemas/enums builds, for one).
          rolldownOptions: { treeshake: { moduleSideEffects: false } },
        },
      });
      const chunk = Array.isArray(output) ? output[0] : output;
      const code = chunk && 'output' in chunk ? chunk.output.find((file) => file.type === 'chunk')?.code.trim() : undefined;
      if (!code) throw new Error('src/early.ts built to nothing');
      return [{ tag: 'script', children: code, injectTo: 'head' }];
    },
  };
}

export default defineConfig(async ({ command }): Promise<ViteUserConfig> => {
  // The shared chunks matter only to a build; the tests and the dev server do without the builds they take.
  const chunkOf = command === 'build' ? await sharedChunkOf() : (): SharedChunk => 'shared';
  return {
    // A .br and a .gz beside each file of the build, compressed once at their best; the server picks by Accept-Encoding.
    plugins: [react(), earlyScript(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
              // The forms' JSON Schemas stay out of the form's chunk: a listing's page lays its fields out by them.
              {
                name: 'charts',
                test: /node_modules[\\/](@mui[\\/]x-|d3-|reselect|flatqueue|use-sync-external-store|bezier-easing)/,
                includeDependenciesRecursively: false,
              },
              {
                name: 'forms',
                test: /node_modules[\\/](@rjsf|@x0k|fast-equals|jsonpointer)|src[\\/]forms[\\/](index|SchemaForm|templates|zodValidator|DanishNumberField|LongTextWidget|uriReferences)|resources[\\/]listings[\\/]form[\\/](?!listingFormSchemas\.generated)/,
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
              ...sharedGroups(chunkOf),
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
  };
});
