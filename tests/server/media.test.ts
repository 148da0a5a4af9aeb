import { request } from 'node:http';
import * as v from 'valibot';
import { deleteMediaEndpoint, MEDIA_ALT_MAX_LENGTH, updateMediaEndpoint } from '#contracts/media-library.ts';
import { buildPath } from '#contracts/endpoint.ts';
import {
  MEDIA_MAX_BYTES,
  referencesEndpoint,
  uploadMediaEndpoint,
  type MediaUpload,
  type ReferenceItem,
} from '#contracts/references.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { readImageHeader } from '../../server/media/image-type.ts';
import { formatByteSize } from '../../server/media/media-item.ts';
import { listedFileName } from '../../server/media/media-store.ts';
import { startServer } from '../../server/start.ts';
import { gifBytes, jpegBytes, pngBytes, webpLosslessBytes, webpLossyBytes, webpVp8xBytes } from './support/image-bytes.ts';
import { createTestApp, jsonHeaders, login, sameOriginHeaders, type TestApp } from './support/test-app.ts';

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

  function upload(file: Blob, fileName: string, cookie = admin, headers: Record<string, string> = {}, alt?: string) {
    const form = new FormData();
    form.append('file', file, fileName);
    if (alt !== undefined) form.append('alt', alt);
    return t.app.request(uploadMediaEndpoint.path, {
      method: 'POST',
      body: form,
      headers: { ...sameOriginHeaders, Cookie: cookie, ...headers },
    });
  }

  async function uploaded(response: Response): Promise<MediaUpload> {
    expect(response.status).toBe(200);
    return v.parse(uploadMediaEndpoint.data, ((await response.json()) as Envelope<unknown>).data);
  }

  async function refusal(response: Response) {
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope<unknown>;
    expect(body.data).toBeNull();
    return body.messages.map(({ source, code }) => ({ source, code }));
  }

  const mediaCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from media'))[0]?.n ?? 0;

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
      alt: '',
      alreadyInLibrary: false,
    });
    const served = await t.app.request(item.value);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });

  it('lists an upload in the image picker, newest first, and finds it by its URL', async () => {
    const item = await uploaded(await upload(new Blob([gifBytes(40, 30)]), 'spinner.gif'));
    const search = await t.app.request('/api/cms/references/image?q=spinner', { headers: { Cookie: admin } });
    const found = v.parse(referencesEndpoint.data, ((await search.json()) as Envelope<unknown>).data);
    const { alreadyInLibrary: _, ...listed } = item;
    expect(found[0]).toEqual(listed);
    const lookup = await t.app.request(`/api/cms/references/image?value=${encodeURIComponent(item.value)}`, {
      headers: { Cookie: admin },
    });
    expect(v.parse(referencesEndpoint.data, ((await lookup.json()) as Envelope<unknown>).data)).toEqual([listed]);
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
    const empty = await t.app.request(uploadMediaEndpoint.path, {
      method: 'POST',
      body: form,
      headers: { ...sameOriginHeaders, Cookie: admin },
    });
    expect(await refusal(empty)).toEqual([{ source: 'file', code: 'required' }]);
    const json = await t.app.request(uploadMediaEndpoint.path, {
      method: 'POST',
      body: '{}',
      headers: { ...jsonHeaders, Cookie: admin },
    });
    expect(json.status).toBe(415);
  });

  it('keeps the 1 MB limit of every other API call', async () => {
    const response = await t.app.request('/api/cms/pages', {
      method: 'POST',
      body: JSON.stringify({ title: 'Big', slug: 'big', content: 'x'.repeat(1024 * 1024) }),
      headers: { ...jsonHeaders, Cookie: admin },
    });
    expect(response.status).toBe(413);
  });

  it('keeps the same bytes uploaded twice as one entry, and says the second time that it was there', async () => {
    const before = await mediaCount();
    const first = await uploaded(await upload(new Blob([pngBytes(21, 13)]), 'Leaf.png', admin, {}, 'A green leaf'));
    const again = await uploaded(await upload(new Blob([pngBytes(21, 13)]), 'leaf copy.png', admin, {}, 'Another text'));
    expect(first.alreadyInLibrary).toBe(false);
    // the entry as it is: its own name and alt text, not the second upload's
    expect(again).toEqual({ ...first, alreadyInLibrary: true });
    expect(await mediaCount()).toBe(before + 1);
    // a description sent with a copy fills one the entry lacks, and only then
    const bare = await uploaded(await upload(new Blob([pngBytes(23, 13)]), 'Bare.png'));
    const described = await uploaded(await upload(new Blob([pngBytes(23, 13)]), 'bare copy.png', admin, {}, 'A bare branch'));
    expect(described).toEqual({ ...bare, alt: 'A bare branch', alreadyInLibrary: true });
    // other bytes are another entry, whatever the name
    expect((await uploaded(await upload(new Blob([pngBytes(21, 14)]), 'Leaf.png'))).value).not.toBe(first.value);
  });

  it('stores one entry when the same file is uploaded twice at once', async () => {
    const before = await mediaCount();
    const answers = await Promise.all(
      [1, 2, 3].map(async () => uploaded(await upload(new Blob([pngBytes(34, 55)]), 'race.png'))),
    );
    expect(new Set(answers.map((answer) => answer.value)).size).toBe(1);
    expect(answers.filter((answer) => !answer.alreadyInLibrary)).toHaveLength(1);
    expect(await mediaCount()).toBe(before + 1);
  });

  it('stores the alt text sent with an upload, trimmed, and refuses one that is too long', async () => {
    const item = await uploaded(await upload(new Blob([pngBytes(5, 8)]), 'tea.png', admin, {}, '  A cup of green tea '));
    expect(item.alt).toBe('A cup of green tea');
    const before = await mediaCount();
    const long = await upload(new Blob([pngBytes(5, 9)]), 'tea.png', admin, {}, 'x'.repeat(MEDIA_ALT_MAX_LENGTH + 1));
    expect(await refusal(long)).toEqual([{ source: 'alt', code: 'invalid' }]);
    expect(await mediaCount()).toBe(before);
  });

  const entryId = (item: ReferenceItem) => item.value.split('/')[2] ?? '';
  const patchAlt = (id: string, body: unknown, cookie = admin) =>
    t.app.request(buildPath(updateMediaEndpoint.path, { id }), {
      method: 'PATCH',
      body: JSON.stringify(body),
      headers: { ...jsonHeaders, Cookie: cookie },
    });
  const remove = (id: string, cookie = admin) =>
    t.app.request(buildPath(deleteMediaEndpoint.path, { id }), {
      method: 'DELETE',
      headers: { ...sameOriginHeaders, Cookie: cookie },
    });

  it('changes an image’s alt text, which the picker then offers with it', async () => {
    const item = await uploaded(await upload(new Blob([pngBytes(6, 6)]), 'mug.png'));
    const response = await patchAlt(entryId(item), { alt: ' A white mug ' });
    expect(response.status).toBe(200);
    const changed = v.parse(updateMediaEndpoint.data, ((await response.json()) as Envelope<unknown>).data);
    expect(changed).toEqual({ ...item, alreadyInLibrary: undefined, alt: 'A white mug' });
    const lookup = await t.app.request(`/api/cms/references/image?value=${encodeURIComponent(item.value)}`, {
      headers: { Cookie: admin },
    });
    expect(v.parse(referencesEndpoint.data, ((await lookup.json()) as Envelope<unknown>).data)[0]?.alt).toBe('A white mug');
    expect((await patchAlt(entryId(item), { alt: '' })).status).toBe(200);
  });

  it('refuses an alt text that is too long or no text, on the field alt, changing nothing', async () => {
    const item = await uploaded(await upload(new Blob([pngBytes(6, 7)]), 'cup.png', admin, {}, 'A cup'));
    for (const body of [{ alt: 'x'.repeat(MEDIA_ALT_MAX_LENGTH + 1) }, { alt: 3 }, {}]) {
      const response = await patchAlt(entryId(item), body);
      expect(await refusal(response)).toEqual([{ source: 'alt', code: 'invalid' }]);
    }
    const [row] = await t.db.query<{ alt: string }>('select alt_text as alt from media where url = $1', [item.value]);
    expect(row?.alt).toBe('A cup');
  });

  it('answers 404 to a change or a delete of an entry there is not', async () => {
    for (const id of ['nosuchentry', 'not a token', 'x'.repeat(65)]) {
      expect((await patchAlt(id, { alt: 'A' })).status).toBe(404);
      expect((await remove(id)).status).toBe(404);
    }
  });

  it('lets only administrators change or delete an entry, and only from this site', async () => {
    const item = await uploaded(await upload(new Blob([pngBytes(6, 9)]), 'jar.png', admin, {}, 'A jar'));
    const customer = await login(t.app, 'customer', 'customer_123');
    expect((await patchAlt(entryId(item), { alt: 'Hacked' }, '')).status).toBe(401);
    expect((await patchAlt(entryId(item), { alt: 'Hacked' }, customer)).status).toBe(403);
    expect((await remove(entryId(item), '')).status).toBe(401);
    expect((await remove(entryId(item), customer)).status).toBe(403);
    const elsewhere = await t.app.request(buildPath(deleteMediaEndpoint.path, { id: entryId(item) }), {
      method: 'DELETE',
      headers: { Cookie: admin, Origin: 'https://elsewhere.example' },
    });
    expect(elsewhere.status).toBe(403);
    const [row] = await t.db.query<{ alt: string }>('select alt_text as alt from media where url = $1', [item.value]);
    expect(row?.alt).toBe('A jar');
  });

  it('deletes an entry: its bytes are no longer served nor offered, and the same file can come back', async () => {
    const bytes = pngBytes(7, 7);
    const item = await uploaded(await upload(new Blob([bytes]), 'gone.png'));
    const response = await remove(entryId(item));
    expect(response.status).toBe(200);
    expect((await t.app.request(item.value)).status).toBe(404);
    const search = await t.app.request('/api/cms/references/image?q=gone.png', { headers: { Cookie: admin } });
    expect(v.parse(referencesEndpoint.data, ((await search.json()) as Envelope<unknown>).data)).toEqual([]);
    expect((await remove(entryId(item))).status).toBe(404);
    const back = await uploaded(await upload(new Blob([bytes]), 'gone.png'));
    expect(back.alreadyInLibrary).toBe(false);
    expect(back.value).not.toBe(item.value);
  });

  it('answers 404 for an id there is not, a wrong name, and a demo picture under /media', async () => {
    const item = await uploaded(await upload(new Blob([pngBytes(1, 1)]), 'dot.png'));
    const id = item.value.split('/')[2] ?? '';
    expect((await t.app.request(`/media/${id}/other.png`)).status).toBe(404);
    expect((await t.app.request('/media/nosuchid/dot.png')).status).toBe(404);
    expect((await t.app.request('/media/demo-banner-spring-essentials/banner-spring-essentials.svg')).status).toBe(404);
  });
});

describe('an upload over the limit on a real connection', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin', 'admin_123');
  });
  afterAll(() => t.close());

  /**
   * Sends a multipart body of `size` bytes to a listening server over one connection, as a browser
   * on a slow line does (64 KB every 10 ms, with or without a Content-Length), whatever the server
   * answers meanwhile; resolves with the answer once the whole body is sent, and rejects when the
   * connection is reset (a browser then shows a network error, not the answer).
   */
  async function send(url: string, size: number, withLength: boolean) {
    const boundary = 'cmsb-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024);
    const length = head.length + size + tail.length;
    const outgoing = request(`${url}${uploadMediaEndpoint.path}`, {
      method: 'POST',
      headers: {
        ...sameOriginHeaders,
        Cookie: admin,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(withLength ? { 'Content-Length': String(length) } : {}),
      },
    });
    const failed = new Promise<never>((_resolve, reject) => {
      outgoing.on('error', reject);
      // once the answer is in, Node reports a reset as the request's close before its body was sent
      outgoing.on('close', () => {
        if (!outgoing.writableFinished) reject(new Error('The connection was closed before the whole body was sent'));
      });
    });
    const answered = new Promise<{ status: number; body: Envelope<unknown> }>((resolve, reject) => {
      outgoing.on('response', (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Envelope<unknown>,
          }),
        );
        answer.on('error', reject);
      });
    });
    const sent = (async () => {
      outgoing.write(head);
      for (let at = 0; at < size; at += chunk.length) {
        outgoing.write(chunk.subarray(0, Math.min(chunk.length, size - at)));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      outgoing.end(tail);
      await new Promise((resolve) => outgoing.once('finish', resolve));
    })();
    const [answer] = await Promise.race([Promise.all([answered, sent]), failed]);
    return answer;
  }

  it.each([
    ['with a Content-Length', true],
    ['sent in chunks', false],
  ])('answers 422 on the field file, never a reset connection (%s)', async (_name, withLength) => {
    const server = await startServer({ port: 0, db: t.db, distDir: t.distDir, serverRender: null });
    try {
      const before = (await t.db.query<{ n: number }>('select count(*)::int as n from media'))[0]?.n;
      const answer = await send(server.url, MEDIA_MAX_BYTES * 4, withLength);
      expect(answer.status).toBe(422);
      expect(answer.body.messages.map(({ source, code }) => ({ source, code }))).toEqual([{ source: 'file', code: 'tooLarge' }]);
      expect((await t.db.query<{ n: number }>('select count(*)::int as n from media'))[0]?.n).toBe(before);
    } finally {
      await server.close();
    }
  });
});
