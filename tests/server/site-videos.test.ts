import { NOT_FOUND_TEXTS, ROLE_TEXTS } from '../../server/auth/refusals.ts';
import * as v from 'valibot';
import { DEMO_SITE_HOME_VIDEO, demoHomeVideos } from '../../server/db/seed-home-videos.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { HOME_VIDEO_TEXTS, HomeVideoOptionSchema, SiteHomeVideoSchema } from '#contracts/home-video.ts';
import { readAnswer } from './support/answers.ts';
import { createTestApp, jsonHeaders, logInAll, type TestApp } from './support/test-app.ts';

const USERS = ['distributor', 'riley', 'staff', 'admin', 'customer'] as const;
let t: TestApp;
type User = (typeof USERS)[number];
let cookies: Record<User, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await logInAll(t.app, USERS);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from site_home_videos');
  await t.db.query("insert into site_home_videos (site_id, video_id) values ('demo', $1)", [DEMO_SITE_HOME_VIDEO]);
});

const SAVE = '/api/pws/site-settings-section/current/homePageVideo';
const OTHER_VIDEO = 'morning-smoothie';
const as = (user: User | null): Record<string, string> => (user ? { Cookie: cookies[user] } : {});
const ownSites: Partial<Record<User, string>> = { distributor: 'demo', riley: 'riley' };
/** The revision the site the PUT is for holds now (section-revisions.test.ts checks saves over older ones). */
async function heldRevision(user: User | null, query: string) {
  const siteId = new URLSearchParams(query).get('siteId') ?? (user ? ownSites[user] : undefined) ?? 'demo';
  const [row] = await t.db.query<{ revision: number }>('select revision from site_home_videos where site_id = $1', [siteId]);
  return row?.revision ?? 0;
}
const save = async (user: User | null, body: object, query = '') =>
  t.app.request(`${SAVE}${query}`, {
    method: 'PUT',
    headers: { ...jsonHeaders, ...as(user) },
    body: JSON.stringify({ revision: await heldRevision(user, query), ...body }),
  });
const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;
const chosen = async (siteId: string) =>
  (await t.db.query<{ videoId: string }>('select video_id as "videoId" from site_home_videos where site_id = $1', [siteId]))[0]
    ?.videoId ?? null;
const siteVideo = async (siteId: string, user: User | null = null) => {
  const response = await t.app.request(`/api/pws/sites/${siteId}/home-page-video`, { headers: as(user) });
  expect(response.status).toBe(200);
  return v.parse(SiteHomeVideoSchema, (await readEnvelope(response)).data);
};

describe('GET /api/pws/sites/{siteId}/home-page-video', () => {
  it("answers the site's video with its renditions to anyone, and who may change it", async () => {
    const visitor = await siteVideo('demo');
    expect(visitor).toMatchObject({
      videoId: DEMO_SITE_HOME_VIDEO,
      canEdit: false,
      video: {
        videoId: DEMO_SITE_HOME_VIDEO,
        captionsLanguage: 'en',
        mainVideo: { id: DEMO_SITE_HOME_VIDEO, width: 1280, height: 720 },
        previewVideoMdUp: { id: `${DEMO_SITE_HOME_VIDEO}-preview`, width: 640, height: 360 },
        previewVideoXsDown: { id: `${DEMO_SITE_HOME_VIDEO}-preview`, width: 360, height: 360 },
      },
    });
    expect((await siteVideo('demo', 'distributor')).canEdit).toBe(true);
    expect((await siteVideo('demo', 'staff')).canEdit).toBe(true);
    expect((await siteVideo('demo', 'riley')).canEdit).toBe(false);
    expect((await siteVideo('demo', 'customer')).canEdit).toBe(false);
  });

  it('answers no video for a site whose owner chose none, and 404 for an unknown site', async () => {
    expect(await siteVideo('riley', 'riley')).toEqual({ videoId: null, video: null, canEdit: true, revision: 0 });
    expect((await t.app.request('/api/pws/sites/nowhere/home-page-video')).status).toBe(404);
  });
});

describe('GET /api/pws/home-page-videos', () => {
  it('lists every video, in order, to whoever may change the site', async () => {
    for (const [user, query] of [
      ['distributor', ''],
      ['riley', ''],
      ['staff', '?siteId=demo'],
      ['admin', '?siteId=riley'],
    ] as const) {
      const response = await t.app.request(`/api/pws/home-page-videos${query}`, { headers: as(user) });
      expect([user, response.status]).toEqual([user, 200]);
      const options = v.parse(v.array(HomeVideoOptionSchema), (await readEnvelope(response)).data);
      expect(options.map((option) => option.videoId)).toEqual(demoHomeVideos.map((video) => video.id));
    }
  });

  it('refuses the signed-out (401), users without a site (403), and other owners as for a site that does not exist (404)', async () => {
    const options = (user: User | null, query = '') => t.app.request(`/api/pws/home-page-videos${query}`, { headers: as(user) });
    expect((await options(null)).status).toBe(401);
    expect((await options('customer')).status).toBe(403);
    expect((await options('staff')).status).toBe(403);
    const riley = await readAnswer(await options('riley', '?siteId=demo'));
    expect(riley).toEqual(await readAnswer(await options('riley', '?siteId=nowhere')));
    expect(riley.status).toBe(404);
  });
});

describe('PUT /api/pws/site-settings-section/current/homePageVideo', () => {
  it("stores the owner's choice for their own site and answers it as the public GET does", async () => {
    const response = await save('distributor', { videoId: OTHER_VIDEO });
    expect(response.status).toBe(200);
    const answer = v.parse(SiteHomeVideoSchema, (await readEnvelope(response)).data);
    expect(answer).toMatchObject({ videoId: OTHER_VIDEO, canEdit: true, video: { title: 'A green morning smoothie' } });
    expect(await chosen('demo')).toBe(OTHER_VIDEO);
    expect((await siteVideo('demo')).videoId).toBe(OTHER_VIDEO);
    expect(await chosen('riley')).toBeNull();
  });

  it('lets an employee or a super-user change the site they name', async () => {
    expect((await save('staff', { videoId: OTHER_VIDEO }, '?siteId=demo')).status).toBe(200);
    expect(await chosen('demo')).toBe(OTHER_VIDEO);
    expect((await save('admin', { videoId: 'desk-stretch' }, '?siteId=riley')).status).toBe(200);
    expect(await chosen('riley')).toBe('desk-stretch');
  });

  it('refuses the signed-out (401), the customer (403) and other owners as for a site that does not exist (404), changing nothing', async () => {
    expect((await save(null, { videoId: OTHER_VIDEO })).status).toBe(401);
    const customer = await save('customer', { videoId: OTHER_VIDEO });
    expect(customer.status).toBe(403);
    expect((await readEnvelope(customer)).messages[0]?.value).toBe(ROLE_TEXTS.siteOwner);
    const riley = await readAnswer(await save('riley', { videoId: OTHER_VIDEO }, '?siteId=demo'));
    expect(riley).toEqual(await readAnswer(await save('riley', { videoId: OTHER_VIDEO }, '?siteId=nowhere')));
    expect([riley.status, (JSON.parse(riley.body) as Envelope<unknown>).messages[0]?.value]).toEqual([404, NOT_FOUND_TEXTS.site]);
    expect((await save('staff', { videoId: OTHER_VIDEO }, '?siteId=nowhere')).status).toBe(404);
    expect(await chosen('demo')).toBe(DEMO_SITE_HOME_VIDEO);
  });

  it('answers 422 for a video that is not an option, or no video at all', async () => {
    const unknown = await save('distributor', { videoId: 'cat-videos' });
    expect(unknown.status).toBe(422);
    expect((await readEnvelope(unknown)).messages).toEqual([
      expect.objectContaining({ type: 'validatorMessage', source: 'videoId', value: HOME_VIDEO_TEXTS.unknownVideo }),
    ]);
    expect((await save('distributor', {})).status).toBe(422);
    expect((await save('distributor', { videoId: '../secrets' })).status).toBe(422);
    expect(await chosen('demo')).toBe(DEMO_SITE_HOME_VIDEO);
  });
});

describe('the renditions and captions', () => {
  const file = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it('serves the narrowest rendition at least as wide as asked, else the widest, as WebM', async () => {
    const size = async (width: number) => {
      const response = await file(`/api/pws/videos/evening-routine?width=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('video/webm');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
      const bytes = await bytesOf(response);
      // the EBML header every WebM file starts with
      expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      return bytes.length;
    };
    const narrow = await size(640);
    const wide = await size(1280);
    expect(narrow).toBeLessThan(wide);
    expect(await size(320)).toBe(narrow);
    expect(await size(641)).toBe(wide);
    expect(await size(4000)).toBe(wide);
  });

  it('answers Range requests with 206 and Content-Range, and 416 past the end', async () => {
    const path = '/api/pws/videos/desk-stretch-preview?width=360';
    const whole = await bytesOf(await file(path));
    const part = await file(path, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Accept-Ranges')).toBe('bytes');
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${whole.length}`);
    expect([...(await bytesOf(part))]).toEqual([...whole.slice(100, 200)]);
    const beyond = await file(path, { Range: `bytes=${whole.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${whole.length}`);
  });

  it('answers 416 for unsatisfiable ranges and the whole file for ones it does not support', async () => {
    const path = '/api/pws/videos/desk-stretch-preview?width=360';
    const whole = await bytesOf(await file(path));
    const size = whole.length;
    const manyRanges = `bytes=${Array.from({ length: 500 }, (_, i) => `${i * 2}-${i * 2}`).join(',')}`;
    for (const range of ['bytes=abc', 'items=0-10', 'bytes=--1', 'bytes=0-1,2-3,4-5', manyRanges, 'bytes=200-100', 'bytes=-']) {
      const response = await file(path, { Range: range });
      expect([range, response.status, response.headers.get('Content-Range')]).toEqual([range, 200, null]);
      expect(await bytesOf(response)).toEqual(whole);
    }
    for (const range of [`bytes=${size}-`, `bytes=${size}-${size + 10}`, 'bytes=-0']) {
      const response = await file(path, { Range: range });
      expect([range, response.status, response.headers.get('Content-Range')]).toEqual([range, 416, `bytes */${size}`]);
      expect((await bytesOf(response)).length).toBe(0);
    }
    const parts: [string, number, number][] = [
      ['bytes=-100', size - 100, size - 1],
      [`bytes=-${size + 50}`, 0, size - 1],
      ['bytes=100-', 100, size - 1],
      [`bytes=10-${size + 50}`, 10, size - 1],
      ['Bytes=7-7', 7, 7],
    ];
    for (const [range, start, end] of parts) {
      const response = await file(path, { Range: range });
      expect([range, response.status, response.headers.get('Content-Range')]).toEqual([
        range,
        206,
        `bytes ${start}-${end}/${size}`,
      ]);
      expect(response.headers.get('Content-Length')).toBe(String(end - start + 1));
      expect(await bytesOf(response)).toEqual(whole.slice(start, end + 1));
    }
    // RFC 9110 defines Range for GET only: HEAD describes the whole file.
    const head = await t.app.request(path, { method: 'HEAD', headers: { Range: 'bytes=100-199' } });
    expect([head.status, head.headers.get('Content-Length'), head.headers.get('Accept-Ranges')]).toEqual([
      200,
      String(size),
      'bytes',
    ]);
    expect(head.headers.get('Content-Range')).toBeNull();
  });

  it('keeps the sample videos small', async () => {
    let total = 0;
    for (const video of demoHomeVideos) {
      for (const path of [
        `${video.id}?width=1280`,
        `${video.id}?width=640`,
        `${video.id}-preview?width=640`,
        `${video.id}-preview?width=360`,
      ]) {
        total += (await bytesOf(await file(`/api/pws/videos/${path}`))).length;
      }
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('serves the WebVTT captions as text/vtt', async () => {
    const response = await file('/api/pws/videos/morning-smoothie/captions');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    const captions = await response.text();
    expect(captions.startsWith('WEBVTT')).toBe(true);
    expect(captions).toContain('Blend with a spoon of greens.');
  });

  it('answers 404 for an unknown video and 422 for a missing or bad width', async () => {
    expect((await file('/api/pws/videos/unknown?width=640')).status).toBe(404);
    expect((await file('/api/pws/videos/unknown/captions')).status).toBe(404);
    for (const query of ['', '?width=0', '?width=abc', '?width=99999', '?width=12.5']) {
      expect([query, (await file(`/api/pws/videos/evening-routine${query}`)).status]).toEqual([query, 422]);
    }
  });
});
