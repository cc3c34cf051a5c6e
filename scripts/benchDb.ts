import pg from 'pg';
import { migrateDatabase, openDatabase } from '../server/db';
import { seed } from '../server/db/seed';

/** Runs one statement on the PostgreSQL server of `baseUrl` (CREATE/DROP DATABASE for a bench's own database). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const url = new URL(baseUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A bench's own PostgreSQL database on the server of `baseUrl`, made anew, migrated and seeded with the demo data;
 * the environment that points the server at it.
 */
export async function seededPostgres(baseUrl: string, name: string): Promise<NodeJS.ProcessEnv> {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(database);
  await seed(database.db);
  await database.close();
  return { DATABASE_URL: url.toString() };
}

/** Seconds since a performance.now() reading, for progress lines. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
