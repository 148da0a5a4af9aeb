import type { Db } from '../db/database.ts';

export interface NewContactMessage {
  siteId: string;
  name: string;
  comment: string;
  email: string;
  /** null when the visitor gave none. */
  phone: string | null;
}

export interface StoredContactMessage extends NewContactMessage {
  id: string;
  createdAt: Date;
}

export async function storeContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.query('insert into contact_messages (site_id, name, comment, email, phone) values ($1, $2, $3, $4, $5)', [
    message.siteId,
    message.name,
    message.comment,
    message.email,
    message.phone,
  ]);
}

/** The site's newest messages first, at most `limit`. */
export async function listContactMessages(db: Db, siteId: string, limit: number): Promise<StoredContactMessage[]> {
  return db.query<StoredContactMessage>(
    `select id::text as id, site_id as "siteId", name, comment, email, phone, created_at as "createdAt"
     from contact_messages where site_id = $1 order by created_at desc, id desc limit $2`,
    [siteId, limit],
  );
}
