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

describe('what the browser would say or write in its own language', () => {
  const files = [...sources('src'), ...sources('resources')].map((file) => [file, readFileSync(file, 'utf8')] as const);

  it("has no date field of the browser's own (mm/dd/yyyy in an English browser): dates are typed as Danes write them", () => {
    const found = files.flatMap(([file, text]) =>
      [...text.matchAll(/type=["'](date|datetime-local|month|time|week)["']|<(DateInput|DateTimeInput|TimeInput)\b/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it("has no form the browser checks itself ('Value must be greater than or equal to 0.'): the schema says what is wrong, in Danish", () => {
    // An opening tag ends with the first '>' at the end of a line that is not an arrow's.
    const openingTags = (text: string) =>
      [...text.matchAll(/<(SimpleForm|TabbedForm|Form)\b/g)].map((m) => {
        const rest = text.slice(m.index);
        const end = /(?<!=)>\s*$/m.exec(rest);
        return rest.slice(0, end ? end.index + 1 : undefined);
      });
    const found = files.flatMap(([file, text]) =>
      openingTags(text)
        // RJSF names the HTML form's noValidate noHtml5Validate.
        .filter((tag) => !/\bno(Html5)?Validate\b/.test(tag))
        .map((tag) => `${file}: ${tag.split('\n')[0]}`),
    );
    expect(found).toEqual([]);
  });
});
