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
import { checkImage, MAX_IMAGE_PIXELS } from '../../server/media/image-type.ts';
import { formatByteSize } from '../../server/media/media-item.ts';
import { listedFileName } from '../../server/media/media-store.ts';
import { startServer } from '../../server/start.ts';
import {
  gifBytes,
  jpegBytes,
  pngBytes,
  pngChunk,
  webpLosslessBytes,
  webpLossyBytes,
  webpVp8xBytes,
} from './support/image-bytes.ts';
import { createTestApp, jsonHeaders, login, sameOriginHeaders, type TestApp } from './support/test-app.ts';

const text = (content: string) => new TextEncoder().encode(content);

const imageOf = (type: string, width: number, height: number) => ({ problem: null, image: { type, width, height } });

describe('reading an image through its whole structure', () => {
  const images = [
    ['image/png', pngBytes(1200, 800)],
    ['image/jpeg', jpegBytes(640, 480)],
    ['image/gif', gifBytes(16, 9)],
    ['image/webp', webpVp8xBytes(3000, 2000)],
    ['image/webp', webpLosslessBytes(300, 200)],
    ['image/webp', webpLossyBytes(1024, 768)],
  ] as const;

  it('reads the type and size of PNG, JPEG, GIF and the three kinds of WebP', () => {
    expect(images.map(([, image]) => checkImage(image))).toEqual([
      imageOf('image/png', 1200, 800),
      imageOf('image/jpeg', 640, 480),
      imageOf('image/gif', 16, 9),
      imageOf('image/webp', 3000, 2000),
      imageOf('image/webp', 300, 200),
      imageOf('image/webp', 1024, 768),
    ]);
  });

  it('finds each format broken when cut short, or followed by anything', () => {
    for (const [type, image] of images) {
      const broken = { problem: 'malformed', type };
      expect(checkImage(image.slice(0, -2)), type).toEqual(broken);
      expect(checkImage(Uint8Array.from([...image, ...text('<script>alert(1)</script>')])), type).toEqual(broken);
    }
  });

  it('finds a PNG broken by a wrong checksum or without image data; keeps the JPEGs phones append, and a GIF without its trailer', () => {
    const png = pngBytes(4, 4);
    const flipped = png.slice();
    flipped[20] = (flipped[20] ?? 0) ^ 1; // a byte of IHDR's width
    expect(checkImage(flipped)).toEqual({ problem: 'malformed', type: 'image/png' });
    const withoutData = Uint8Array.from([...png.slice(0, 33), ...pngChunk('IEND')]);
    expect(checkImage(withoutData)).toEqual({ problem: 'malformed', type: 'image/png' });
    const withPreview = Uint8Array.from([...jpegBytes(4000, 3000), ...jpegBytes(160, 120)]);
    expect(checkImage(withPreview)).toEqual(imageOf('image/jpeg', 4000, 3000));
    const withoutTrailer = gifBytes(16, 9).slice(0, -1);
    expect(checkImage(withoutTrailer)).toEqual(imageOf('image/gif', 16, 9));
  });

  it(`refuses more than ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} pixels in any format, a GIF's frames counted`, () => {
    expect(checkImage(pngBytes(8000, 5000)).problem).toBeNull();
    const over = { problem: 'tooManyPixels' };
    expect(checkImage(pngBytes(8000, 5001))).toMatchObject(over);
    expect(checkImage(pngBytes(100_000, 100_000))).toMatchObject({ ...over, image: { width: 100_000, height: 100_000 } });
    expect(checkImage(jpegBytes(65_535, 65_535))).toMatchObject(over);
    expect(checkImage(webpVp8xBytes(16_384, 16_384))).toMatchObject(over);
    const smallScreenHugeFrame = gifBytes(1, 1);
    smallScreenHugeFrame.set([0xff, 0xff, 0xff, 0xff], 27); // the frame's width and height
    expect(checkImage(smallScreenHugeFrame)).toMatchObject(over);
  });

  it('finds no size worth storing broken: 0 pixels, or more than the table holds (an SQL integer)', () => {
    expect(checkImage(pngBytes(0, 10))).toEqual({ problem: 'malformed', type: 'image/png' });
    expect(checkImage(pngBytes(0x80000000, 1))).toEqual({ problem: 'malformed', type: 'image/png' });
  });

  it('knows nothing else: SVG, HTML, text and empty files are no images here', () => {
    const unsupported = { problem: 'unsupportedType' };
    expect(checkImage(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual(unsupported);
    expect(checkImage(text('<!doctype html><script>alert(1)</script>'))).toEqual(unsupported);
    expect(checkImage(text('GIF8'))).toEqual(unsupported);
    expect(checkImage(new Uint8Array())).toEqual(unsupported);
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
    expect(served.headers.get('Content-Disposition')).toBe('inline; filename="holiday-photo.png"');
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

  it('refuses a PNG header followed by HTML, and a GIF that is also a script, as malformed, storing nothing', async () => {
    const before = await mediaCount();
    const pngThenHtml = new Blob([pngBytes(1, 1).slice(0, 33), '<!doctype html><script>alert(1)</script>']);
    const response = await upload(pngThenHtml, 'cat.png');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Envelope<unknown>).messages).toEqual([
      expect.objectContaining({
        source: 'file',
        code: 'malformed',
        value: expect.stringMatching(/^This file is not a whole PNG image: /) as unknown,
      }),
    ]);
    // GIF89a, then a "screen" of /* ... */ and a script: valid JavaScript, and no GIF.
    const gifScript = new Blob(['GIF89a/*\u000a\u0000\u0000\u0000\u0000*/=alert(document.domain);']);
    expect(await refusal(await upload(gifScript, 'spinner.gif'))).toEqual([{ source: 'file', code: 'malformed' }]);
    const gifThenScript = new Blob([gifBytes(2, 2), '\n/*<script>alert(1)</script>*/']);
    expect(await refusal(await upload(gifThenScript, 'dot.gif'))).toEqual([{ source: 'file', code: 'malformed' }]);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a small file claiming more pixels than a browser should decode, naming its size and the limit', async () => {
    const before = await mediaCount();
    const bomb = pngBytes(100_000, 100_000);
    expect(bomb.byteLength).toBeLessThan(100);
    const response = await upload(new Blob([bomb]), 'bomb.png');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Envelope<unknown>).messages).toEqual([
      expect.objectContaining({
        source: 'file',
        code: 'tooManyPixels',
        value: 'This image is 100,000 × 100,000 pixels, more than the 40 megapixels allowed. Save it smaller and try again.',
      }),
    ]);
    expect(await mediaCount()).toBe(before);
    expect((await upload(new Blob([pngBytes(8000, 5000)]), 'forty-megapixels.png')).status).toBe(200);
  });

  it('refuses an image over the size limit, however far over, in words naming the limit', async () => {
    const justOver = new Blob([pngBytes(100, 100, { fileSize: MEDIA_MAX_BYTES + 1 })]);
    const response = await upload(justOver, 'big.png');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Envelope<unknown>).messages).toEqual([
      expect.objectContaining({
        source: 'file',
        code: 'tooLarge',
        value: expect.stringContaining('larger than 2 MB') as unknown,
      }),
    ]);
    const farOver = new Blob([pngBytes(100, 100, { fileSize: MEDIA_MAX_BYTES * 3 })]);
    expect(await refusal(await upload(farOver, 'huge.png'))).toEqual([{ source: 'file', code: 'tooLarge' }]);
    const atLimit = new Blob([pngBytes(100, 100, { fileSize: MEDIA_MAX_BYTES })]);
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
