import * as v from 'valibot';
import { MEDIA_MAX_BYTES, referencesEndpoint, uploadMediaEndpoint, type ReferenceItem } from '#contracts/references.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { readImageHeader } from '../../server/media/image-type.ts';
import { formatByteSize } from '../../server/media/media-item.ts';
import { listedFileName } from '../../server/media/media-store.ts';
import { gifBytes, jpegBytes, pngBytes, webpLosslessBytes, webpLossyBytes, webpVp8xBytes } from './support/image-bytes.ts';
import { createTestApp, login, type TestApp } from './support/test-app.ts';

const text = (content: string) => new TextEncoder().encode(content);

describe('reading an image type from its bytes', () => {
  it('reads the type and size of PNG, JPEG, GIF and the three kinds of WebP', () => {
    expect(readImageHeader(pngBytes(1200, 800))).toEqual({ type: 'image/png', width: 1200, height: 800 });
    expect(readImageHeader(jpegBytes(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(readImageHeader(gifBytes(16, 9))).toEqual({ type: 'image/gif', width: 16, height: 9 });
    expect(readImageHeader(webpVp8xBytes(3000, 2000))).toEqual({ type: 'image/webp', width: 3000, height: 2000 });
    expect(readImageHeader(webpLosslessBytes(300, 200))).toEqual({ type: 'image/webp', width: 300, height: 200 });
    expect(readImageHeader(webpLossyBytes(1024, 768))).toEqual({ type: 'image/webp', width: 1024, height: 768 });
  });

  it('keeps the type of an image whose header is cut short, without a size', () => {
    expect(readImageHeader(pngBytes(10, 10).slice(0, 12))).toEqual({ type: 'image/png', width: null, height: null });
    expect(readImageHeader(jpegBytes(10, 10).slice(0, 6))).toEqual({ type: 'image/jpeg', width: null, height: null });
  });

  it('keeps no size a PNG claims beyond what the table stores (an SQL integer)', () => {
    expect(readImageHeader(pngBytes(0x80000000, 10))).toEqual({ type: 'image/png', width: null, height: null });
    expect(readImageHeader(pngBytes(2 ** 31 - 1, 1))).toEqual({ type: 'image/png', width: 2 ** 31 - 1, height: 1 });
  });

  it('knows nothing else: SVG, HTML, text and empty files are no images here', () => {
    expect(readImageHeader(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(readImageHeader(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(readImageHeader(text('GIF8'))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });
});

describe('the names of uploads', () => {
  it('lists the last part of the name sent, without control characters, shortened', () => {
    expect(listedFileName('C:\\Users\\me\\Holiday photo.PNG')).toBe('Holiday photo.PNG');
    expect(listedFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(listedFileName('   ')).toBe('image');
    expect(listedFileName(`${'x'.repeat(200)}.png`)).toHaveLength(120);
  });

  it('writes sizes as people read them', () => {
    expect([formatByteSize(57), formatByteSize(86_016), formatByteSize(MEDIA_MAX_BYTES), formatByteSize(1_468_006)]).toEqual([
      '57 bytes',
      '84 KB',
      '2 MB',
      '1.4 MB',
    ]);
  });
});

describe('the media upload', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin', 'admin_123');
  });
  afterAll(() => t.close());

  function upload(file: Blob, fileName: string, cookie = admin, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.append('file', file, fileName);
    return t.app.request(uploadMediaEndpoint.path, { method: 'POST', body: form, headers: { Cookie: cookie, ...headers } });
  }

  async function uploaded(response: Response): Promise<ReferenceItem> {
    expect(response.status).toBe(200);
    return v.parse(uploadMediaEndpoint.data, ((await response.json()) as Envelope<unknown>).data);
  }

  async function refusal(response: Response) {
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope<unknown>;
    expect(body.data).toBeNull();
    return body.messages.map(({ source, code }) => ({ source, code }));
  }

  const mediaCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from media'))[0]?.n;

  it('answers 401 signed out and 403 to a customer, storing nothing', async () => {
    const before = await mediaCount();
    expect((await upload(new Blob([pngBytes(2, 2)]), 'a.png', '')).status).toBe(401);
    const customer = await login(t.app, 'customer', 'customer_123');
    expect((await upload(new Blob([pngBytes(2, 2)]), 'a.png', customer)).status).toBe(403);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an upload from another site', async () => {
    const response = await upload(new Blob([pngBytes(2, 2)]), 'a.png', admin, { Origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
  });

  it('stores a PNG named .jpg as the PNG it is, and serves it as one, never to be run', async () => {
    const png = pngBytes(3, 2);
    const item = await uploaded(await upload(new Blob([png], { type: 'image/jpeg' }), 'Holiday Photo.jpg'));
    expect(item).toEqual({
      value: expect.stringMatching(/^\/media\/[\w-]+\/holiday-photo\.png$/),
      label: 'Holiday Photo.jpg',
      detail: `3 × 2 · ${png.byteLength} bytes`,
      thumbnail: item.value,
    });
    const served = await t.app.request(item.value);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('lists an upload in the image picker, newest first, and finds it by its URL', async () => {
    const item = await uploaded(await upload(new Blob([gifBytes(40, 30)]), 'spinner.gif'));
    const search = await t.app.request('/api/cms/references/image?q=spinner', { headers: { Cookie: admin } });
    const found = v.parse(referencesEndpoint.data, ((await search.json()) as Envelope<unknown>).data);
    expect(found[0]).toEqual(item);
    const lookup = await t.app.request(`/api/cms/references/image?value=${encodeURIComponent(item.value)}`, {
      headers: { Cookie: admin },
    });
    expect(v.parse(referencesEndpoint.data, ((await lookup.json()) as Envelope<unknown>).data)).toEqual([item]);
  });

  it('refuses an HTML file named .png and an SVG, on the field file', async () => {
    const before = await mediaCount();
    const html = await upload(new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' }), 'cat.png');
    expect(await refusal(html)).toEqual([{ source: 'file', code: 'unsupportedType' }]);
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    expect(await refusal(await upload(svg, 'logo.svg'))).toEqual([{ source: 'file', code: 'unsupportedType' }]);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an image over the size limit, however far over, in words naming the limit', async () => {
    const justOver = new Blob([pngBytes(100, 100), new Uint8Array(MEDIA_MAX_BYTES)]);
    const response = await upload(justOver, 'big.png');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Envelope<unknown>).messages).toEqual([
      expect.objectContaining({
        source: 'file',
        code: 'tooLarge',
        value: expect.stringContaining('larger than 2 MB') as unknown,
      }),
    ]);
    const farOver = new Blob([pngBytes(100, 100), new Uint8Array(MEDIA_MAX_BYTES * 2)]);
    expect(await refusal(await upload(farOver, 'huge.png'))).toEqual([{ source: 'file', code: 'tooLarge' }]);
    const atLimit = new Blob([pngBytes(100, 100), new Uint8Array(MEDIA_MAX_BYTES - 33)]);
    expect((await upload(atLimit, 'exact.png')).status).toBe(200);
  });

  it('asks for a file when the form has none, and for a form when the body is none', async () => {
    const form = new FormData();
    form.append('title', 'no file');
    const empty = await t.app.request(uploadMediaEndpoint.path, { method: 'POST', body: form, headers: { Cookie: admin } });
    expect(await refusal(empty)).toEqual([{ source: 'file', code: 'required' }]);
    const json = await t.app.request(uploadMediaEndpoint.path, {
      method: 'POST',
      body: '{}',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(415);
  });

  it('keeps the 1 MB limit of every other API call', async () => {
    const response = await t.app.request('/api/cms/pages', {
      method: 'POST',
      body: JSON.stringify({ title: 'Big', slug: 'big', content: 'x'.repeat(1024 * 1024) }),
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('answers 404 for an id there is not, a wrong name, and a demo picture under /media', async () => {
    const item = await uploaded(await upload(new Blob([pngBytes(1, 1)]), 'dot.png'));
    const id = item.value.split('/')[2] ?? '';
    expect((await t.app.request(`/media/${id}/other.png`)).status).toBe(404);
    expect((await t.app.request('/media/nosuchid/dot.png')).status).toBe(404);
    expect((await t.app.request('/media/demo-banner-spring-essentials/banner-spring-essentials.svg')).status).toBe(404);
  });
});
