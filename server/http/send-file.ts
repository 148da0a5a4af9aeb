import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { Context } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';
import { acceptedEncodings, ENCODED_FILE_SUFFIX, isCompressible, type Encoding } from './compression.ts';

/** hono's MIME table has no WebVTT; a caption track must be served as text/vtt or browsers ignore it. */
const MIME_TYPES = { ...mimes, vtt: 'text/vtt; charset=utf-8' };

/** The Content-Type a file is served with. */
export const contentTypeOf = (path: string): string => getMimeType(path, MIME_TYPES) ?? 'application/octet-stream';

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
 * A strong validator from size and modification time, as nginx makes them; a coding's file gets
 * its own (`"…-br"`), so a cache never takes one coding's bytes for another's.
 */
const entityTag = (stats: Stats, encoding?: Encoding) =>
  `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/** If-None-Match holds `tag` (weak comparison, RFC 9110 §13.1.2), or `*`. */
function noneMatchHolds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || opaque(value) === opaque(tag));
}

/**
 * The file's pre-compressed copy (`NAME.br`, `NAME.gz`) in the best coding the request accepts,
 * when there is one at least as new as the file: a copy older than the file is left over from an
 * earlier build.
 */
async function encodedCopy(c: Context, path: string, original: Stats) {
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const encodedPath = path + ENCODED_FILE_SUFFIX[encoding];
    const stats = await stat(encodedPath).catch(() => null);
    if (stats?.isFile() && stats.mtimeMs >= original.mtimeMs) return { encoding, path: encodedPath, size: stats.size };
  }
  return null;
}

export interface SendFileOptions {
  /**
   * Serve `NAME.br` or `NAME.gz` beside the file (scripts/compress-dist.ts writes them for dist/)
   * when the request accepts that coding: brotli at its best quality, not compressed per request.
   */
  precompressed?: boolean;
}

/**
 * Answers a GET or HEAD with the file at `path`, or null when there is no such file: 200 with all
 * of it, 206 with the one range asked for (video players fetch and seek so), or 416 with
 * `Content-Range: bytes *\/SIZE`; 304 when If-None-Match holds its ETag. A range is always of the
 * file as stored, never of a compressed copy, and an If-Range that is not its ETag asks for all of
 * it. The one Range handling of every route that serves files.
 */
export async function sendFile(
  c: Context,
  path: string,
  cacheControl: string,
  { precompressed = false }: SendFileOptions = {},
): Promise<Response | null> {
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) return null;
  const { size } = stats;
  const contentType = contentTypeOf(path);
  // RFC 9110 §14.2 defines Range for GET only: a HEAD answers as for the whole file, without it.
  const head = c.req.method === 'HEAD';
  const ifRange = c.req.header('If-Range');
  const range = ifRange === undefined || ifRange === entityTag(stats) ? c.req.header('Range') : undefined;
  const part = head ? 'whole' : requestedPart(range, size);
  const offersCodings = precompressed && isCompressible(contentType);
  const encoded = offersCodings && part === 'whole' ? await encodedCopy(c, path, stats) : null;
  c.header('Content-Type', contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', cacheControl);
  c.header('ETag', entityTag(stats, encoded?.encoding));
  if (offersCodings) c.header('Vary', 'Accept-Encoding');
  if (noneMatchHolds(c.req.header('If-None-Match'), entityTag(stats, encoded?.encoding))) return c.body(null, 304);
  if (encoded) {
    c.header('Content-Encoding', encoded.encoding);
    c.header('Content-Length', String(encoded.size));
    return head ? c.body(null, 200) : c.body(createStreamBody(createReadStream(encoded.path)), 200);
  }
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
