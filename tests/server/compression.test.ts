import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createApp } from '../../server/app.ts';
import { acceptedEncodings } from '../../server/http/compression.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../../server/http/public-cache.ts';
import { TINYMCE_DIR } from '../../server/routes/static-assets.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeFile(join(t.distDir, 'chunks', 'big-B1g4ss3t.js'), bigScript);
  await writeFile(join(t.distDir, 'chunks', 'big-B1g4ss3t.js.br'), brotliCompressSync(bigScript));
  await writeFile(join(t.distDir, 'chunks', 'big-B1g4ss3t.js.gz'), gzipSync(bigScript, { level: 9 }));
  await writeFile(join(t.distDir, 'stale.js'), bigScript);
  await writeFile(join(t.distDir, 'stale.js.br'), brotliCompressSync('export const old = 1;\n'));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await utimes(join(t.distDir, 'stale.js.br'), anHourAgo, anHourAgo);
});
afterAll(() => t.close());

const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'abc'.repeat(i % 7)}";\n`).join('');
const BIG_FILE = '/assets/cms-blocks/chunks/big-B1g4ss3t.js';
const PRODUCT_PAGE = '/p/lavender-essential-oil';

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The body as the client reads it once it undoes the Content-Encoding. */
async function decoded(response: Response): Promise<Buffer> {
  const bytes = await bytesOf(response);
  const encoding = response.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === null) return bytes;
  throw new Error(`Unexpected Content-Encoding ${encoding}`);
}

describe('Accept-Encoding', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['BR, GZIP;q=0', ['br']],
    ['*', ['br', 'gzip']],
    ['br;q=0, *;q=0.1', ['gzip']],
    ['identity', []],
  ])('%j allows %j, the best first', (header, encodings) => {
    expect(acceptedEncodings(header)).toEqual(encodings);
  });
});

describe('compressed answers', () => {
  it('sends a page as brotli when accepted, gzip when only gzip is, and as it is otherwise, always with Vary', async () => {
    const plain = await get(PRODUCT_PAGE);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const html = await bytesOf(plain);
    expect(html.length).toBeGreaterThan(1024);

    const br = await get(PRODUCT_PAGE, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect([br.headers.get('Content-Encoding'), br.headers.get('Content-Type'), br.headers.get('Content-Length')]).toEqual([
      'br',
      'text/html; charset=UTF-8',
      null,
    ]);
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBytes = await bytesOf(br.clone());
    expect(brBytes.length).toBeLessThan(html.length / 2);
    expect((await decoded(br)).equals(html)).toBe(true);

    const gzip = await get(PRODUCT_PAGE, { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect((await decoded(gzip)).equals(html)).toBe(true);

    const refused = await get(PRODUCT_PAGE, { 'Accept-Encoding': 'br;q=0, gzip;q=0, identity' });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(refused)).equals(html)).toBe(true);
  });

  it('compresses a JSON API answer and keeps its Cache-Control', async () => {
    const path = '/api/products?page=1&pageSize=20';
    const plain = await bytesOf(await get(path));
    expect(plain.length).toBeGreaterThan(1024);
    const response = await get(path, { 'Accept-Encoding': 'br' });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(JSON.parse((await decoded(response)).toString('utf8'))).toEqual(JSON.parse(plain.toString('utf8')));
  });

  it('sends a body under 1 KB as it is, with Vary: its length is known or not', async () => {
    const session = await get('/api/session', { 'Accept-Encoding': 'br, gzip' });
    expect(session.headers.get('Content-Encoding')).toBeNull();
    expect(session.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await session.json()).toEqual({ data: null, messages: [] });

    const loader = await get('/assets/cms-blocks/cms-blocks.js', { 'Accept-Encoding': 'br, gzip' });
    expect(loader.headers.get('Content-Encoding')).toBeNull();
    expect(loader.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await loader.text()).toBe('export const loader = true;\n');
  });

  it('leaves HEAD, images and fonts, and Cache-Control: no-transform alone', async () => {
    const app = createApp({ db: t.db, distDir: t.distDir });
    const big = 'x'.repeat(4096);
    app.get('/api/test-only/raw', (c) => c.json({ big }, 200, { 'Cache-Control': 'no-transform' }));
    app.get('/api/test-only/font', (c) => c.body(big, 200, { 'Content-Type': 'font/woff2' }));
    const accept = { headers: { 'Accept-Encoding': 'br, gzip' } };

    const raw = await app.request('/api/test-only/raw', accept);
    expect([raw.headers.get('Content-Encoding'), raw.headers.get('Vary')]).toEqual([null, null]);
    const font = await app.request('/api/test-only/font', accept);
    expect([font.headers.get('Content-Encoding'), font.headers.get('Vary')]).toEqual([null, null]);
    expect(await font.text()).toBe(big);
    const head = await t.app.request(PRODUCT_PAGE, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect([head.status, head.headers.get('Content-Encoding'), head.headers.get('Vary')]).toEqual([200, null, 'Accept-Encoding']);
  });

  it('compresses a file that has no compressed copy as it is sent, and weakens its ETag', async () => {
    const path = '/assets/tinymce/tinymce.min.js';
    const file = await readFile(join(TINYMCE_DIR, 'tinymce.min.js'));
    const plain = await get(path);
    const etag = plain.headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const response = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect([response.headers.get('ETag'), response.headers.get('Content-Length')]).toEqual([`W/${etag}`, null]);
    expect(response.headers.get('Accept-Ranges')).toBeNull();
    expect((await decoded(response)).equals(file)).toBe(true);
    // the weak tag still revalidates (If-None-Match compares weakly)
    expect((await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${etag}` })).status).toBe(304);
  });
});

describe("dist/'s pre-compressed copies", () => {
  it('sends the .br copy with the Content-Type and caching of the file, and an ETag of its own', async () => {
    const plain = await get(BIG_FILE);
    const response = await get(BIG_FILE, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    const copy = await readFile(join(t.distDir, 'chunks', 'big-B1g4ss3t.js.br'));
    expect({
      encoding: response.headers.get('Content-Encoding'),
      type: response.headers.get('Content-Type'),
      cache: response.headers.get('Cache-Control'),
      vary: response.headers.get('Vary'),
      length: response.headers.get('Content-Length'),
    }).toEqual({
      encoding: 'br',
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      length: String(copy.length),
    });
    const etag = response.headers.get('ETag');
    expect(etag).toBe(plain.headers.get('ETag')?.replace(/"$/, '-br"'));
    // the build's bytes, not compressed again
    expect((await bytesOf(response.clone())).equals(copy)).toBe(true);
    expect((await decoded(response)).toString('utf8')).toBe(bigScript);
    expect((await get(BIG_FILE, { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' })).status).toBe(304);
    // another coding's tag is not this one's
    expect((await get(BIG_FILE, { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.get('ETag') ?? '' })).status).toBe(200);
  });

  it('sends the .gz copy to a client without brotli, and the file to one without either', async () => {
    const gzip = await get(BIG_FILE, { 'Accept-Encoding': 'gzip' });
    expect([gzip.headers.get('Content-Encoding'), gzip.headers.get('ETag')]).toEqual(['gzip', expect.stringMatching(/-gzip"$/)]);
    expect((await decoded(gzip)).toString('utf8')).toBe(bigScript);
    const plain = await get(BIG_FILE);
    expect([plain.headers.get('Content-Encoding'), plain.headers.get('Vary')]).toEqual([null, 'Accept-Encoding']);
    expect(plain.headers.get('Content-Length')).toBe(String(Buffer.byteLength(bigScript)));
  });

  it('answers HEAD with the headers GET has, and no body', async () => {
    // One request id for both, which each answer echoes.
    const headers = { 'Accept-Encoding': 'br', 'X-Request-Id': 'head-and-get' };
    const head = await t.app.request(BIG_FILE, { method: 'HEAD', headers });
    const get = await t.app.request(BIG_FILE, { headers });
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
    expect(await head.text()).toBe('');
  });

  it('answers a Range request with 206 and the bytes of the file as stored, never of a copy', async () => {
    const part = await get(BIG_FILE, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Encoding')).toBeNull();
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-19/${Buffer.byteLength(bigScript)}`);
    expect(await part.text()).toBe(bigScript.slice(0, 20));
  });

  it('honours a Range only while If-Range is the file\u2019s ETag', async () => {
    const { headers } = await get(BIG_FILE);
    const etag = headers.get('ETag') ?? '';
    const current = await get(BIG_FILE, { Range: 'bytes=0-9', 'If-Range': etag });
    expect([current.status, await current.text()]).toEqual([206, bigScript.slice(0, 10)]);
    const changed = await get(BIG_FILE, { Range: 'bytes=0-9', 'If-Range': '"0-0"' });
    expect([changed.status, (await changed.text()).length]).toEqual([200, Buffer.byteLength(bigScript)]);
  });

  it('ignores a copy older than its file, left from an earlier build', async () => {
    const response = await get('/assets/cms-blocks/stale.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('ETag')).toMatch(/^W\//);
    expect((await decoded(response)).toString('utf8')).toBe(bigScript);
  });
});
