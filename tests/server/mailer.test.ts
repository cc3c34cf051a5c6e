import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { mailOutbox } from '../../server/db/schema';
import { queueMail } from '../../server/services/mail';
import { backoffMs, drainOutbox, MAX_ATTEMPTS, smtpTransport, type OutgoingMail } from '../../server/services/mailer';
import { claimNextMail } from '../../server/repositories/outbox';
import { fakeSmtp } from './fakeSmtp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Start from an empty outbox: the drain sends everything that is due.
  await t.database.db.delete(mailOutbox);
});
afterAll(() => t.close());

const FROM = 'Ejendomsportal <noreply@ejendomsportal.dk>';

describe('drainOutbox', () => {
  it('sends every unsent mail over SMTP with nodemailer and marks it sent, text and HTML', async () => {
    const smtp = fakeSmtp();
    const url = await smtp.start();
    try {
      const first = await queueMail(t.database.db, {
        to: 'a@demo.test',
        subject: 'Søgeagent "Lager": 1 ny annonce',
        body: 'Hej\nLager i Odense',
        html: '<p>Hej</p>',
      });
      const second = await queueMail(t.database.db, { to: 'b@demo.test', subject: 'Nulstil adgangskode', body: 'Link: https://x' });
      const transport = smtpTransport(url);
      const result = await drainOutbox(t.database.db, transport, { from: FROM });
      transport.close?.();
      expect(result).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['RCPT TO:<a@demo.test>'], ['RCPT TO:<b@demo.test>']]);
      expect(smtp.received[0]!.from).toContain('noreply@ejendomsportal.dk');
      expect(smtp.received[0]!.data).toContain('multipart/alternative');
      expect(smtp.received[0]!.data).toMatch(/Subject: =\?UTF-8\?/);
      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, [first, second]));
      expect(rows.every((r) => r.sentAt !== null && r.attempts === 0)).toBe(true);
      // Nothing left to send.
      expect(await drainOutbox(t.database.db, smtpTransport(url), { from: FROM })).toEqual({ sent: 0, failed: 0 });
    } finally {
      await smtp.stop();
    }
  });

  it('gives every attempt at one mail the same Message-ID, its own, so a second delivery can be told for what it is', async () => {
    const smtp = fakeSmtp();
    const url = await smtp.start();
    const transport = smtpTransport(url);
    try {
      const one = await queueMail(t.database.db, { to: 'a@demo.test', subject: 'En', body: 'En' });
      await queueMail(t.database.db, { to: 'b@demo.test', subject: 'To', body: 'To' });
      expect(await drainOutbox(t.database.db, transport, { from: FROM })).toEqual({ sent: 2, failed: 0 });
      // As if the sender had died after the SMTP server took the mail but before it was marked sent.
      await t.database.db.update(mailOutbox).set({ sentAt: null }).where(eq(mailOutbox.id, one));
      expect(await drainOutbox(t.database.db, transport, { from: FROM })).toEqual({ sent: 1, failed: 0 });
      const [first, second, again] = smtp.received.map((m) => m.messageId);
      expect(first).toMatch(new RegExp(`^<outbox-${String(one)}-\\d+@ejendomsportal\\.dk>$`));
      expect(second).not.toBe(first);
      expect(again).toBe(first);
    } finally {
      transport.close?.();
      await smtp.stop();
    }
  });

  it('keeps a refused mail, with its error, and tries again only after backing off', async () => {
    const smtp = fakeSmtp({ refuse: (rcpt) => rcpt.includes('ukendt@') });
    const url = await smtp.start();
    try {
      const id = await queueMail(t.database.db, { to: 'ukendt@demo.test', subject: 'Hej', body: 'Hej' });
      let clock = new Date('2030-01-01T00:00:00Z');
      const now = () => clock;
      const transport = smtpTransport(url);
      expect(await drainOutbox(t.database.db, transport, { from: FROM, now })).toEqual({ sent: 0, failed: 1 });
      const [failed] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed!.lastError).toContain('550');
      expect(failed!.nextAttemptAt!.getTime()).toBe(clock.getTime() + backoffMs(1));
      // Not yet due.
      expect(await drainOutbox(t.database.db, transport, { from: FROM, now })).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + backoffMs(1));
      expect(await drainOutbox(t.database.db, transport, { from: FROM, now })).toEqual({ sent: 0, failed: 1 });
      const [twice] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(twice!.attempts).toBe(2);
      // Given up after MAX_ATTEMPTS: left in the outbox for staff to see.
      await t.database.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS, nextAttemptAt: null }).where(eq(mailOutbox.id, id));
      expect(await drainOutbox(t.database.db, transport, { from: FROM, now })).toEqual({ sent: 0, failed: 0 });
      transport.close?.();
    } finally {
      await smtp.stop();
    }
  });

  it('leaves a mail claimed by a sender that died until its claim runs out, then sends it once', async () => {
    const id = await queueMail(t.database.db, { to: 'd@demo.test', subject: 'Afbrudt', body: 'Hej' });
    const clock = new Date('2031-01-01T00:00:00Z');
    // A sender claims the mail and dies before sending it.
    const claimed = await claimNextMail(t.database.db, { now: clock, leaseUntil: new Date(clock.getTime() + 60_000), maxAttempts: MAX_ATTEMPTS });
    expect(claimed?.id).toBe(id);
    const sent: OutgoingMail[] = [];
    const transport = {
      send: (mail: OutgoingMail) => {
        sent.push(mail);
        return Promise.resolve();
      },
    };
    expect(await drainOutbox(t.database.db, transport, { from: FROM, now: () => clock })).toEqual({ sent: 0, failed: 0 });
    const later = () => new Date(clock.getTime() + 60_000);
    expect(await drainOutbox(t.database.db, transport, { from: FROM, now: later })).toEqual({ sent: 1, failed: 0 });
    expect(await drainOutbox(t.database.db, transport, { from: FROM, now: later })).toEqual({ sent: 0, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(['Afbrudt']);
  });

  it('backs off 1, 2, 4 ... minutes, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});
