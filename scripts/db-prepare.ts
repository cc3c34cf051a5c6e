/**
 * `npm run db:prepare`: makes the prepared demo database a first start on the embedded database copies
 * (server/db/preparedDemo.ts), if the one for the current migrations, seed and day is not there yet.
 * `--if-first-start` (what `npm start` passes) makes it only when the coming start will copy it: not on
 * PostgreSQL, nor over a DATA_DIR that already holds a database. Made here, in a process of its own, the
 * server never holds the memory that creating and seeding a database leaves behind.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../server/config';
import { prepareDemo, preparedDemoDir } from '../server/db/preparedDemo';

async function main() {
  const config = readConfig();
  if (process.argv.includes('--if-first-start') && (config.databaseUrl || existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION')))) return;
  const there = existsSync(preparedDemoDir());
  const begun = performance.now();
  const dir = await prepareDemo();
  console.log(there ? `Already prepared: ${dir}` : `Prepared in ${((performance.now() - begun) / 1000).toFixed(1)} s: ${dir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
