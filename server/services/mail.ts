import type { DbOrTx } from '../db';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** An HTML alternative to the text body. */
  html?: string;
}

/**
 * Mail goes to the outbox table in the same transaction as the change that causes it, so a mail is
 * never sent for a change that rolled back. The mailer (services/mailer.ts) drains it over SMTP when
 * SMTP_URL is set; otherwise the outbox is where mail stays, and staff read it in the app.
 * Answers the mail's id.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox: insert returned no row');
  return row.id;
}
