/** The bundle stays within its ceilings (scripts/bench-bundle.ts), measured on a fresh build. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { measureBundle, overCeilings, pagesLoading } from '../../scripts/bench-bundle';

// `npm test` builds once, before this, for the end-to-end tests too, and names that build here; run on its own,
// the test makes a build of its own.
const built = process.env.TEST_BUILD_DIR;
const outDir = built ?? mkdtempSync(join(tmpdir(), 'bundle-test-'));
afterAll(() => {
  if (!built) rmSync(outDir, { recursive: true, force: true });
});

it('loads the first page, the shell, the listing index and every lazy chunk within their ceilings', { timeout: 180_000 }, () => {
  // A production build, as `npm run build` makes it: vitest's NODE_ENV=test would build React's development code.
  if (!built)
    execFileSync(join('node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const sizes = measureBundle(outDir);
  expect(sizes.lazy.length).toBeGreaterThan(20);
  expect(overCeilings(sizes)).toEqual([]);
  // The listing form's rjsf comes with the listing forms only, not with the modules the forms share with other pages.
  expect(pagesLoading(outDir, 'forms')).toEqual(['resources/listings/ListingCreate.tsx', 'resources/listings/ListingEdit.tsx']);
});
