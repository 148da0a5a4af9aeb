import type { Db } from '../db/database.ts';

/** A mail as the reference server would send it: plain text only. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  createdAt: Date;
}

/**
 * The reference server sends no mail: it keeps each one in the outbox table, where /dev/outbox
 * shows it. A production host puts its mail service here.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.query('insert into mail_outbox (to_address, subject, body_text) values ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.text,
  ]);
}

/** The newest mails first. */
export async function listMail(db: Db, limit = 50): Promise<StoredMail[]> {
  return db.query<StoredMail>(
    `select id::text as id, to_address as "to", subject, body_text as text, created_at as "createdAt"
     from mail_outbox order by created_at desc, id desc limit $1`,
    [limit],
  );
}
