import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** The content codings this server writes, the better first: brotli's files of this build are 12% smaller than gzip's. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The file the build writes beside a dist/ file in each coding (scripts/compress-dist.ts). */
export const ENCODED_FILE_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Smaller bodies go as they are: the coding's framing and a CPU pass would save a few bytes at best. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text, JSON, JS, SVG, XML...: hono's list, which leaves out images, fonts like woff2 and archives (already compressed). */
export const isCompressible = (contentType: string | null | undefined): boolean =>
  contentType != null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

/**
 * The codings `Accept-Encoding` allows, the one to use first: the highest q, brotli on a tie. A
 * coding it names with q=0, or does not name and `*` does not cover, is refused; no header means
 * none (RFC 9110 §12.5.3 allows any, but a client that sends none rarely decodes one).
 */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const quality = (encoding: Encoding) => accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
  return ENCODINGS.filter((encoding) => quality(encoding) > 0).sort((a, b) => quality(b) - quality(a));
}

/** `vary` with `Accept-Encoding` in it once: a cache must keep one copy of the answer per coding. */
function varyingOnAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  return vary.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Per-request settings. Measured on the 223 KB React chunk: brotli 5 takes 5.6 ms (65.8 KB), 4 is
 * 6% bigger, 6 barely smaller and up to 2x slower; 11, the build's for dist/, takes 360 ms for 9%
 * fewer bytes. The 14 KB product page: 0.5 ms.
 */
function compressor(encoding: Encoding) {
  if (encoding === 'gzip') return createGzip({ level: 6 } satisfies ZlibOptions);
  return createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  } satisfies BrotliOptions);
}

/** The body's first chunks, at least `bytes` of them unless the body ends sooner. */
async function readAtLeast(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < bytes) {
    const { done, value } = await reader.read();
    if (done) return { chunks, length, ended: true };
    chunks.push(value);
    length += value.byteLength;
  }
  return { chunks, length, ended: false };
}

/** `head`, then what `reader` still holds; cancels the body when the answer is abandoned. */
async function* rest(head: readonly Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    yield* head;
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    // note: cancel() rejects only for a body that failed, whose read already threw.
    await reader.cancel().catch(() => null);
  }
}

/**
 * Compresses text answers (pages, JSON, JS, CSS, SVG) with brotli or gzip as `Accept-Encoding`
 * allows, and marks every one of them `Vary: Accept-Encoding`, compressed or not. It leaves alone
 * HEAD, 204, 206 (a range counts bytes of the file as stored), 304, a body under 1 KB, an answer
 * already encoded (dist/'s pre-compressed files, see send-file.ts) and `Cache-Control: no-transform`.
 * The body streams through zlib; a body of unknown length is read up to 1 KB first to know if it
 * is worth it. A strong ETag becomes weak, as the compressed bytes depend on the zlib version.
 *
 * Not `hono/compress`: it uses CompressionStream, which has no brotli on Node 20, and no level.
 */
export const compression = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!isCompressible(headers.get('Content-Type')) || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
  c.header('Vary', varyingOnAcceptEncoding(headers.get('Vary')));
  const length = c.res.headers.get('Content-Length');
  const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
  const { body, status } = c.res;
  if (
    !encoding ||
    !body ||
    c.req.method === 'HEAD' ||
    [204, 206, 304].includes(status) ||
    c.res.headers.has('Content-Encoding') ||
    (length !== null && Number(length) < MIN_COMPRESSED_BYTES)
  ) {
    return;
  }

  const reader = body.getReader();
  const head = await readAtLeast(reader, MIN_COMPRESSED_BYTES);
  if (head.ended) {
    c.res = new Response(Buffer.concat(head.chunks), c.res);
    c.res.headers.set('Content-Length', String(head.length));
    return;
  }
  const compressed = compressor(encoding);
  // note: a failed read destroys the compressor, which errors the answer's stream: nothing more to do.
  void pipeline(Readable.from(rest(head.chunks, reader)), compressed).catch(() => null);
  // note: node:stream/web's ReadableStream is the global one; only their type declarations differ.
  c.res = new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, c.res);
  c.res.headers.delete('Content-Length');
  // A Range request gets the file as stored (send-file.ts): ranges of these bytes are not served.
  c.res.headers.delete('Accept-Ranges');
  c.res.headers.set('Content-Encoding', encoding);
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
});
