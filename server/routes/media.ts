import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { MediaAltSchema, updateMediaEndpoint } from '#contracts/media-library.ts';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { MEDIA_MAX_BYTES, type MediaUpload, type ReferenceItem } from '#contracts/references.ts';
import { MEDIA_PREFIX } from '#contracts/slot-references.ts';
import { allow } from '../auth/guards.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitUpload } from '../http/body-limit.ts';
import { errorMessage, fieldMessage, respond } from '../http/envelope.ts';
import { checkImage, MAX_IMAGE_PIXELS, type ImageCheck, type MediaType } from '../media/image-type.ts';
import { formatByteSize, mediaItem } from '../media/media-item.ts';
import { readEndpointBody } from '../http/validate.ts';
import { deleteMedia, findUpload, listedFileName, storeUpload, updateMediaAlt } from '../media/media-store.ts';

/** Route pattern of an upload's URL (`/media/{id}/{name}`), mounted before the session middleware. */
export const MEDIA_ROUTE = `${MEDIA_PREFIX}/:id{[A-Za-z0-9_-]{1,64}}/:name{[a-z0-9-]+\\.[a-z]+}`;

// The multipart framing around the file (boundaries, part headers) is small; this leaves it room.
const UPLOAD_BODY_MAX_BYTES = MEDIA_MAX_BYTES + 64 * 1024;
// A file over the limit is read to its end before it is refused, up to a camera's largest photos.
const UPLOAD_READ_AT_MOST_BYTES = 64 * 1024 * 1024;

const TOO_LARGE_TEXT = `This image is larger than ${formatByteSize(MEDIA_MAX_BYTES)}. Choose a smaller one, or save it smaller and try again.`;
const UNSUPPORTED_TYPE_TEXT = 'Only PNG, JPEG, WebP and GIF images can be uploaded, and this file is none of them.';
const NO_FILE_TEXT = 'Choose an image to upload.';
const TYPE_NAMES: Record<MediaType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};
const malformedText = (type: MediaType) =>
  `This file is not a whole ${TYPE_NAMES[type]} image: it is damaged, or holds something else. Open it in an image editor, save it again and try again.`;
const tooManyPixelsText = (width: number, height: number) =>
  `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels, more than the ${MAX_IMAGE_PIXELS / 1_000_000} megapixels allowed. Save it smaller and try again.`;

const MEDIA_NOT_FOUND_TEXT = 'There is no such image in the media library.';

const refuseFile = (c: Context, code: string, text: string) => respond(c, 422, null, [fieldMessage('file', code, text)]);
const tooLarge = (c: Context) => refuseFile(c, 'tooLarge', TOO_LARGE_TEXT);

/** The refusal of a file that is no image the library takes, in words saying why. */
function refuseImage(c: Context, check: Exclude<ImageCheck, { problem: null }>) {
  if (check.problem === 'malformed') return refuseFile(c, 'malformed', malformedText(check.type));
  if (check.problem === 'tooManyPixels')
    return refuseFile(c, 'tooManyPixels', tooManyPixelsText(check.image.width, check.image.height));
  return refuseFile(c, 'unsupportedType', UNSUPPORTED_TYPE_TEXT);
}
const mediaNotFound = (c: Context) => respond(c, 404, null, [errorMessage('media', 'notFound', MEDIA_NOT_FOUND_TEXT)]);

/** The entry id in the path, or null for anything that is no token (which names no entry: 404). */
const mediaId = (c: Context) => {
  const id = c.req.param('id') ?? '';
  return TOKEN_PATTERN.test(id) ? id : null;
};

/** The form's `file` and optional `alt`, or null when it has no file (or the body is no form at all). */
async function readUploadForm(c: Context): Promise<{ file: File; alt: unknown } | null> {
  try {
    const { file, alt = '' } = await c.req.parseBody();
    return file instanceof File ? { file, alt } : null;
  } catch {
    return null;
  }
}

/**
 * The media library's calls, at /api/cms/media, administrators only. POST (uploadMediaEndpoint)
 * adds an image to the media list: its type and size are read from its whole structure
 * (server/media/image-type.ts), the name it came with only names it, and the same bytes again answer the entry already there.
 * PATCH and DELETE /{id} change an entry's alt text and remove it. Mounted outside the API's own
 * body limit: the upload allows an image's size.
 */
export function mediaLibraryRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use(allow('admin'))
    .use(limitUpload(UPLOAD_BODY_MAX_BYTES, UPLOAD_READ_AT_MOST_BYTES, tooLarge))
    .post('/', async (c) => {
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
        return respond(c, 415, null, [
          errorMessage('body', 'unsupportedMediaType', 'Send the image as a form upload (Content-Type: multipart/form-data).'),
        ]);
      }
      const form = await readUploadForm(c);
      if (!form) return refuseFile(c, 'required', NO_FILE_TEXT);
      const { file } = form;
      if (file.size > MEDIA_MAX_BYTES) return tooLarge(c);
      const alt = v.safeParse(MediaAltSchema, typeof form.alt === 'string' ? form.alt : null);
      if (!alt.success) return respond(c, 422, null, [fieldMessage('alt', 'invalid', alt.issues[0].message)]);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkImage(bytes);
      if (check.problem !== null) return refuseImage(c, check);
      const { row, alreadyInLibrary } = await storeUpload(db, {
        fileName: listedFileName(file.name),
        bytes,
        header: check.image,
        userId: c.var.user.id,
        alt: alt.output,
      });
      return respond<MediaUpload>(c, 200, { ...mediaItem(row), alreadyInLibrary });
    })
    .patch('/:id', async (c) => {
      const id = mediaId(c);
      if (!id) return mediaNotFound(c);
      const { alt } = await readEndpointBody(c, updateMediaEndpoint);
      const row = await updateMediaAlt(db, id, alt);
      return row ? respond<ReferenceItem>(c, 200, mediaItem(row)) : mediaNotFound(c);
    })
    .delete('/:id', async (c) => {
      const id = mediaId(c);
      if (!id) return mediaNotFound(c);
      return (await deleteMedia(db, id)) ? respond<null>(c, 200, null) : mediaNotFound(c);
    });
}

/**
 * GET /media/{id}/{name}: an uploaded image, as its stored type. What is under an id never
 * changes, but an administrator may delete it: browsers and shared caches keep it for a day, not a
 * year, so a deleted image stops being served within one. Whatever the bytes hold, they are never
 * run (no sniffing, a sandbox with no powers if opened as a document).
 */
export const serveMedia = (db: Db) => async (c: Context) => {
  const name = c.req.param('name') ?? '';
  const upload = await findUpload(db, c.req.param('id') ?? '', name);
  if (!upload) return c.notFound();
  return c.body(upload.bytes, 200, {
    'Content-Type': upload.contentType,
    // The name is the URL's, lowercase words and one extension (MEDIA_ROUTE): nothing to quote or escape.
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
};
