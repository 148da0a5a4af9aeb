import { randomBytes } from 'node:crypto';
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
}

export const mediaColumns = `m.id, m.file_name as "fileName", m.content_type as "contentType", m.byte_size as "byteSize",
  m.width, m.height, m.url`;

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

/** Stores an uploaded image whose bytes `header` was read from, and answers its entry. */
export async function storeUpload(
  db: Db,
  upload: { fileName: string; bytes: Uint8Array; header: ImageHeader; userId: string },
): Promise<MediaRow> {
  const id = randomBytes(12).toString('base64url');
  const url = `${MEDIA_PREFIX}/${id}/${servedFileName(upload.fileName, upload.header)}`;
  const [row] = await db.query<MediaRow>(
    `insert into media as m (id, file_name, content_type, byte_size, width, height, url, bytes, uploaded_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${mediaColumns}`,
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
    ],
  );
  if (!row) throw new Error('The insert returned no media row');
  return row;
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
