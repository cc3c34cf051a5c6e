/**
 * The server's layers: no import cycle anywhere in server/, and no service imports a route module.
 * Reads the import statements of every server file (type-only imports count too: a cycle of types is still
 * two modules that must change together).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SERVER = join(ROOT, 'server');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g;

/** Each server file (relative to the repository) and the server files it imports. */
function importGraph(): Map<string, string[]> {
  const files = filesUnder(SERVER);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => resolve(dirname(file), match[1]!))
      .flatMap((target) => [`${target}.ts`, join(target, 'index.ts'), target].filter((t) => known.has(t)).slice(0, 1));
    graph.set(
      relative(ROOT, file),
      targets.map((t) => relative(ROOT, t)),
    );
  }
  return graph;
}

/** Every cycle, each as the files along it (found by a depth-first walk; each cycle once per entry point). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    if (onStack.has(file)) {
      found.push([...stack.slice(stack.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('server imports', () => {
  const graph = importGraph();

  it('form no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('never lead from a service or a repository to a route, and never from a repository to a service', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            ((file.startsWith('server/services/') || file.startsWith('server/repositories/')) && target.startsWith('server/routes/')) ||
            (file.startsWith('server/repositories/') && target.startsWith('server/services/')),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('are read from the files (the walk sees the app import its routes)', () => {
    expect(graph.get('server/app.ts')?.length).toBeGreaterThan(3);
  });
});
