import type { DbOrTx } from '../db';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Mail goes to the outbox table in the same transaction as the change that causes it, so a mail is
 * never sent for a change that rolled back. A sender (SMTP when configured) drains the outbox.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
