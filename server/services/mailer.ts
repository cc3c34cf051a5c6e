import nodemailer from 'nodemailer';
import type { Db } from '../db';
import { claimNextMail, markMailFailed, markMailSent } from '../repositories/outbox';

/*
 * The mail outbox is filled in the same transaction as the change a mail is about (services/mail.ts).
 * With SMTP_URL set, the job queue drains it (server/jobs.ts); without it the outbox is where mail stays,
 * and staff read it in the app (GET /api/v2/outbox-mails).
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The same for every attempt at one outbox mail, so a receiving system can tell a second delivery for what it is. */
  messageId: string;
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

/** The outbox row's own Message-ID: its id and creation time, at the sender's domain. */
export function outboxMessageId(mail: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${String(mail.id)}-${String(mail.createdAt.getTime())}@${domain}>`;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends the unsent mails that are due, oldest first, one at a time. Each is claimed before it is sent
 * (repositories/outbox.ts), so senders side by side never send the same mail. A sent mail gets its sentAt; a
 * failure is counted with its error and tried again later, up to MAX_ATTEMPTS.
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  { from, leaseMs = 60_000, now = () => new Date(), batch = 20 }: { from: string; leaseMs?: number; now?: () => Date; batch?: number },
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  const start = now();
  for (let i = 0; i < batch; i++) {
    const claimedAt = now();
    // Only what was due when the drain began: a mail failing now is not tried again in the same drain.
    const mail = await claimNextMail(db, { now: start, leaseUntil: new Date(claimedAt.getTime() + leaseMs), maxAttempts: MAX_ATTEMPTS });
    if (!mail) break;
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        messageId: outboxMessageId(mail, from),
      });
      await markMailSent(db, mail.id, now());
      result.sent += 1;
    } catch (error) {
      await markMailFailed(db, mail.id, {
        error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        nextAttemptAt: new Date(now().getTime() + backoffMs(mail.attempts + 1)),
      });
      result.failed += 1;
    }
  }
  return result;
}
