import { readFile } from 'node:fs/promises';

/** The parts of V8's .cpuprofile (node --cpu-prof) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where a process's CPU went. A sample with start-up or pg's code anywhere on its stack is theirs (so a socket
 * write pg makes counts as pg's client, as on the floor's side); any other goes to the part of the innermost
 * frame that has code of its own (so JSON.stringify in the serializer is the app's, zod called by it zod's).
 * Idle samples are left out.
 */
const WHOLE_STACK: [part: string, code: RegExp][] = [
  ['start-up (loading modules)', /^node:internal\/(modules|bootstrap)|node_modules\/(tsx|esbuild)\//],
  ["pg's client (sending statements, reading rows)", /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//],
];
const INNERMOST: [part: string, code: RegExp][] = [
  ['Drizzle (building queries, mapping rows)', /node_modules\/drizzle-orm\//],
  ['zod (request and answer checks)', /node_modules\/zod\//],
  // Not a package's own server/ folder (react-dom/server, ...).
  ['the app (server/, schemas/)', /^(?!.*node_modules).*\/(server|schemas)\//],
  ['fastify and its plugins', /node_modules\//],
  ["Node's HTTP and sockets", /^node:/],
];

/** The share of the busy samples of a profile each part took, largest first, and the busy time in ms. */
export async function cpuByPart(path: string): Promise<{ busyMs: number; parts: [string, number][] }> {
  const profile = JSON.parse(await readFile(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const urls: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const url = byId.get(at)?.callFrame.url.replace(/^file:\/\//, '');
      if (url) urls.push(url);
    }
    const name = byId.get(id)?.callFrame.functionName ?? '';
    const part =
      WHOLE_STACK.find(([, code]) => urls.some((url) => code.test(url)))?.[0] ??
      urls.map((url) => INNERMOST.find(([, code]) => code.test(url))?.[0]).find((found) => found !== undefined) ??
      (name === '(garbage collector)' ? 'garbage collector' : 'V8 and other');
    partOf.set(id, part);
    return part;
  };
  const time = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    const delta = profile.timeDeltas[i] ?? 0;
    const part = classify(id);
    time.set(part, (time.get(part) ?? 0) + delta);
    busy += delta;
  });
  const parts = [...time].map(([part, us]): [string, number] => [part, us / busy]).sort((a, b) => b[1] - a[1]);
  return { busyMs: busy / 1000, parts };
}
