/**
 * Writes icons/: the Material icons that the app and the packages that depend on @mui/icons-material (react-admin,
 * rjsf) import, taken from @mui/icons-material at the version of @mui/material, and nothing else. The full package
 * is some two thousand icons in five variants; this one is installed in its place (package.json's overrides), so
 * an install does not carry the icons no one uses. Run `npm run icons` after adding an icon or upgrading a package
 * that uses them: the build fails on an icon that is not here.
 *
 *   npm run icons
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, 'icons');
const PACKAGE = '@mui/icons-material';
const ICON_IMPORT = /@mui\/icons-material\/(?<name>[A-Za-z0-9]+)/g;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* files(path);
    else if (entry.isFile() && /\.(m?js|cjs|tsx?)$/.test(entry.name)) yield path;
  }
}

/** The packages in node_modules that declare @mui/icons-material as a dependency or peer. */
function iconUsers(): string[] {
  const modules = join(root, 'node_modules');
  const dirs = readdirSync(modules).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => join(modules, name, inner)) : [join(modules, name)],
  );
  return dirs.filter((dir) => {
    if (relative(modules, dir) === PACKAGE) return false;
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      return Boolean(manifest.dependencies?.[PACKAGE] ?? manifest.peerDependencies?.[PACKAGE]);
    } catch {
      return false;
    }
  });
}

const names = new Set<string>();
for (const dir of [...['src', 'resources', 'schemas', 'tests'].map((d) => join(root, d)), ...iconUsers()]) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
  for (const file of files(dir)) for (const match of readFileSync(file, 'utf8').matchAll(ICON_IMPORT)) if (match.groups?.name) names.add(match.groups.name);
}

// MUI releases the icons with @mui/material, under the same version.
const { version } = JSON.parse(readFileSync(join(root, 'node_modules', '@mui', 'material', 'package.json'), 'utf8')) as { version: string };
const work = mkdtempSync(join(tmpdir(), 'icons-'));
try {
  execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${PACKAGE}@${version} gave no tarball`);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  const full = join(work, 'package');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'esm', 'utils'), { recursive: true });
  copyFileSync(join(full, 'esm', 'utils', 'createSvgIcon.js'), join(out, 'esm', 'utils', 'createSvgIcon.js'));
  copyFileSync(join(full, 'LICENSE'), join(out, 'LICENSE'));
  const sorted = [...names].sort();
  for (const name of sorted) {
    for (const ext of ['js', 'd.ts']) copyFileSync(join(full, 'esm', `${name}.${ext}`), join(out, 'esm', `${name}.${ext}`));
  }
  const original = JSON.parse(readFileSync(join(full, 'package.json'), 'utf8')) as Record<string, unknown>;
  const subset = {
    name: PACKAGE,
    version,
    description: `The ${String(sorted.length)} Material icons this project uses, from ${PACKAGE} ${version}; written by scripts/icons.ts.`,
    license: original.license,
    private: true,
    sideEffects: false,
    type: 'module',
    peerDependencies: original.peerDependencies,
    exports: { './*': { types: './esm/*.d.ts', default: './esm/*.js' } },
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(subset, null, 2)}\n`);
  console.log(`icons/: ${String(sorted.length)} icons from ${PACKAGE} ${version}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
