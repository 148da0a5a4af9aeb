import * as v from 'valibot';
import { DEMO_SITE_HOME_VIDEO } from '../../server/db/seed-home-videos.ts';
import { demoHomePageSettings } from '../../server/db/seed-site-settings.ts';
import { SiteHomeVideoSchema } from '#contracts/home-video.ts';
import { REVISION_CONFLICT_CODE } from '#contracts/revisions.ts';
import { SECTION_HISTORY_LIMIT, SECTION_HISTORY_TEXTS, SectionHistorySchema } from '#contracts/section-history.ts';
import { SiteSettingsSectionsSchema } from '#contracts/site-settings.ts';
import { resetHomeSections } from './support/section-revision-cases.ts';
import { callApi, createTestApp, logInAll, login, postJson, sessionCookie, type TestApp } from './support/test-app.ts';

const SECTION = '/api/pws/site-settings-section/current';
const USERS = ['distributor', 'staff', 'riley'] as const;
type User = (typeof USERS)[number];

/** Each inline-edited section of site demo: its value before any save, two values to save and the body of a save. */
const sections = [
  {
    name: 'homePageProducts',
    start: demoHomePageSettings.productIds,
    values: [['P100', 'P101'], ['P102']],
    body: (productIds: readonly string[], revision: number) => ({ productCount: 3, productIds, revision }),
  },
  {
    name: 'homePagePopups',
    start: null,
    values: ['spring-sale', 'free-shipping'],
    body: (currentPopupId: string, revision: number) => ({ currentPopupId, revision }),
  },
  {
    name: 'homePageVideo',
    start: DEMO_SITE_HOME_VIDEO,
    values: ['morning-smoothie', 'desk-stretch'],
    body: (videoId: string, revision: number) => ({ videoId, revision }),
  },
] as const;
type Section = (typeof sections)[number];

let t: TestApp;
let cookies: Record<User, string>;

/** A second video, "brief", made of desk-stretch's files: one the tests may delete. */
const addBriefVideo = () =>
  t.db.query(
    `insert into home_videos (id, title, captions_language, captions_file, main_file_id, main_width,
       preview_md_up_file_id, preview_md_up_width, preview_xs_down_file_id, preview_xs_down_width)
     select 'brief', 'Brief', captions_language, captions_file, main_file_id, main_width,
       preview_md_up_file_id, preview_md_up_width, preview_xs_down_file_id, preview_xs_down_width
     from home_videos where id = 'desk-stretch'`,
  );

beforeAll(async () => {
  t = await createTestApp();
  cookies = await logInAll(t.app, USERS);
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetHomeSections(t.db);
  await t.db.query('delete from home_section_history');
});

const save = (section: Section, value: Section['values'][number], revision: number, who: User = 'distributor') =>
  callApi(t.app, cookies[who], 'PUT', `${SECTION}/${section.name}?siteId=demo`, section.body(value as never, revision));
const undo = (section: Section, revision: number, who: User | null = 'distributor', siteId = 'demo') =>
  callApi(t.app, who && cookies[who], 'POST', `${SECTION}/${section.name}/undo?siteId=${siteId}`, { revision });
const history = (section: Section, who: User | null = 'distributor', siteId = 'demo') =>
  callApi(t.app, who && cookies[who], 'GET', `${SECTION}/${section.name}/history?siteId=${siteId}`);

/** The section's revision and stored value, as the public GETs answer them. */
async function held(section: Section, siteId = 'demo'): Promise<[number, unknown]> {
  if (section.name === 'homePageVideo') {
    const video = v.parse(
      SiteHomeVideoSchema,
      (await callApi(t.app, null, 'GET', `/api/pws/sites/${siteId}/home-page-video`)).body.data,
    );
    return [video.revision, video.videoId];
  }
  const all = v.parse(
    SiteSettingsSectionsSchema,
    (await callApi(t.app, null, 'GET', `/api/pws/site-settings-section/${siteId}`)).body.data,
  );
  return section.name === 'homePagePopups'
    ? [all.homePagePopups.revision, all.homePagePopups.currentPopupId]
    : [all.homePageProducts.revision, all.homePageProducts.productIds];
}
const steps = async (section: Section) => v.parse(SectionHistorySchema, (await history(section)).body.data).steps;

describe('owners undo the last change of a home-page section', () => {
  it.each(sections)(
    '$name: each save keeps the value it replaced; undo puts them back one by one as new saves, then has nothing left',
    async (section) => {
      const [first, second] = section.values;
      expect((await history(section)).body.data).toEqual({ steps: 0, lastChange: null });
      expect((await save(section, first, 0)).status).toBe(200);
      expect((await save(section, second, 1, 'staff')).status).toBe(200);
      expect((await history(section)).body.data).toEqual({
        steps: 2,
        // Sam Lee, an employee, is not the site's owner: not named.
        lastChange: { changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), changedBy: { who: 'support' } },
      });

      const back = await undo(section, 2);
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({
        section: { revision: 3 },
        // The first save made the value put back.
        restoredVersionOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        history: { steps: 1, lastChange: { changedBy: { who: 'you' } } },
      });
      expect(await held(section)).toEqual([3, first]);

      const start = await undo(section, 3);
      expect(start.status).toBe(200);
      // The value before the first save predates the history: no date is known for it.
      expect(start.body.data).toMatchObject({ restoredVersionOf: null, history: { steps: 0, lastChange: null } });
      expect(await held(section)).toEqual([4, section.start]);

      const nothing = await undo(section, 4);
      expect(nothing.status).toBe(422);
      expect(nothing.body.messages).toEqual([
        expect.objectContaining({ code: 'nothingToUndo', value: SECTION_HISTORY_TEXTS.nothingToUndo }),
      ]);
      expect(await held(section)).toEqual([4, section.start]);
    },
  );

  it.each(sections)('$name: an undo naming an older revision is refused with 409 and changes nothing', async (section) => {
    const [first, second] = section.values;
    await save(section, first, 0);
    await save(section, second, 1);
    const stale = await undo(section, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.messages).toEqual([expect.objectContaining({ code: REVISION_CONFLICT_CODE })]);
    expect(await held(section)).toEqual([2, second]);
    expect(await steps(section)).toBe(2);
    // With nothing to undo, a stale revision is still the conflict: the page shows an older state.
    const fresh = sections.find((other) => other.name !== section.name) ?? section;
    expect((await undo(fresh, 5)).status).toBe(409);
  });

  it.each(sections)('$name: answers 404 to a site the caller may not edit, 401 signed out', async (section) => {
    await save(section, section.values[0], 0);
    for (const answer of [await undo(section, 1, 'riley'), await history(section, 'riley')]) {
      expect(answer.status).toBe(404);
    }
    expect((await undo(section, 1, null)).status).toBe(401);
    expect((await history(section, null)).status).toBe(401);
    expect(await held(section)).toEqual([1, section.values[0]]);
    // An employee may, as they may save.
    expect((await undo(section, 1, 'staff')).status).toBe(200);
  });

  it(`keeps at most ${SECTION_HISTORY_LIMIT} changes per section, dropping the oldest`, async () => {
    const [popups] = sections.filter((section) => section.name === 'homePagePopups');
    if (!popups) throw new Error('no popups section');
    const saves = SECTION_HISTORY_LIMIT + 2;
    for (let revision = 0; revision < saves; revision++)
      await save(popups, popups.values[revision % 2] ?? 'spring-sale', revision);
    expect(await steps(popups)).toBe(SECTION_HISTORY_LIMIT);
    let revision = saves;
    for (let undone = 0; undone < SECTION_HISTORY_LIMIT; undone++) expect((await undo(popups, revision++)).status).toBe(200);
    // Back to what the second save made: the values the first two replaced are gone.
    expect(await held(popups)).toEqual([revision, popups.values[1]]);
    expect((await undo(popups, revision)).status).toBe(422);
  });

  it.each(sections)('$name: a refused save (409, 422) keeps nothing', async (section) => {
    await save(section, section.values[0], 0);
    expect((await save(section, section.values[1], 0)).status).toBe(409);
    const unknown = section.name === 'homePageProducts' ? ['NOPE'] : 'nope';
    expect((await save(section, unknown as never, 1)).status).toBe(422);
    expect(await steps(section)).toBe(1);
  });

  it.each(sections)('$name: of two undos at once naming one revision, one is done and the other refused', async (section) => {
    await save(section, section.values[0], 0);
    await save(section, section.values[1], 1);
    const answers = await Promise.all([undo(section, 2), undo(section, 2, 'staff')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await held(section)).toEqual([3, section.values[0]]);
    expect(await steps(section)).toBe(1);
  });

  it('keeps nothing for a save that leaves the value as it was', async () => {
    const [, popups] = sections;
    await save(popups, 'spring-sale', 0);
    await save(popups, 'spring-sale', 1);
    expect(await steps(popups)).toBe(1);
  });

  it("keeps each site's and section's history apart", async () => {
    const [products, popups] = sections;
    await save(popups, 'spring-sale', 0);
    expect(await steps(products)).toBe(0);
    const riley = await callApi(t.app, cookies.riley, 'GET', `${SECTION}/homePagePopups/history`);
    expect(riley.body.data).toEqual({ steps: 0, lastChange: null });
  });
});

describe('who made the last change', () => {
  it.each(sections)('$name: the owner by name to others; under impersonation, the real person', async (section) => {
    const [first, second] = section.values;
    await save(section, first, 0);
    const byOwner = await history(section, 'staff');
    expect(byOwner.body.data).toMatchObject({ lastChange: { changedBy: { who: 'owner', name: 'Dana Rivers' } } });

    // An administrator acting as the owner Dana Rivers saves, then undoes.
    const admin = await login(t.app, 'admin', 'admin_123');
    const switched = await postJson(t.app, '/api/rpc/switch-user', { switchToUsername: 'distributor' }, { Cookie: admin });
    expect(switched.status).toBe(200);
    const asOwner = sessionCookie(switched);
    const saved = await callApi(
      t.app,
      asOwner,
      'PUT',
      `${SECTION}/${section.name}?siteId=demo`,
      section.body(second as never, 1),
    );
    expect(saved.status).toBe(200);
    const [kept] = await t.db.query<{ changedBy: string }>(
      'select changed_by_user_id as "changedBy" from home_section_history order by id desc limit 1',
    );
    const [real] = await t.db.query<{ id: string }>("select id from users where username = 'admin'");
    expect(kept?.changedBy).toBe(real?.id);
    // The owner reads it as support's; the administrator, still impersonating, as their own.
    expect((await history(section)).body.data).toMatchObject({ lastChange: { changedBy: { who: 'support' } } });
    const asAdmin = await callApi(t.app, asOwner, 'GET', `${SECTION}/${section.name}/history?siteId=demo`);
    expect(asAdmin.body.data).toMatchObject({ steps: 2, lastChange: { changedBy: { who: 'you' } } });
    const undone = await callApi(t.app, asOwner, 'POST', `${SECTION}/${section.name}/undo?siteId=demo`, { revision: 2 });
    expect(undone.body.data).toMatchObject({
      history: { steps: 1, lastChange: { changedBy: { who: 'owner', name: 'Dana Rivers' } } },
    });
  });
});

describe('a kept value that no longer fits the section', () => {
  const keepUnfit = () =>
    t.db.query(
      `insert into home_section_history (site_id, section, value, changed_at)
       values ('demo', 'homePagePopups', '{"popup": 7}'::jsonb, now())`,
    );

  it('is passed over: the undo puts back the one before and drops it', async () => {
    const [, popups] = sections;
    await save(popups, 'spring-sale', 0);
    await keepUnfit();
    expect(await steps(popups)).toBe(2);
    const back = await undo(popups, 1);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ section: { currentPopupId: null, revision: 2 }, history: { steps: 0 } });
    expect(await held(popups)).toEqual([2, null]);
  });

  it('when none fits, there is nothing to undo', async () => {
    const [, popups] = sections;
    await keepUnfit();
    expect((await undo(popups, 0)).status).toBe(422);
    expect(await held(popups)).toEqual([0, null]);
    expect(await steps(popups)).toBe(0);
  });
});

describe('a value put back whose popup, product or video has since gone', () => {
  it('comes back as no popup, as a removed popup leaves a choice of it', async () => {
    const [, popups] = sections;
    await t.db.query(
      "insert into popups (id, name, background_image, content, link_text, link_url) values ('brief', 'Brief', '/x.svg', '<p>Hi</p>', 'Go', '/')",
    );
    await callApi(t.app, cookies.distributor, 'PUT', `${SECTION}/homePagePopups`, { currentPopupId: 'brief', revision: 0 });
    await save(popups, 'spring-sale', 1);
    await t.db.query("delete from popups where id = 'brief'");
    const back = await undo(popups, 2);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ section: { currentPopupId: null, currentPopup: null, revision: 3 } });
    expect(await held(popups)).toEqual([3, null]);
  });

  it('keeps a product since unlisted among the picks; the grid leaves it out, as it does', async () => {
    const [products] = sections;
    await save(products, ['P100', 'P101'], 0);
    await save(products, ['P102'], 1);
    await t.db.query("update products set listed = false where id = 'P100'");
    try {
      const back = await undo(products, 2);
      expect(back.status).toBe(200);
      const section = (back.body.data as { section: { productIds: string[]; products: { productId: string }[] } }).section;
      expect(section.productIds).toEqual(['P100', 'P101']);
      expect(section.products.map((product) => product.productId)).toEqual(['P101']);
    } finally {
      await t.db.query("update products set listed = true where id = 'P100'");
    }
  });

  it('comes back as no video when the video is gone, keeping the revision', async () => {
    const [, , video] = sections;
    await addBriefVideo();
    await callApi(t.app, cookies.distributor, 'PUT', `${SECTION}/homePageVideo`, { videoId: 'brief', revision: 0 });
    await save(video, 'desk-stretch', 1);
    await t.db.query("delete from home_videos where id = 'brief'");
    const back = await undo(video, 2);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ section: { videoId: null, video: null, revision: 3 } });
    expect(await held(video)).toEqual([3, null]);
    // The owner chooses again from there.
    expect((await save(video, 'desk-stretch', 3)).status).toBe(200);
  });

  it('a site whose chosen video is deleted keeps its row and revision, and shows no video', async () => {
    const [, , video] = sections;
    await addBriefVideo();
    await callApi(t.app, cookies.distributor, 'PUT', `${SECTION}/homePageVideo`, { videoId: 'brief', revision: 0 });
    await t.db.query("delete from home_videos where id = 'brief'");
    expect(await t.db.query('select video_id as "videoId", revision from site_home_videos where site_id = \'demo\'')).toEqual([
      { videoId: null, revision: 1 },
    ]);
    expect(await held(video)).toEqual([1, null]);
    // The owner's next save names the revision held and is taken.
    expect((await save(video, 'desk-stretch', 1)).status).toBe(200);
  });
});
