// @vitest-environment jsdom
// jsdom supplies a real HTML parser (DOMParser) to read the pages; the app itself runs as on Node.
import { EDIT_MODE_COOKIE, EDIT_MODE_PATH, EDIT_MODE_TEXTS } from '../../server/pages/edit-mode.ts';
import { parsePageConfig } from '#host/config.ts';
import { createTestApp, logInAll, sameOriginHeaders, type TestApp } from './support/test-app.ts';

const USERS = ['distributor', 'staff', 'admin', 'riley', 'customer'] as const;
type User = (typeof USERS)[number];
let t: TestApp;
let sessions: Record<User, string>;
beforeAll(async () => {
  t = await createTestApp();
  sessions = await logInAll(t.app, USERS);
});
afterAll(() => t.close());

const cookieHeader = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

async function getPage(path: string, cookie = '') {
  const response = await t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const config = parsePageConfig(doc.querySelector('script[data-cms-blocks-config]')?.textContent).config;
  const bar = doc.querySelector(`[role="region"][aria-label="${EDIT_MODE_TEXTS.region}"]`);
  const enter = [...doc.querySelectorAll('nav form button')].find((button) => button.textContent === EDIT_MODE_TEXTS.enter);
  return { doc, editMode: config.editMode, bar, enter: enter?.closest('form') ?? null };
}

/** Posts the switch as its form does; answers the response and the edit-mode cookie it set ('' when it cleared it). */
async function postSwitch(cookie: string, editing: 'on' | 'off', redirect: string) {
  const response = await t.app.request(EDIT_MODE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...sameOriginHeaders, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ editing, redirect }).toString(),
  });
  const set = response.headers.getSetCookie().find((header) => header.startsWith(`${EDIT_MODE_COOKIE}=`));
  return { response, set: set?.split(';')[0] };
}

describe('"Edit this page"', () => {
  it.each(['distributor', 'staff', 'admin'] as const)(
    'is in the navigation for %s (the server lets them edit site demo), posting the page they are on',
    async (user) => {
      const { enter, bar, editMode } = await getPage('/products?country=PHL', sessions[user]);
      expect(enter?.getAttribute('method')).toBe('post');
      expect(enter?.getAttribute('action')).toBe(EDIT_MODE_PATH);
      expect(Object.fromEntries(new FormData(enter!))).toEqual({
        editing: 'on',
        redirect: '/products?country=PHL',
      });
      expect([bar, editMode]).toEqual([null, false]);
    },
  );

  it.each([null, 'riley', 'customer'] as const)('is not offered to %s, whose switch changes nothing', async (user) => {
    const cookie = user ? sessions[user] : '';
    expect((await getPage('/', cookie)).enter).toBeNull();
    const { response, set } = await postSwitch(cookie, 'on', '/');
    expect([response.status, response.headers.get('Location'), set]).toEqual([303, '/', undefined]);
    // Not even a forged cookie naming their own id turns it on.
    const forged = user === 'riley' ? `${EDIT_MODE_COOKIE}=1007` : `${EDIT_MODE_COOKIE}=1002`;
    const page = await getPage('/', cookieHeader(cookie, forged));
    expect([page.editMode, page.bar]).toEqual([false, null]);
  });
});

describe('edit mode', () => {
  it('turns on and off with a clean address: back to the same page, then the bar with Done on every page', async () => {
    const on = await postSwitch(sessions.distributor, 'on', '/products?country=PHL');
    expect([on.response.status, on.response.headers.get('Location')]).toEqual([303, '/products?country=PHL']);
    expect(on.set).toBe(`${EDIT_MODE_COOKIE}=1002`);
    const editing = cookieHeader(sessions.distributor, on.set);

    for (const path of ['/', '/products', '/demo/broken']) {
      const page = await getPage(path, editing);
      expect([path, page.editMode, page.enter]).toEqual([path, true, null]);
      expect(page.bar?.textContent).toContain(EDIT_MODE_TEXTS.editing);
      const done = page.bar?.querySelector('form');
      expect(Object.fromEntries(new FormData(done!))).toEqual({ editing: 'off', redirect: path });
      expect(done?.querySelector('button')?.textContent).toBe(EDIT_MODE_TEXTS.done);
      // First in the page (after an impersonation banner, when there is one): the first Tab reaches Done.
      expect(page.doc.body.firstElementChild).toBe(page.bar);
    }

    const off = await postSwitch(editing, 'off', '/demo/broken');
    expect([off.response.status, off.response.headers.get('Location'), off.set]).toEqual([
      303,
      '/demo/broken',
      `${EDIT_MODE_COOKIE}=`,
    ]);
    const after = await getPage('/demo/broken', sessions.distributor);
    expect([after.editMode, after.bar]).toEqual([false, null]);
  });

  it('is only for the user who turned it on: another sign-in in the same browser starts without it', async () => {
    const page = await getPage('/', cookieHeader(sessions.staff, `${EDIT_MODE_COOKIE}=1002`));
    expect([page.editMode, page.bar === null, page.enter === null]).toEqual([false, true, false]);
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'sends a switch naming %s to the home page (the redirect guard)',
    async (redirect) => {
      const { response } = await postSwitch(sessions.distributor, 'on', redirect);
      expect([response.status, response.headers.get('Location')]).toEqual([303, '/']);
    },
  );

  it('is refused from another site (the origin check)', async () => {
    const response = await t.app.request(EDIT_MODE_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: sessions.distributor,
        Origin: 'https://evil.example',
      },
      body: 'editing=on&redirect=/',
    });
    expect(response.status).toBe(403);
  });

  it.each(['/editor', '/editor/pages/new'])(
    'leaves the administrators’ own screens (%s) without the switch or the bar',
    async (path) => {
      const { set } = await postSwitch(sessions.admin, 'on', '/');
      const page = await getPage(path, cookieHeader(sessions.admin, set));
      expect([page.editMode, page.bar, page.enter]).toEqual([false, null, null]);
    },
  );
});
