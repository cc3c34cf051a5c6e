import { createServer } from 'node:http';
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { JOB_NAMES, type JobName } from '../server/jobs';
import { JOBS_PORT } from './ports';

// Every end-to-end run starts from a fresh embedded database with the demo data, in a folder of its
// own, so one run never removes the database of another; folders of finished runs are removed.
const base = resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (const entry of await readdir(dirname(base)).catch(() => [])) {
  const pid = Number(entry.slice(basename(base).length + 1));
  if (entry.startsWith(`${basename(base)}-`) && pid && !isAlive(pid)) {
    await rm(join(dirname(base), entry), { recursive: true, force: true });
  }
}
process.env.DATA_DIR = `${base}-${process.pid}`;
delete process.env.DATABASE_URL;
process.env.LOGIN_RATE_LIMIT_MAX ??= '100';
// Every spec posts its enquiries from this one address.
process.env.ENQUIRY_RATE_LIMIT_MAX ??= '100';
// The app's clock runs with the real one, set off by what a spec asks for (PUT /clock): a spec that reads
// 'today' pins the server to midday, where its minutes never reach the next day (e2e/pages/clock.ts).
let offset = 0;
const { startServer } = await import('../server/start');
const jobs = await startServer({ clock: () => Date.now() + offset }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// A test that needs a background job's effect (a reminder mailed, a search agent run) runs the job itself
// and waits for it, rather than waiting for its schedule: POST /<job name> answers once a run has ended.
// PUT /clock?at=<ms> sets the app's clock to that time, from where it runs on; PUT /clock returns it to the real one.
const isJob = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://jobs');
  if (req.method === 'PUT' && url.pathname === '/clock') {
    const at = url.searchParams.get('at');
    if (at !== null && !Number.isFinite(Number(at))) {
      res.writeHead(400).end('at: milliseconds since 1970');
      return;
    }
    offset = at === null ? 0 : Number(at) - Date.now();
    res.writeHead(204).end();
    return;
  }
  const name = url.pathname.slice(1);
  if (req.method !== 'POST' || !isJob(name)) {
    res.writeHead(404).end();
    return;
  }
  jobs.runNow(name).then(
    () => res.writeHead(204).end(),
    (error: unknown) => res.writeHead(500).end(String(error)),
  );
}).listen(JOBS_PORT, '127.0.0.1');
