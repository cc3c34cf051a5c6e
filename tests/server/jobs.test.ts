import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { apiLogs, enquiries, listings, mailOutbox, rateLimitHits } from '../../server/db/schema';
import { queueMail } from '../../server/services/mail';
import { drainOutbox, type OutgoingMail } from '../../server/services/mailer';
import { startBackgroundJobs, type BackgroundJobs } from '../../server/jobs';

/*
 * The background jobs on the job queue, in this file's database (PGlite, or PostgreSQL in that project). The
 * schedules do not fire here: each test runs the job it is about with runNow.
 */

let t: TestApp;
const sent: OutgoingMail[] = [];
const logged: unknown[] = [];
const log = { info: () => undefined, error: (error: unknown) => logged.push(error) };
let jobs: BackgroundJobs;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(mailOutbox);
  jobs = await startBackgroundJobs(t.database, t.app.config, log, {
    schedule: false,
    transport: {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
    },
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const FROM = 'Ejendomsportal <noreply@ejendomsportal.dk>';

describe('the mail outbox job', () => {
  it('sends the queued mails through the transport, each once', async () => {
    await queueMail(t.database.db, { to: 'c@demo.test', subject: 'Tidsplan', body: 'Hej' });
    await jobs.runNow('mail-outbox');
    await jobs.runNow('mail-outbox');
    expect(sent.map((m) => [m.from, m.to, m.subject])).toEqual([[FROM, 'c@demo.test', 'Tidsplan']]);
  });

  it('never sends a mail twice when senders drain the outbox at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await queueMail(t.database.db, { to: `m${i}@demo.test`, subject: `Mail ${i}`, body: 'Hej' }));
    const received: string[] = [];
    const slowTransport = {
      send: async (mail: OutgoingMail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        received.push(mail.to);
      },
    };
    const results = await Promise.all([1, 2, 3].map(() => drainOutbox(t.database.db, slowTransport, { from: FROM, batch: 20 })));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(20);
    expect(received.toSorted()).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}@demo.test`).toSorted());
    const rows = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
  });

  it('does nothing without SMTP_URL: the outbox is where mail stays', async () => {
    const withoutSmtp = await startBackgroundJobs(t.database, t.app.config, log, { schedule: false });
    try {
      await expect(withoutSmtp.runNow('mail-outbox')).rejects.toThrow('mail-outbox does not run in this process');
    } finally {
      await withoutSmtp.stop();
    }
  });
});

describe('a job that fails', () => {
  it('is tried again, and staff see each failed attempt with its error on the outbox page', async () => {
    await t.database.db.execute(sql`alter table search_agents rename to search_agents_away`);
    try {
      await expect(jobs.runNow('search-agents')).rejects.toThrow('search_agents');
    } finally {
      await t.database.db.execute(sql`alter table search_agents_away rename to search_agents`);
    }
    const res = await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/job-failures' });
    expect(res.statusCode).toBe(200);
    const [failure] = res.json<{ jobFailures: { job: string; attempt: number; willRetry: boolean; error: string }[] }>().jobFailures;
    expect(failure).toMatchObject({ job: 'search-agents', attempt: 1, willRetry: true });
    expect(failure!.error).toMatch(/relation "search_agents" does not exist/);
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/job-failures' })).statusCode).toBe(403);
  });
});

describe('the daily pruning', () => {
  it('deletes API log entries older than 90 days and keeps the rest', async () => {
    const broker = await accountIdByName(t.database, ACCOUNTS.broker);
    const entry = { accountId: broker, method: 'GET', path: '/api/v2/listings', status: 200, durationMs: 3 };
    await t.database.db.insert(apiLogs).values([
      { ...entry, keyName: 'Gammel', createdAt: sql`now() - interval '91 days'` },
      { ...entry, keyName: 'Ny', createdAt: sql`now() - interval '89 days'` },
    ]);
    await jobs.runNow('prune');
    const names = (await t.database.db.select({ keyName: apiLogs.keyName }).from(apiLogs)).map((r) => r.keyName);
    expect(names).toContain('Ny');
    expect(names).not.toContain('Gammel');
    expect(logged).toEqual([]);
  });
});

describe('the rate-limit sweep', () => {
  it('clears the counters whose window has passed and keeps those still counting', async () => {
    await t.database.db.insert(rateLimitHits).values([
      { key: 'POST/api/v2/auth/login-203.0.113.7', hits: 4, expiresAt: sql`now() - interval '1 second'` },
      { key: 'POST/api/v2/auth/login-203.0.113.8', hits: 2, expiresAt: sql`now() + interval '1 minute'` },
    ]);
    await jobs.runNow('rate-limit-sweep');
    const keys = (await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(keys).toContain('POST/api/v2/auth/login-203.0.113.8');
    expect(keys).not.toContain('POST/api/v2/auth/login-203.0.113.7');
    expect(logged).toEqual([]);
  });
});

describe('enquiries', () => {
  it("erase the enquirer's data past ENQUIRY_RETENTION_MONTHS daily, and their mail goes out with its Reply-To", async () => {
    const [listing] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.status, 2), eq(listings.offMarket, false)))
      .orderBy(listings.id)
      .limit(1);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v2/enquiries',
      payload: { listingId: listing!.id, name: 'Gammel Kunde', email: 'gammel@kunde.test', message: 'Hej', kind: 'callback', consent: true },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ id: number }>().id;
    await jobs.runNow('mail-outbox');
    expect(sent.find((m) => m.replyTo === 'gammel@kunde.test')).toMatchObject({ subject: expect.stringContaining('Ny henvendelse') });
    await t.database.db
      .update(enquiries)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(enquiries.id, id));
    await jobs.runNow('enquiry-retention');
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ name: null, email: null, phone: null, message: null, kind: 'callback' });
    expect(row!.erasedAt).not.toBeNull();
    expect(logged).toEqual([]);
  });
});
