import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VIDEO = '/demo-home/media/evening-routine.webm';

/** The `width` and `height` the SVG declares. */
async function pictureSize(path: string) {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
  const svg = await response.text();
  return { width: Number(/width="(\d+)"/.exec(svg)?.[1]), height: Number(/height="(\d+)"/.exec(svg)?.[1]) };
}

describe('the home page pictures', () => {
  it('draws banners, their narrow versions, category pictures and the poster at the sizes the page declares', async () => {
    expect(await pictureSize('/demo-home/pictures/banner-spring-essentials.svg')).toEqual({ width: 1800, height: 600 });
    expect(await pictureSize('/demo-home/pictures/banner-spring-essentials-xs.svg')).toEqual({ width: 900, height: 600 });
    expect(await pictureSize('/demo-home/pictures/category-essential-oils.svg')).toEqual({ width: 400, height: 400 });
    expect(await pictureSize('/demo-home/pictures/poster-evening-routine.svg')).toEqual({ width: 640, height: 360 });
  });

  it('answers 404 for a picture the home page does not use', async () => {
    for (const path of [
      '/demo-home/pictures/banner-unknown.svg',
      '/demo-home/pictures/category-x.svg',
      '/demo-home/pictures/x.svg',
    ]) {
      expect([path, (await t.app.request(path)).status]).toEqual([path, 404]);
    }
  });
});

describe('the sample video', () => {
  it('is a small WebM file served whole', async () => {
    const response = await t.app.request(VIDEO);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    // the EBML header every WebM file starts with
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length);
  });

  it('answers Range requests, as video players make them, with 206 and the part asked for', async () => {
    const whole = new Uint8Array(await (await t.app.request(VIDEO)).arrayBuffer());
    const part = await t.app.request(VIDEO, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Accept-Ranges')).toBe('bytes');
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${whole.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...whole.slice(100, 200)]);

    const rest = await t.app.request(VIDEO, { headers: { Range: 'bytes=0-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('Content-Range')).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);

    const beyond = await t.app.request(VIDEO, { headers: { Range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${whole.length}`);
  });

  it('answers a Range header it does not support (bad syntax, several ranges) with the whole file', async () => {
    const whole = new Uint8Array(await (await t.app.request(VIDEO)).arrayBuffer());
    for (const range of ['bytes=abc', 'bytes=0-1,2-3']) {
      const response = await t.app.request(VIDEO, { headers: { Range: range } });
      expect([range, response.status, response.headers.get('Content-Range')]).toEqual([range, 200, null]);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole);
    }
  });

  it('has WebVTT captions served as text/vtt', async () => {
    const response = await t.app.request('/demo-home/media/evening-routine.vtt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    const captions = await response.text();
    expect(captions.startsWith('WEBVTT')).toBe(true);
    expect(captions.match(/-->/g)).toHaveLength(3);
  });

  it('serves nothing else from its folder', async () => {
    for (const path of [
      '/demo-home/media/missing.webm',
      '/demo-home/media/..%2F..%2Fapp.ts',
      '/demo-home/media/evening-routine.mp4',
    ]) {
      expect([path, (await t.app.request(path)).status]).toEqual([path, 404]);
    }
  });
});
