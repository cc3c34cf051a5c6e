import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { freePort, newPostgresDatabase, spawnServerProcess } from './serverProcess';

/** Servers started together on one new PostgreSQL database migrate and seed it in turn, not over each other. */
describe.runIf(process.env.TEST_DB === 'postgres')('instances starting at once', () => {
  it('migrate and seed a new database once between them', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `member_area_startup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: target.toString() })));
    try {
      await Promise.all(
        instances.map((database) =>
          database.exclusively(async () => {
            await migrateDatabase(database);
            await seed(database.db);
          }),
        ),
      );
      const staff = await instances[0]!.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, 'staff@demo.test'));
      expect(staff).toEqual([{ n: 1 }]);
    } finally {
      for (const database of instances) await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

/** A server started before its database waits for it: it answers /healthz at once and serves once the database is there. */
describe.runIf(process.env.TEST_DB === 'postgres')('an instance started while its database is away', () => {
  it('answers /healthz, refuses with 503 until the database is there, then migrates, seeds and serves', async () => {
    const { url, drop } = await newPostgresDatabase('member_area_waiting');
    const real = new URL(url);
    const proxyPort = await freePort();
    const waiting = new URL(url);
    waiting.port = String(proxyPort);
    const dataDir = await mkdtemp(join(tmpdir(), 'member-area-waiting-'));
    const port = await freePort();
    // Nothing listens on proxyPort yet: the database cannot be reached.
    const { child, ready } = spawnServerProcess(port, { DATABASE_URL: waiting.toString(), DATA_DIR: dataDir });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Awaited once the database is there; an early exit fails the test there.
    ready.catch(() => undefined);
    const base = `http://127.0.0.1:${String(port)}`;
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const upstream = connect(Number(real.port || 5432), real.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`${base}/healthz`).then(
              (res) => res.status,
              () => 0,
            ),
          { timeout: 150_000, interval: 200 },
        )
        .toBe(200);
      await expect
        .poll(
          () =>
            fetch(`${base}/readyz`).then(
              (res) => res.json(),
              () => undefined,
            ),
          { timeout: 10_000, interval: 200 },
        )
        .toEqual({ code: 'not_ready', message: 'Databasen kan ikke nås' });
      const refused = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'staff@demo.test', password: 'demo1234' }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({ code: 'not_ready', message: 'Databasen kan ikke nås' });

      await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
      await ready;
      expect(await fetch(`${base}/readyz`).then((res) => res.json())).toEqual({ status: 'ready' });
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'staff@demo.test', password: 'demo1234' }),
      });
      expect(login.status).toBe(200);
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
      await drop();
    }
  }, 300_000);
});
