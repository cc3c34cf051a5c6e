import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cpuByPart } from '../../scripts/cpuProfile';

const dir = await mkdtemp(join(tmpdir(), 'cpu-profile-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A profile of nested frames: each [function, url, µs of its own samples, children]. */
type Frame = [name: string, url: string, us: number, children?: Frame[]];

async function profileOf(root: Frame[]): Promise<string> {
  const nodes: { id: number; callFrame: { functionName: string; url: string }; children: number[] }[] = [];
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  const add = ([functionName, url, us, children = []]: Frame): number => {
    const node = { id: nodes.length + 1, callFrame: { functionName, url }, children: [] as number[] };
    nodes.push(node);
    if (us > 0) {
      samples.push(node.id);
      timeDeltas.push(us);
    }
    node.children = children.map(add);
    return node.id;
  };
  add(['(root)', '', 0, root]);
  const file = join(dir, `${nodes.length}-${samples.length}.cpuprofile`);
  await writeFile(file, JSON.stringify({ nodes, samples, timeDeltas, startTime: 0, endTime: 0 }));
  return file;
}

const APP = 'file:///work/main/server/serializer.ts';
const PG = 'file:///work/main/node_modules/pg/lib/query.js';

it("gives a sample to pg's client or start-up wherever they are on its stack, else to the innermost frame's part, idle left out", async () => {
  const file = await profileOf([
    ['(idle)', '', 5000],
    ['(garbage collector)', '', 100],
    // pg's socket write under Drizzle under the app: pg's client's.
    ['handler', 'file:///work/main/server/routes/v2/listings.ts', 0, [
      ['execute', 'file:///work/main/node_modules/drizzle-orm/node-postgres/session.js', 0, [['submit', PG, 0, [['writev', '', 300]]]]],
    ]],
    // JSON.stringify in the serializer: the app's; zod called by it: zod's; the HTTP write after it: Node's.
    ['serialize', APP, 0, [
      ['stringify', '', 200],
      ['parse', 'file:///work/main/node_modules/zod/v4/core/schemas.js', 100],
    ]],
    ['end', 'node:_http_outgoing', 0, [['writev', '', 100]]],
    ['mapResultRow', 'file:///work/main/node_modules/drizzle-orm/utils.js', 100],
    // Loading a module of the app: start-up's.
    ['compileSourceTextModule', 'node:internal/modules/esm/utils', 0, [['(anon)', APP, 100]]],
  ]);
  const { busyMs, parts } = await cpuByPart(file);
  expect(busyMs).toBe(1);
  expect(Object.fromEntries(parts)).toEqual({
    "pg's client (sending statements, reading rows)": 0.3,
    'the app (server/, schemas/)': 0.2,
    'zod (request and answer checks)': 0.1,
    "Node's HTTP and sockets": 0.1,
    'Drizzle (building queries, mapping rows)': 0.1,
    'garbage collector': 0.1,
    'start-up (loading modules)': 0.1,
  });
  expect(parts[0]?.[0]).toBe("pg's client (sending statements, reading rows)");
});

it("does not take a package's own server/ folder for the app", async () => {
  const file = await profileOf([
    ['renderToString', 'file:///work/main/node_modules/react-dom/server/index.js', 100],
    ['serialize', APP, 100],
  ]);
  expect(Object.fromEntries((await cpuByPart(file)).parts)).toEqual({
    'fastify and its plugins': 0.5,
    'the app (server/, schemas/)': 0.5,
  });
});
