import { seed } from '../../server/db/seed.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../../server/http/public-cache.ts';
import { cookieNoticeMessageEndpoint } from '#contracts/cookie-notice.ts';
import { readData } from './support/cart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = async () => {
  const response = await t.app.request(cookieNoticeMessageEndpoint.path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe(PUBLIC_READ_CACHE_CONTROL);
  return (await readData(response, cookieNoticeMessageEndpoint)).data;
};

describe('GET /api/cookie-notice-message', () => {
  it('says the seeded notice is on, at consent revision 1', async () => {
    expect(await message()).toEqual({ enabled: true, revision: 1 });
  });

  it('follows the setting, and a later seed keeps a changed setting', async () => {
    await t.db.query('update cookie_notice_settings set enabled = false, revision = 2');
    expect(await message()).toEqual({ enabled: false, revision: 2 });
    await seed(t.db);
    expect(await message()).toEqual({ enabled: false, revision: 2 });
  });

  it('keeps the notice off for a site whose setting is missing', async () => {
    await t.db.query('delete from cookie_notice_settings');
    expect(await message()).toEqual({ enabled: false, revision: 1 });
  });

  it('holds one setting row only', async () => {
    await expect(
      t.db.query('insert into cookie_notice_settings (id, enabled, revision) values (false, true, 1)'),
    ).rejects.toThrow();
    await expect(t.db.query('insert into cookie_notice_settings (enabled, revision) values (true, 0)')).rejects.toThrow();
  });
});
