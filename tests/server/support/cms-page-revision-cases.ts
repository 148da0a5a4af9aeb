import * as v from 'valibot';
import { PageSchema, type Page } from '#contracts/cms-pages.ts';
import { REVISION_CONFLICT_CODE, REVISION_CONFLICT_STATUS, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';
import type { Db } from '../../../server/db/database.ts';
import { seededPageId } from '../../../server/db/seed-pages.ts';
import { CMS_PAGES_API as API, cmsPageCalls } from './cms-page-calls.ts';
import { callApi, createTestApp, login, type TestApp } from './test-app.ts';

/**
 * The revisions of CMS pages, run the same on PGlite (cms-page-revisions.test.ts) and on a real
 * PostgreSQL (cms-page-revisions-postgres.test.ts): there, two saves of one revision really race
 * on separate connections, and the update's condition alone must let only one of them through.
 */
export function describeCmsPageRevisions(name: string, open?: () => Promise<Db>) {
  describe(`CMS page revisions on ${name}`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(open && (await open()));
      admin = await login(t.app, 'admin', 'admin_123');
    });
    afterAll(() => t.close());

    const { create, update } = cmsPageCalls(() => ({ app: t.app, admin }), 'Revised');

    const stored = async (id: string) =>
      (
        await t.db.query<{ title: string; content: string; revision: number; updated_at: Date }>(
          'select title, content, revision, updated_at from pages where id = $1',
          [id],
        )
      )[0];

    it('starts every page at revision 1 and raises it by one with each save; GET answers the latest', async () => {
      const seeded = await callApi(t.app, admin, 'GET', `${API}/${seededPageId('welcome')}`);
      expect(v.parse(PageSchema, seeded.body.data).revision).toBe(1);

      const page = await create('raised');
      expect(page.revision).toBe(1);
      const first = await update(page, { title: 'Revised once' });
      expect(first.status).toBe(200);
      const once = v.parse(PageSchema, first.body.data);
      expect(once.revision).toBe(2);
      const second = await update(once, { title: 'Revised twice' });
      expect(v.parse(PageSchema, second.body.data).revision).toBe(3);
      const read = await callApi(t.app, admin, 'GET', `${API}/${page.id}`);
      expect(read.body.data).toMatchObject({ title: 'Revised twice', revision: 3 });
    });

    it('refuses a save over a newer revision with 409 and changes nothing', async () => {
      const page = await create('stale');
      const theirs = await update(page, { title: 'Their title', content: '<p>Theirs</p>' });
      expect(theirs.status).toBe(200);
      const before = await stored(page.id);

      for (const revision of [page.revision, page.revision + 5]) {
        const mine = await update(page, { title: 'My title', slug: 'my-stale', content: '<p>Mine</p>', revision });
        expect(mine.status).toBe(REVISION_CONFLICT_STATUS);
        expect(mine.body).toEqual({
          data: null,
          messages: [
            {
              type: 'error',
              source: 'revision',
              code: REVISION_CONFLICT_CODE,
              value: REVISION_CONFLICT_TEXT,
              level: 'error',
              primary: true,
            },
          ],
        });
      }
      expect(await stored(page.id)).toEqual(before);
      expect(before).toMatchObject({ title: 'Their title', content: '<p>Theirs</p>', revision: 2 });
      expect(await t.db.query("select 1 from pages where slug = 'my-stale'")).toEqual([]);
    });

    it('counts drafts as saves: a draft or a publish over a newer draft is refused, and nothing changes', async () => {
      const page = await create('stale-draft');
      const theirs = await update(page, { content: '<p>Their draft</p>', draft: true });
      expect(theirs.status).toBe(200);
      const before = await stored(page.id);
      expect(before).toMatchObject({ content: '<p>First</p>', revision: 2 });

      for (const draft of [true, false]) {
        const mine = await update(page, { content: '<p>Mine</p>', draft });
        expect([draft, mine.status]).toEqual([draft, REVISION_CONFLICT_STATUS]);
      }
      expect(await stored(page.id)).toEqual(before);
      const kept = await t.db.query<{ revision: number }>(
        'select revision from page_revisions where page_id = $1 order by revision',
        [page.id],
      );
      expect(kept.map(({ revision }) => revision)).toEqual([1, 2]);

      // Saved on top of their draft, mine is the next revision; theirs stays in the history.
      const onTop = await update({ ...page, revision: 2 }, { content: '<p>Mine</p>', draft: true });
      expect(onTop.status).toBe(200);
      expect(onTop.body.data).toMatchObject({ content: '<p>Mine</p>', revision: 3, draft: true });
    });

    it('lets exactly one of two drafts of the same revision through', async () => {
      const page = await create('raced-drafts');
      const answers = await Promise.all([
        update(page, { title: 'Left', draft: true }),
        update(page, { title: 'Right', draft: true }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, REVISION_CONFLICT_STATUS]);
      const kept = await t.db.query('select title from page_revisions where page_id = $1 and revision = 2', [page.id]);
      expect(kept).toHaveLength(1);
    });

    it('lets exactly one of two saves of the same revision through', async () => {
      const page = await create('raced');
      const answers = await Promise.all([update(page, { title: 'Left' }), update(page, { title: 'Right' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, REVISION_CONFLICT_STATUS]);
      const winner = answers.find((answer) => answer.status === 200);
      expect(await stored(page.id)).toMatchObject({ title: (winner?.body.data as Page).title, revision: 2 });
    });

    it('answers 422 on revision to an update without a revision or with one that is no revision', async () => {
      const page = await create('unrevised');
      const before = await stored(page.id);
      for (const revision of [undefined, 0, 1.5, '1', 2 ** 31]) {
        const { status, body } = await update(page, { revision });
        expect([revision, status]).toEqual([revision, 422]);
        expect(body.messages.map((message) => message.source)).toEqual(['revision']);
      }
      expect(await stored(page.id)).toEqual(before);
    });
  });
}
