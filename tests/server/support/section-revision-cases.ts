import * as v from 'valibot';
import type { Db } from '../../../server/db/database.ts';
import { DEMO_SITE_HOME_VIDEO } from '../../../server/db/seed-home-videos.ts';
import { demoHomePageSettings } from '../../../server/db/seed-site-settings.ts';
import { SiteHomeVideoSchema } from '#contracts/home-video.ts';
import { REVISION_CONFLICT_CODE, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';
import { SiteSettingsSectionsSchema } from '#contracts/site-settings.ts';
import { callApi, createTestApp, logInAll, type TestApp } from './test-app.ts';

const SECTION_PUT = '/api/pws/site-settings-section/current';
const USERS = ['distributor', 'staff', 'riley'] as const;

/** One save of each inline-edited section of site demo, and how to read back what it stored. */
const sections = [
  {
    name: 'homePageProducts',
    body: (revision: number) => ({ productCount: 6, productIds: ['P100', 'P101'], revision }),
    other: (revision: number) => ({ productCount: 3, productIds: ['P102'], revision }),
  },
  {
    name: 'homePagePopups',
    body: (revision: number) => ({ currentPopupId: 'spring-sale', revision }),
    other: (revision: number) => ({ currentPopupId: 'free-shipping', revision }),
  },
  {
    name: 'homePageVideo',
    body: (revision: number) => ({ videoId: 'morning-smoothie', revision }),
    other: (revision: number) => ({ videoId: 'desk-stretch', revision }),
  },
] as const;

/** The home-page sections as seeded, every revision back to 0: each test starts from there. */
export async function resetHomeSections(db: Db): Promise<void> {
  await db.query(
    `update home_page_settings set current_popup_id = null, product_count = 3, product_ids = $1::text[],
       popups_revision = 0, products_revision = 0`,
    [demoHomePageSettings.productIds],
  );
  await db.query("delete from home_page_settings where site_id <> 'demo'");
  await db.query('update site_home_videos set video_id = $1, revision = 0', [DEMO_SITE_HOME_VIDEO]);
}

/**
 * The version checks of the owner's inline saves (src/contracts/revisions.ts), run on PGlite and on
 * a real PostgreSQL: `openDb` opens a blank database (migrated and seeded by the test app); without
 * it the test app takes a copy of the run's seeded PGlite.
 */
export function describeSectionRevisions(database: string, openDb?: () => Promise<Db>, hookTimeout?: number) {
  describe(`inline saves carry the revision they edited (${database})`, () => {
    let t: TestApp;
    let cookies: Record<(typeof USERS)[number], string>;
    beforeAll(async () => {
      t = await createTestApp(openDb && (await openDb()));
      cookies = await logInAll(t.app, USERS);
    }, hookTimeout);
    afterAll(() => t.close());
    beforeEach(() => resetHomeSections(t.db));

    const save = (who: (typeof USERS)[number], section: string, body: unknown, siteId = 'demo') =>
      callApi(t.app, cookies[who], 'PUT', `${SECTION_PUT}/${section}?siteId=${siteId}`, body);
    /** The revision and stored choice of each section, as the public GETs answer them. */
    const held = async (siteId = 'demo') => {
      const settings = v.parse(
        SiteSettingsSectionsSchema,
        (await callApi(t.app, null, 'GET', `/api/pws/site-settings-section/${siteId}`)).body.data,
      );
      const video = v.parse(
        SiteHomeVideoSchema,
        (await callApi(t.app, null, 'GET', `/api/pws/sites/${siteId}/home-page-video`)).body.data,
      );
      return {
        homePageProducts: [settings.homePageProducts.revision, settings.homePageProducts.productIds],
        homePagePopups: [settings.homePagePopups.revision, settings.homePagePopups.currentPopupId],
        homePageVideo: [video.revision, video.videoId],
      } as Record<string, [number, unknown]>;
    };

    it.each(sections)(
      '$name: answers and keeps the raised revision, and refuses a save over it with 409, changing nothing',
      async (section) => {
        expect((await held())[section.name]?.[0]).toBe(0);
        const first = await save('distributor', section.name, section.body(0));
        expect([first.status, (first.body.data as { revision: number }).revision]).toEqual([200, 1]);
        const afterFirst = await held();
        expect(afterFirst[section.name]?.[0]).toBe(1);

        // An employee who loaded the page before the owner's save sends the revision they saw.
        const stale = await save('staff', section.name, section.other(0));
        expect(stale.status).toBe(409);
        expect(stale.body).toEqual({
          data: null,
          messages: [expect.objectContaining({ type: 'error', code: REVISION_CONFLICT_CODE, value: REVISION_CONFLICT_TEXT })],
        });
        expect(await held()).toEqual(afterFirst);

        // Once they have reloaded, their save names revision 1 and goes through.
        expect((await save('staff', section.name, section.other(1))).status).toBe(200);
        expect((await held())[section.name]?.[0]).toBe(2);
      },
    );

    it.each(sections)('$name: refuses a revision the section never had, also before its first save', async (section) => {
      expect((await save('distributor', section.name, section.body(5))).status).toBe(409);
      expect((await save('riley', section.name, section.body(3), 'riley')).status).toBe(409);
      expect((await held('riley'))[section.name]?.[0]).toBe(0);
      expect((await save('riley', section.name, section.body(0), 'riley')).status).toBe(200);
      expect((await held('riley'))[section.name]?.[0]).toBe(1);
    });

    it.each(sections)(
      '$name: of two saves of one revision sent at once, one is stored and the other refused',
      async (section) => {
        const answers = await Promise.all([
          save('distributor', section.name, section.body(0)),
          save('staff', section.name, section.other(0)),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect((await held())[section.name]?.[0]).toBe(1);
      },
    );

    it('asks every save for the revision it edited (422 without one)', async () => {
      const missing = await save('distributor', 'homePagePopups', { currentPopupId: 'spring-sale' });
      expect(missing.status).toBe(422);
      expect((await held()).homePagePopups).toEqual([0, null]);
    });

    it('refuses a revision beyond what the table stores with 422, not 500', async () => {
      const huge = await save('distributor', 'homePagePopups', { currentPopupId: 'spring-sale', revision: 2 ** 31 });
      expect(huge.status).toBe(422);
      expect((await held()).homePagePopups).toEqual([0, null]);
    });
  });
}
