import type { DbOrTx } from '../db';
import { insertMail } from '../repositories/outbox';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** An HTML alternative to the text body. */
  html?: string;
  /** Where an answer goes, when not to the sender (an enquiry's mail: the enquirer). */
  replyTo?: string;
}

/**
 * Mail goes to the outbox table in the same transaction as the change that causes it, so a mail is
 * never sent for a change that rolled back. The mailer (services/mailer.ts) drains it over SMTP when
 * SMTP_URL is set; otherwise the outbox is where mail stays, and staff read it in the app.
 * Answers the mail's id.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<number> {
  return insertMail(db, mail);
}
