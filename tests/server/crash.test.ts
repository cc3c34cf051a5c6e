import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseConfig } from '../../server/db';
import { lostTrackingEvents, newPostgresDatabase, startServerProcess, type ServerProcess } from './serverProcess';

/**
 * The server is killed with SIGKILL in the middle of a write load and started again: every write it
 * had acknowledged must be there. Runs on PGlite (a data dir) and, in the PostgreSQL project, on a
 * fresh PostgreSQL database.
 */
const port = 18_000 + Math.floor(Math.random() * 1000);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseFor(): Promise<{ env: Record<string, string>; config: DatabaseConfig }> {
  if (process.env.TEST_DB === 'postgres') {
    const { url, drop } = await newPostgresDatabase('member_area_crash');
    cleanups.push(drop);
    return { env: { DATABASE_URL: url }, config: { kind: 'postgres', url } };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'member-area-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, config: { kind: 'pglite', dataDir: join(dataDir, 'pgdata') } };
}

function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(port, { ...env, TRACKING_RATE_LIMIT_MAX: '100000' });
}

const event = (sessionId: string) => ({
  rawData: Buffer.from(JSON.stringify({ event: 'user', action: 4, SessionID: sessionId, SessionAcquisition: 'direct', UserToken: '' })).toString('base64'),
});

describe('a crash in the middle of writes', () => {
  it('keeps every acknowledged write after SIGKILL and a restart', async () => {
    const { env, config } = await databaseFor();
    let server = await startServer(env);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const id = `crash-${worker}-${i}-${randomBytes(3).toString('hex')}`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/v2/tracking`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(event(id)),
          });
          if (res.status === 202) acknowledged.push(id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(writers);

    // The restarted server must come up on the same data (recovery, migrations, seed all idempotent).
    server = await startServer(env);
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event('after-restart-01')),
    });
    expect(res.status).toBe(202);
    server.child.kill('SIGTERM');
    await server.exited;

    const database = await openDatabase(config);
    try {
      expect(await lostTrackingEvents(database.db, acknowledged)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
