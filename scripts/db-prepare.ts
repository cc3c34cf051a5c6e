/**
 * `npm run db:prepare`: makes the prepared demo database a first start on the embedded database copies
 * (server/db/preparedDemo.ts), if the one for the current migrations, seed and day is not there yet.
 */
import { existsSync } from 'node:fs';
import { prepareDemo, preparedDemoDir } from '../server/db/preparedDemo';

async function main() {
  const there = existsSync(preparedDemoDir());
  const begun = performance.now();
  const dir = await prepareDemo();
  console.log(there ? `Already prepared: ${dir}` : `Prepared in ${((performance.now() - begun) / 1000).toFixed(1)} s: ${dir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
