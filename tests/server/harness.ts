import { inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../../server/db';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { findUserByEmail } from '../../server/repositories/users';
import { logIn } from '../../server/services/sessions';
import { sessionEndsAt } from '../../server/services/tokens';
import { accounts, mailOutbox, sessions } from '../../server/db/schema';
import { eq, sql, type Logger } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../server/db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A valid token for a seeded user, from a session started as login starts one, without spending a password hash. */
  tokenFor: (email: string) => Promise<string>;
  /** A new session of a seeded user (another device), as login starts one, and its token; no password hash spent. */
  sessionFor(email: string): Promise<string>;
  /**
   * Sets the app's clock (tokens, sessions, the dates routes stamp) to `at`, or back to the real time with null. The
   * process's clock stays: the embedded database's timers run by it, and a clock moved weeks back makes Node warn.
   */
  setClock(at: number | null): void;
  /** The SQL statements the server runs while `work` runs (not BEGIN and COMMIT), and what `work` answered. */
  countStatements<T>(work: () => Promise<T>): Promise<{ statements: string[]; result: T }>;
  /** app.inject with a bearer token for the user (or none). */
  request(as: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function freshDatabase(logger: Logger): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `member_area_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), logger });
    return {
      database,
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]), logger });
  return { database, drop: async () => {} };
}

/** A server on the database, configured by `env` over the tests' defaults. */
async function testServer(db: Database['db'], env: NodeJS.ProcessEnv, clock?: () => number): Promise<FastifyInstance> {
  const config = { ...readConfig({ LOGIN_RATE_LIMIT_MAX: '1000', ...env }), staticDir: undefined };
  const app = await buildApp({ config, db, jwtSecret: new TextEncoder().encode('test-secret-'.repeat(4)), clock });
  await app.ready();
  return app;
}

/** A server on its own fresh copy of the seeded database; one per test file. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  let statements: string[] | null = null;
  const { database, drop } = await freshDatabase({
    // Transaction control is not counted: node-postgres sends BEGIN and COMMIT as statements, PGlite does not.
    logQuery: (query) => (/^(begin|commit|rollback)\b/i.test(query) ? undefined : statements?.push(query)),
  });
  let clockAt: number | null = null;
  const app = await testServer(database.db, env, () => clockAt ?? Date.now());
  const sessionFor = async (email: string) => {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no seeded user ${email}`);
    return logIn(database.db, app.tokens, user);
  };
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    // A test may have ended the session (a logout, a password reset): then the user logs in anew. A token
    // refused for another reason (a deleted profile) is kept, for the test to see it refused.
    const claims = cached === undefined ? undefined : await app.tokens.verify(cached);
    const [session] = claims ? await database.db.select().from(sessions).where(eq(sessions.id, claims.sid)) : [];
    if (cached && session && session.revokedAt === null && app.tokens.now() < sessionEndsAt(session.createdAt)) return cached;
    const token = await sessionFor(email);
    tokens.set(email, token);
    return token;
  };
  return {
    app,
    database,
    tokenFor,
    sessionFor,
    setClock(at) {
      clockAt = at;
    },
    async countStatements(work) {
      const seen: string[] = [];
      statements = seen;
      try {
        return { statements: seen, result: await work() };
      } finally {
        statements = null;
      }
    },
    async request(as, options) {
      const headers = { ...(options.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Another server on the same database, as a second instance behind a load balancer is; the caller closes it. */
export function anotherInstance(t: TestApp, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  return testServer(t.database.db, env);
}

export const PERSONAS = {
  staff: 'staff@demo.test',
  brokerAdmin: 'maegler.admin@demo.test',
  brokerMember: 'maegler.bruger@demo.test',
  brokerReader: 'maegler.laeser@demo.test',
  light: 'light@demo.test',
  premium: 'premium@demo.test',
  statistics: 'statistik@demo.test',
  municipality: 'kommune@demo.test',
  multi: 'flere@demo.test',
  private: 'privat@demo.test',
} as const;

/** The mails in the outbox to the address, oldest first. */
export function mailsTo(t: TestApp, to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
}

/**
 * Asks for a password reset of a user and waits for its mail, which is queued after the answer; the mail's body
 * (with the link).
 */
export async function mailedPasswordReset(t: TestApp, email: string): Promise<string> {
  const before = (await mailsTo(t, email)).length;
  const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  await expect.poll(async () => (await mailsTo(t, email)).length).toBe(before + 1);
  return (await mailsTo(t, email)).at(-1)!.body;
}

/** A seeded account's id by its name. */
export async function accountIdByName(database: Database, name: string): Promise<number> {
  const [row] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no seeded account ${name}`);
  return row.id;
}

const foundAddresses = new WeakMap<TestApp, Map<string, unknown>>();

/** The address service's first answer for what a broker types, looked up once per app. */
export async function addressOf(t: TestApp, q = 'Sundkrogsgade 21'): Promise<unknown> {
  const found = foundAddresses.get(t) ?? new Map<string, unknown>();
  foundAddresses.set(t, found);
  if (!found.has(q)) {
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/addresses?q=${encodeURIComponent(q)}&limit=1` });
    const [address] = res.json().addresses as unknown[];
    expect(address, q).toBeDefined();
    found.set(q, address);
  }
  return found.get(q);
}

/**
 * A rental in the Broker account as a case system sends it: every field a live listing needs, pictures
 * aside. `overrides` replaces or adds fields (images, activate, another title).
 */
export async function rentalListing(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    accountId: await accountIdByName(t.database, ACCOUNTS.broker),
    listingType: 1,
    title: 'Kontorlejemål på 250 m² i Nordhavn fra sagssystemet',
    flashline: 'Havudsigt og egen indgang',
    description: 'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.',
    address: await addressOf(t),
    listingtypeSubcategory: 'kontor',
    floorArea: 250,
    yearlyRent: 450_000,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
    ...overrides,
  };
}

export const ACCOUNTS = {
  broker: 'Nordhavn Erhvervsmægler ApS',
  light: 'Lille Udlejer ApS',
  premium: 'Premium Ejendomme A/S',
  statistics: 'Markedsdata ApS',
  municipality: 'Aarhus Kommune Erhverv',
} as const;

/**
 * Writes that read the same version at the same time (PostgreSQL only: PGlite runs one transaction at a
 * time). Another transaction holds the row (`hold`, an update that changes nothing) while `writes` run, and
 * lets go once every one of them waits for it in a statement like `blockedOn` (a LIKE pattern) in this
 * file's database (test files run side by side, each in its own), so that all have read the row, or reached
 * the lock that guards it, before any writes it.
 */
export async function atTheSameTime<T>(t: TestApp, blockedOn: string, hold: (tx: DbOrTx) => Promise<unknown>, writes: (() => Promise<T>)[]): Promise<T[]> {
  let results: Promise<T[]> | undefined;
  await t.database.db.transaction(async (tx) => {
    await hold(tx);
    results = Promise.all(writes.map((write) => write()));
    await expect
      .poll(async () => {
        const waiting = await t.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like ${blockedOn}`,
        );
        return (waiting as { rows: { n: number }[] }).rows[0]?.n;
      })
      .toBe(writes.length);
  });
  return results!;
}
