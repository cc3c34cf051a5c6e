import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { trackingEvents } from '../../server/db/schema';

export { freePort } from '../../scripts/benchServer';

/** A server process started as `npm start` starts it (server/main.ts), on its own port. */
export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** Starts the server on `port` with `env` over the tests' own, and answers once it is ready. */
export function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  return spawnServerProcess(port, env).ready;
}

/** Starts the server as startServerProcess does; its process at once, and `ready` once it is ready. */
export function spawnServerProcess(port: number, env: Record<string, string>): { child: ChildProcess; ready: Promise<ServerProcess> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('kører på')) resolve({ port, url: `http://127.0.0.1:${String(port)}`, child, exited });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${String(code)}) before it was ready:\n${output}`)));
  });
  return { child, ready };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function newPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The tracking sessions of `acknowledged` that have no event in the database: what a server lost. */
export async function lostTrackingEvents(db: Db, acknowledged: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < acknowledged.length; i += 500) {
    const rows = await db
      .select({ sessionId: trackingEvents.sessionId })
      .from(trackingEvents)
      .where(inArray(trackingEvents.sessionId, acknowledged.slice(i, i + 500)));
    for (const row of rows) found.add(row.sessionId);
  }
  return acknowledged.filter((id) => !found.has(id));
}
