import type { TestProject } from 'vitest/node';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';
import { newPostgresDatabase } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

type Kind = 'pglite' | 'postgres';

interface Template {
  /** What the test files are given: the PGlite dump's file, or the PostgreSQL database's name. */
  name: string;
  remove: () => Promise<void>;
  /** The projects using it; the last to end removes it. */
  users: number;
}

/**
 * The templates of this run by database. A project and its '-isolated' sibling share one: the setup runs once per
 * project in the main process, and a module may be loaded once per project, so the map is kept on globalThis.
 */
const store = globalThis as typeof globalThis & { memberAreaTestTemplates?: Map<Kind, Promise<Template>> };
const templates = (store.memberAreaTestTemplates ??= new Map());

async function postgresTemplate(): Promise<Template> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  // A name of its own, so runs side by side never drop each other's; removed when the run ends.
  const { url, drop } = await newPostgresDatabase('member_area_test_template');
  const database = await openDatabase({ kind: 'postgres', url });
  await migrateDatabase(database);
  await seed(database.db);
  await database.close();
  return { name: new URL(url).pathname.slice(1), remove: drop, users: 0 };
}

async function pgliteTemplate(): Promise<Template> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seed(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = join(process.cwd(), '.tmp');
  await mkdir(dir, { recursive: true });
  const name = join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(name, Buffer.from(await dump.arrayBuffer()));
  return { name, remove: () => rm(name, { force: true }), users: 0 };
}

/**
 * Migrates and seeds one template database per run and database; each test file then starts from a copy of it
 * (PGlite: a dump of its data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE), which takes well under a
 * second instead of the seconds a fresh migration and seed would.
 */
export default async function setup(project: TestProject) {
  const kind: Kind = project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  let making = templates.get(kind);
  if (!making) {
    making = kind === 'postgres' ? postgresTemplate() : pgliteTemplate();
    templates.set(kind, making);
  }
  const template = await making;
  template.users++;
  project.provide(kind === 'postgres' ? 'postgresTemplate' : 'pgliteTemplate', template.name);
  return async () => {
    template.users--;
    if (template.users > 0) return;
    templates.delete(kind);
    await template.remove();
  };
}
