import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseConfig } from '../index';
import { DEMO_LOGINS, DEMO_PASSWORD, seed } from './index';

/** Same choice of database as the server: DATABASE_URL means PostgreSQL, else PGlite under DATA_DIR. */
function databaseConfig(): DatabaseConfig {
  const url = process.env['DATABASE_URL'];
  if (url) return { kind: 'postgres', url };
  const dataDir = join(resolve(process.env['DATA_DIR'] ?? './data'), 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  return { kind: 'pglite', dataDir };
}

async function main(): Promise<void> {
  const config = databaseConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    await seed(database.db);
  } finally {
    await database.close();
  }
  const where = config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir ?? 'memory'}`;
  console.log(`Demo data is in ${where}. Password for all personas: ${DEMO_PASSWORD}`);
  for (const { email, who } of DEMO_LOGINS) console.log(`  ${email.padEnd(26)} ${who}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
