import nodemailer from 'nodemailer';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';
import type { Config } from '../config';

/*
 * The mail outbox is filled in the same transaction as the change a mail is about (services/mail.ts).
 * With SMTP_URL set, the mailer sends what it holds; without it the outbox is where mail stays, and
 * staff read it in the app (GET /api/v2/outbox-mails).
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail is sent; nodemailer's SMTP transport in production, a fake in tests. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** nodemailer over SMTP, e.g. smtp://user:pass@mail.example.dk:587 or smtps://... */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

export const MAX_ATTEMPTS = 10;
const BASE_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** 1, 2, 4, ... minutes after each failure, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends the unsent mails that are due, oldest first, one at a time. A sent mail gets its sentAt; a
 * failure is counted with its error and retried later, up to MAX_ATTEMPTS. Each mail is claimed
 * (its next attempt moved on) before it is sent, so two mailers do not send the same mail.
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  { from, now = () => new Date(), batch = 20 }: { from: string; now?: () => Date; batch?: number },
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  const start = now();
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, start))))
    .orderBy(asc(mailOutbox.id))
    .limit(batch);
  for (const { id } of due) {
    const claimedAt = now();
    const [mail] = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(claimedAt.getTime() + BASE_BACKOFF_MS) })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, claimedAt))))
      .returning();
    if (!mail) continue;
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db.update(mailOutbox).set({ sentAt: now(), lastError: null, nextAttemptAt: null }).where(eq(mailOutbox.id, id));
      result.sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
        })
        .where(eq(mailOutbox.id, id));
      result.failed += 1;
    }
  }
  return result;
}

export interface Mailer {
  stop(): Promise<void>;
}

/** main.ts: drains the outbox every MAIL_POLL_MS when SMTP_URL is set; null when it is not. */
export function startMailer(
  db: Db,
  config: Pick<Config, 'mail'>,
  log: { info: (msg: string) => void; error: (err: unknown, msg?: string) => void },
  transport: MailTransport | undefined = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined,
): Mailer | null {
  if (!transport) return null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const { sent, failed } = await drainOutbox(db, transport, { from: config.mail.from });
        if (sent > 0 || failed > 0) log.info(`mail: ${sent} sent, ${failed} failed`);
      } catch (err) {
        log.error(err, 'mail outbox drain failed');
      }
    });
  };
  const timer = setInterval(tick, config.mail.pollMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close?.();
    },
  };
}
