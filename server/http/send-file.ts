import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { Context } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';

/** hono's MIME table has no WebVTT; a caption track must be served as text/vtt or browsers ignore it. */
const MIME_TYPES = { ...mimes, vtt: 'text/vtt; charset=utf-8' };

/** The bytes a Range header asks for (inclusive), the whole file, or none the file has. */
type RequestedPart = { start: number; end: number } | 'whole' | 'unsatisfiable';

/** One `bytes=first-[last]` or `bytes=-suffix` range (RFC 9110 §14.1.2); units are case-insensitive. */
const SINGLE_BYTE_RANGE = /^bytes=(?:(\d+)-(\d*)|-(\d+))$/i;

/**
 * A Range header this server does not support (another unit, bad syntax, a last byte before the
 * first, several ranges: there are no multipart answers) is ignored, as RFC 9110 §14.2 allows and
 * `send` (Express) does for several ranges: the whole file. A range starting past the end, or an
 * empty suffix, is unsatisfiable (416).
 */
function requestedPart(range: string | undefined, size: number): RequestedPart {
  const match = range === undefined ? null : SINGLE_BYTE_RANGE.exec(range);
  if (!match) return 'whole';
  const [, first, last, suffix] = match;
  if (suffix !== undefined) {
    const length = Number(suffix);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Answers a GET or HEAD with the file at `path`, or null when there is no such file: 200 with all
 * of it, 206 with the one range asked for (video players fetch and seek so), or 416 with
 * `Content-Range: bytes *\/SIZE`. The one Range handling of every route that serves files.
 */
export async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response | null> {
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) return null;
  const { size } = stats;
  // RFC 9110 §14.2 defines Range for GET only: a HEAD answers as for the whole file, without it.
  const head = c.req.method === 'HEAD';
  const part = head ? 'whole' : requestedPart(c.req.header('Range'), size);
  c.header('Content-Type', getMimeType(path, MIME_TYPES) ?? 'application/octet-stream');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', cacheControl);
  c.header('Accept-Ranges', 'bytes');
  if (part === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  if (part !== 'whole') c.header('Content-Range', `bytes ${part.start}-${part.end}/${size}`);
  c.header('Content-Length', String(part === 'whole' ? size : part.end - part.start + 1));
  const status = part === 'whole' ? 200 : 206;
  // Not opened for a HEAD, whose answer has no body: the stream would be left unread.
  if (head) return c.body(null, status);
  return c.body(createStreamBody(createReadStream(path, part === 'whole' ? {} : part)), status);
}
