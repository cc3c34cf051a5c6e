import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

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
await import('../server/main');
