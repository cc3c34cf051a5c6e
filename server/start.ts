import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readConfig, type Config } from './config';
import { migrateDatabase, openDatabase } from './db';
import { buildApp } from './app';
import { seed, DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';
import { copyPreparedDemo } from './db/preparedDemo';
import { startBackgroundJobs, type BackgroundJobs } from './jobs';
import { untilDatabaseAnswers } from './services/health';

/** Without JWT_SECRET, a random secret kept in DATA_DIR, so tokens survive a restart. */
async function jwtSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) await writeFile(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}

export interface StartOptions {
  /** The app's clock in milliseconds; the real one unless a test harness sets its own (e2e/server.ts). */
  clock?: () => number;
}

/**
 * Opens the database, migrates and seeds it, and serves the app with its background jobs until a signal stops
 * it. The server listens first: until its database answers and is migrated and seeded, /healthz answers and
 * every other request gets 503 with the reason (/readyz too), and a database that cannot be reached is tried
 * again, so an instance started before its database waits for it instead of exiting.
 */
export async function startServer({ clock }: StartOptions = {}): Promise<BackgroundJobs> {
  const config = readConfig();
  await mkdir(config.dataDir, { recursive: true });
  const pgdata = join(config.dataDir, 'pgdata');
  if (!config.databaseUrl && !existsSync(join(pgdata, 'PG_VERSION'))) {
    await copyPreparedDemo(pgdata, (message) => console.warn(message)).catch((error: unknown) => {
      console.warn(`The prepared demo database could not be used (${String(error)}): migrating and seeding ${pgdata}`);
    });
  }
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax } : { kind: 'pglite', dataDir: pgdata },
  );
  let notReady: string | undefined = 'Serveren starter';
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: await jwtSecret(config),
    logger: { level: config.logLevel },
    clock,
    notReady: () => notReady,
  });
  let jobs: BackgroundJobs | undefined = undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: stopping`);
    // New requests are refused (503) while the running ones finish; running jobs finish too, before the
    // database they write to closes.
    await Promise.all([app.close(), jobs?.stop()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });

  await untilDatabaseAnswers(database.db, (error, retryInMs) => {
    notReady = 'Databasen kan ikke nås';
    app.log.warn({ err: error }, `The database cannot be reached: trying again in ${retryInMs} ms`);
  });
  notReady = 'Databasen migreres';
  // One instance at a time, when several start on one database; on a prepared copy both find nothing to do.
  await database.exclusively(async () => {
    await migrateDatabase(database);
    await seed(database.db);
  });
  // The job queue starts here, not in buildApp, so the tests' apps run jobs only when a test asks.
  jobs = await startBackgroundJobs(database, config, app.log, config.images.checkContent ? { images: app.imageStore } : {});
  notReady = undefined;

  const url = `http://localhost:${config.port}`;
  console.log(`\nMedlemsområdet kører på ${url}  (database: ${database.kind === 'pglite' ? pgdata : 'DATABASE_URL'}; Node ${process.version})`);
  console.log(`Demo-logins (adgangskode ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(28)} ${login.who}`);
  return jobs;
}
