import { Hono, type Context } from 'hono';
import { MEDIA_MAX_BYTES, type ReferenceItem } from '#contracts/references.ts';
import { MEDIA_PREFIX } from '#contracts/slot-references.ts';
import { allow } from '../auth/guards.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitBody } from '../http/body-limit.ts';
import { errorMessage, fieldMessage, respond } from '../http/envelope.ts';
import { readImageHeader } from '../media/image-type.ts';
import { formatByteSize, mediaItem } from '../media/media-item.ts';
import { findUpload, listedFileName, storeUpload } from '../media/media-store.ts';

/** Route pattern of an upload's URL (`/media/{id}/{name}`), mounted before the session middleware. */
export const MEDIA_ROUTE = `${MEDIA_PREFIX}/:id{[A-Za-z0-9_-]{1,64}}/:name{[a-z0-9-]+\\.[a-z]+}`;

// The multipart framing around the file (boundaries, part headers) is small; this leaves it room.
const UPLOAD_BODY_MAX_BYTES = MEDIA_MAX_BYTES + 64 * 1024;

const TOO_LARGE_TEXT = `This image is larger than ${formatByteSize(MEDIA_MAX_BYTES)}. Choose a smaller one, or save it smaller and try again.`;
const UNSUPPORTED_TYPE_TEXT = 'Only PNG, JPEG, WebP and GIF images can be uploaded, and this file is none of them.';
const NO_FILE_TEXT = 'Choose an image to upload.';

const refuseFile = (c: Context, code: string, text: string) => respond(c, 422, null, [fieldMessage('file', code, text)]);
const tooLarge = (c: Context) => refuseFile(c, 'tooLarge', TOO_LARGE_TEXT);

/** The form's `file`, or null when it has none (or the body is no form at all). */
async function readFileField(c: Context): Promise<File | null> {
  try {
    const { file } = await c.req.parseBody();
    return file instanceof File ? file : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/cms/media (uploadMediaEndpoint): an administrator adds an image to the media list.
 * Its type is read from its bytes (server/media/image-type.ts); the name it came with only names it.
 * Mounted outside the API's own body limit: this route allows an image's size.
 */
export function mediaUploadRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use(allow('admin'))
    .use(limitBody(UPLOAD_BODY_MAX_BYTES, tooLarge))
    .post('/', async (c) => {
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
        return respond(c, 415, null, [
          errorMessage('body', 'unsupportedMediaType', 'Send the image as a form upload (Content-Type: multipart/form-data).'),
        ]);
      }
      const file = await readFileField(c);
      if (!file) return refuseFile(c, 'required', NO_FILE_TEXT);
      if (file.size > MEDIA_MAX_BYTES) return tooLarge(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const header = readImageHeader(bytes);
      if (!header) return refuseFile(c, 'unsupportedType', UNSUPPORTED_TYPE_TEXT);
      const row = await storeUpload(db, { fileName: listedFileName(file.name), bytes, header, userId: c.var.user.id });
      return respond<ReferenceItem>(c, 200, mediaItem(row));
    });
}

/**
 * GET /media/{id}/{name}: an uploaded image, as its stored type. What is under an id never
 * changes, so browsers may keep it for a year; and whatever the bytes hold, they are never run
 * (no sniffing, a sandbox with no powers if opened as a document).
 */
export const serveMedia = (db: Db) => async (c: Context) => {
  const upload = await findUpload(db, c.req.param('id') ?? '', c.req.param('name') ?? '');
  if (!upload) return c.notFound();
  return c.body(upload.bytes, 200, {
    'Content-Type': upload.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
};
