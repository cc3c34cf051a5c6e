// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SQL_BELONGS = 'SQL belongs in server/repositories: call a repository function named for what it reads or writes.';
/** A query run on a database or transaction handle; the relational API (`db.query.users.findMany()`) needs no import. */
const NO_SQL_CALLS = {
  selector:
    "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|query|\\$count)$/]:matches([object.name=/^(db|tx)$/], [object.property.name='db'])",
  message: SQL_BELONGS,
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'icons/', 'e2e/output/', '.tmp/', 'coverage/', 'tests/server/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans read plainly in messages and keys.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}` is the React idiom.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // react-admin reads `message: false` on a rejected checkAuth as 'no toast', which an Error cannot carry.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'file', name: 'AuthCheckRejection', path: 'src/providers/authProvider.ts' }] }],
    },
  },
  {
    // CommonJS shims for the bundler (vite.config.ts's aliases): outside the TypeScript project.
    files: ['**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'resources/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**', 'resources/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List'],
              message:
                "Use src/layout/List: react-admin's List whose bulk toolbar names what is selected (src/layout/PlainList for a list with filters of its own).",
            },
          ],
        },
      ],
    },
  },
  {
    // What the entry runs first (src/boot.ts) asks for the page's code and calls before the entry runs the rest.
    // react-admin's index brings its components, MUI and emotion with it, all run before the first of its importers
    // runs: these modules take what they need from ra-core, react-admin's part without components.
    files: [
      'src/boot.ts',
      'src/preload.ts',
      'src/providers/**',
      'src/access/activeAccount.ts',
      'src/access/paths.ts',
      'src/lib/preloadable.tsx',
      'src/layout/lazyMemberShell.ts',
      'src/pages/index.ts',
      'src/pages/statistics/routes.tsx',
      'resources/listings/index.ts',
      'resources/listings/routes.tsx',
      'resources/listings/indexQuery.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-admin', message: "Import from 'ra-core': this module runs before the entry's components (src/boot.ts)." }] },
      ],
    },
  },
  {
    // index.html carries src/early.ts inlined, as built with what it imports: none of the app's libraries.
    files: ['src/early.ts', 'src/providers/firstCalls.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-admin|ra-core|react-router|react-router-dom|@mui/.*|@tanstack/.*)$',
              message: "index.html inlines this module: it imports none of the app's libraries.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes parse and answer, services decide and own transactions, repositories run SQL: the query builder
    // and the tables are the repositories' (and server/db's) alone.
    files: ['server/routes/**', 'server/services/**', 'server/plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: SQL_BELONGS,
            },
            {
              regex: '(^|/)db/schema(\\.[jt]s)?$',
              message: 'The tables belong to server/repositories: call a repository function, or import its row type from there.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', NO_SQL_CALLS],
    },
  },
  {
    // A route answers; the service it calls opens the transaction.
    files: ['server/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Transactions belong in server/services: the service opens it and hands the tx to repository functions.',
        },
        NO_SQL_CALLS,
      ],
    },
  },
  {
    // Tests read the JSON bodies whose shape they assert, and index what they have just checked is there.
    files: ['tests/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
