import type { TestProject } from 'vitest/node';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it
 * (PGlite: a dump of its data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE), which takes well under a
 * second instead of the seconds a fresh migration and seed would.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    // One template per run, so runs side by side never drop each other's; removed when the run ends.
    const template = `member_area_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString() });
    await migrateDatabase(database);
    await seed(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await client.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seed(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = join(process.cwd(), '.tmp');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
