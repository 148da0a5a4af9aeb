import { createHash, randomBytes } from 'node:crypto';
import { MEDIA_PREFIX } from '#contracts/slot-references.ts';
import type { Db } from '../db/database.ts';
import { MEDIA_EXTENSIONS, type ImageHeader } from './image-type.ts';

/** One entry of the media list, as the picker and the check on save read it. */
export interface MediaRow {
  id: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  url: string;
  /** What the picture shows, for visitors who cannot see it; '' when none is written yet. */
  altText: string;
}

export const mediaColumns = `m.id, m.file_name as "fileName", m.content_type as "contentType", m.byte_size as "byteSize",
  m.width, m.height, m.url, m.alt_text as "altText"`;

const FILE_NAME_MAX_LENGTH = 120;

/**
 * The name an upload is listed under: the last part of what the browser sent (some send a whole
 * path), without control characters, shortened; "image" when nothing is left.
 */
export function listedFileName(sent: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const name = (sent.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name.slice(0, FILE_NAME_MAX_LENGTH) || 'image';
}

/**
 * The last part of an upload's URL: its name in lowercase words joined by dashes, ending as its
 * real type does (a PNG named photo.jpg is served as photo.png).
 */
export function servedFileName(fileName: string, header: ImageHeader): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'image'}.${MEDIA_EXTENSIONS[header.type]}`;
}

/** The hex SHA-256 of an upload's bytes: the same file uploaded twice has the same one. */
const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores an uploaded image whose bytes `header` was read from, and answers its entry; when the
 * library already holds the same bytes, it answers that entry, and stores nothing but the
 * description sent with it where the entry has none. Two
 * identical uploads at once store one: the second waits on the unique index and finds the first.
 */
export async function storeUpload(
  db: Db,
  upload: { fileName: string; bytes: Uint8Array; header: ImageHeader; userId: string; alt: string },
): Promise<{ row: MediaRow; alreadyInLibrary: boolean }> {
  const id = randomBytes(12).toString('base64url');
  const url = `${MEDIA_PREFIX}/${id}/${servedFileName(upload.fileName, upload.header)}`;
  const hash = contentHash(upload.bytes);
  const [row] = await db.query<MediaRow>(
    `insert into media as m (id, file_name, content_type, byte_size, width, height, url, bytes, uploaded_by_user_id, alt_text, content_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (content_hash) do nothing returning ${mediaColumns}`,
    [
      id,
      upload.fileName,
      upload.header.type,
      upload.bytes.byteLength,
      upload.header.width,
      upload.header.height,
      url,
      upload.bytes,
      upload.userId,
      upload.alt,
      hash,
    ],
  );
  if (row) return { row, alreadyInLibrary: false };
  // the entry as it is, but a description sent with the copy fills one it lacks, so what was typed is kept
  const [stored] = await db.query<MediaRow>(
    `update media as m set alt_text = case when m.alt_text = '' then $2 else m.alt_text end
     where m.content_hash = $1 returning ${mediaColumns}`,
    [hash, upload.alt],
  );
  // note: only if the entry it collided with was deleted in between; the next try stores it anew
  if (!stored) throw new Error('The media entry with the same content is gone');
  return { row: stored, alreadyInLibrary: true };
}

/** Every entry of the media library, newest first: the library screen's list. */
export const listMedia = (db: Db): Promise<MediaRow[]> =>
  db.query<MediaRow>(`select ${mediaColumns} from media m order by m.created_at desc, m.id`);

/** Sets the alt text of the entry `id`; null when there is none. */
export async function updateMediaAlt(db: Db, id: string, alt: string): Promise<MediaRow | null> {
  const [row] = await db.query<MediaRow>(`update media as m set alt_text = $2 where m.id = $1 returning ${mediaColumns}`, [
    id,
    alt,
  ]);
  return row ?? null;
}

/** Removes the entry `id` and its bytes; false when there was none. */
export async function deleteMedia(db: Db, id: string): Promise<boolean> {
  return (await db.query('delete from media where id = $1 returning id', [id])).length > 0;
}

/** An upload's type and bytes, when `id` and `name` are those of its URL; null otherwise. */
export async function findUpload(
  db: Db,
  id: string,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  const [row] = await db.query<{ contentType: string; bytes: Uint8Array<ArrayBuffer> }>(
    `select content_type as "contentType", bytes from media where url = $1 and bytes is not null`,
    [`${MEDIA_PREFIX}/${id}/${name}`],
  );
  return row ?? null;
}
