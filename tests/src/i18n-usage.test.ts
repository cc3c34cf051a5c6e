import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { da } from 'i18n/da';

/** Every .ts/.tsx file below a directory. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const at = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('i18n keys used in the code', () => {
  it('all exist in the Danish messages, as texts', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of [...sources('src'), ...sources('resources')]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"`]((?:app|resources|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g)) {
        const key = match[1]!;
        checked += 1;
        if (typeof at(da, key) !== 'string') missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
