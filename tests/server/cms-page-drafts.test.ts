import * as v from 'valibot';
import { PageRevisionSchema, PageRevisionSummarySchema, PageSchema, PageSummarySchema, type Page } from '#contracts/cms-pages.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seededPageId } from '../../server/db/seed-pages.ts';
import { CMS_PAGES_API as API, cmsPageCalls } from './support/cms-page-calls.ts';
import { callApi, createTestApp, login, send, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin_123');
});
afterAll(() => t.close());

const { create, update } = cmsPageCalls(() => ({ app: t.app, admin }), 'Drafted');

async function saved(page: Page, changes: Record<string, unknown>): Promise<Page> {
  const { status, body } = await update(page, changes);
  expect(status).toBe(200);
  return v.parse(PageSchema, body.data);
}

/** The body of the page visitors get at `/pages/{slug}`. */
async function visitorSees(slug: string): Promise<{ status: number; text: string }> {
  const response = await t.app.request(`/pages/${slug}`);
  return { status: response.status, text: await response.text() };
}

const revisionsOf = async (id: string) => {
  const { status, body } = await callApi(t.app, admin, 'GET', `${API}/${id}/revisions`);
  expect(status).toBe(200);
  return v.parse(v.array(PageRevisionSummarySchema), body.data);
};

describe('drafts of CMS pages', () => {
  it('keeps a draft from visitors until it is published, and opens it in the editor meanwhile', async () => {
    const page = await create('drafted');
    const draft = await saved(page, { title: 'Draft title', content: '<p>Draft text</p>', draft: true });
    expect(draft).toMatchObject({
      title: 'Draft title',
      content: '<p>Draft text</p>',
      revision: 2,
      draft: true,
      author: 'admin',
      published: { slug: 'drafted', updatedAt: page.updatedAt, author: 'admin' },
    });

    const before = await visitorSees('drafted');
    expect(before.status).toBe(200);
    expect(before.text).toContain('<p>First</p>');
    expect(before.text).not.toContain('Draft text');
    const opened = await callApi(t.app, admin, 'GET', `${API}/${page.id}`);
    expect(opened.body.data).toMatchObject({ content: '<p>Draft text</p>', draft: true, revision: 2 });
    const editor = await send(t.app, 'GET', `/editor/pages/${page.id}`, admin);
    const html = await editor.text();
    expect(html).toContain('Draft text');
    expect(html).toMatch(/This is a draft\. Visitors see the version published .* UTC by admin until you publish\./);
    expect(await (await send(t.app, 'GET', '/editor', admin)).text()).toContain('by admin (has an unpublished draft)');
    const listed = await callApi(t.app, admin, 'GET', API);
    expect(v.parse(v.array(PageSummarySchema), listed.body.data).find(({ id }) => id === page.id)).toMatchObject({
      title: 'Drafted',
      draft: true,
    });

    const published = await saved(draft, { draft: false });
    expect(published).toMatchObject({ revision: 3, draft: false, published: { slug: 'drafted' } });
    expect((await visitorSees('drafted')).text).toContain('<p>Draft text</p>');
  });

  it('moves the address only when the draft is published', async () => {
    const page = await create('moving-draft');
    const draft = await saved(page, { slug: 'moved-draft', draft: true });
    expect(draft.published.slug).toBe('moving-draft');
    expect((await visitorSees('moving-draft')).status).toBe(200);
    expect((await visitorSees('moved-draft')).status).toBe(404);
    await saved(draft, { draft: false });
    expect((await visitorSees('moving-draft')).status).toBe(404);
    expect((await visitorSees('moved-draft')).status).toBe(200);
  });

  it("checks a draft as publishing is: another page's address or a broken slot is refused and nothing is kept", async () => {
    await create('taken-address');
    const page = await create('checked-draft');
    const taken = await update(page, { slug: 'taken-address', draft: true });
    expect(taken.status).toBe(422);
    expect(taken.body.messages.map(({ source, code }) => [source, code])).toEqual([['slug', 'slugTaken']]);
    const broken = await update(page, { content: '<div data-block="no-such-block"></div>', draft: true });
    expect(broken.status).toBe(422);
    expect(broken.body.messages.map(({ source }) => source)).toEqual(['content']);
    expect(await revisionsOf(page.id)).toHaveLength(1);
  });
});

describe('revisions of CMS pages', () => {
  it('lists every save newest first, who made it, when, and whether it was a draft; reads each as saved', async () => {
    const page = await create('revised-list');
    const draft = await saved(page, { content: '<p>Second</p>', draft: true });
    const third = await saved(draft, { content: '<p>Third</p>' });

    const revisions = await revisionsOf(page.id);
    expect(revisions.map(({ revision, author, draft }) => [revision, author, draft])).toEqual([
      [3, 'admin', false],
      [2, 'admin', true],
      [1, 'admin', false],
    ]);
    expect(revisions[0]?.savedAt).toBe(third.updatedAt);

    const { status, body } = await callApi(t.app, admin, 'GET', `${API}/${page.id}/revisions/2`);
    expect(status).toBe(200);
    expect(v.parse(PageRevisionSchema, body.data)).toEqual({
      revision: 2,
      savedAt: draft.updatedAt,
      author: 'admin',
      draft: true,
      title: 'Drafted',
      slug: 'revised-list',
      content: '<p>Second</p>',
    });

    const view = await send(t.app, 'GET', `/editor/pages/${page.id}/revisions/2`, admin);
    expect(view.status).toBe(200);
    const html = await view.text();
    expect(html).toContain('<p>Second</p>');
    expect(html).toMatch(/Revision 2, .* UTC by admin \(Draft\)/);
    expect(html).toContain(`href="/editor/pages/${page.id}?restore=2"`);
    // its blocks run as the new-tab preview's do: a guest's reads, no writes
    expect(html).toContain('<script type="module" src="/assets/cms-blocks/editor-preview.js">');
  });

  it('makes each page saved before revisions were kept its own published revision', async () => {
    const older = await createTestApp();
    try {
      await older.db.query(
        "insert into pages (id, title, slug, content, author_id, revision) values ('old-page', 'Old', 'old', '<p>Old</p>', '1001', 4)",
      );
      // the database as 027_page_drafts.sql found it: pages, no revisions kept
      await older.db.exec("drop table page_revisions; delete from schema_migrations where name = '027_page_drafts.sql'");
      expect(await migrate(older.db)).toEqual(['027_page_drafts.sql']);
      const { body } = await callApi(
        older.app,
        await login(older.app, 'admin', 'admin_123'),
        'GET',
        `${API}/old-page/revisions/4`,
      );
      expect(body.data).toMatchObject({ revision: 4, draft: false, title: 'Old', slug: 'old', content: '<p>Old</p>' });
    } finally {
      await older.close();
    }
  });

  it('keeps the demo pages as their first, published revision', async () => {
    const revisions = await revisionsOf(seededPageId('welcome'));
    expect(revisions.map(({ revision, draft }) => [revision, draft])).toEqual([[1, false]]);
  });

  it('answers 404 for an unknown page or revision, and forgets a deleted page’s revisions', async () => {
    const page = await create('short-lived');
    for (const [path, source] of [
      [`${API}/no-such-page/revisions`, 'page'],
      [`${API}/no-such-page/revisions/1`, 'page'],
      [`${API}/no-such-page/revisions/one`, 'page'],
      [`${API}/a.b/revisions/1`, 'page'],
      [`${API}/${page.id}/revisions/2`, 'revision'],
      [`${API}/${page.id}/revisions/0`, 'revision'],
      [`${API}/${page.id}/revisions/one`, 'revision'],
      [`${API}/${page.id}/revisions/99999999999`, 'revision'],
    ] as const) {
      const { status, body } = await callApi(t.app, admin, 'GET', path);
      expect([path, status, body.messages.map(({ source, code }) => [source, code])]).toEqual([
        path,
        404,
        [[source, 'notFound']],
      ]);
    }
    expect((await send(t.app, 'GET', `/editor/pages/${page.id}/revisions/2`, admin)).status).toBe(404);
    expect((await callApi(t.app, admin, 'DELETE', `${API}/${page.id}`)).status).toBe(200);
    expect((await callApi(t.app, admin, 'GET', `${API}/${page.id}/revisions`)).status).toBe(404);
    expect(await t.db.query('select 1 from page_revisions where page_id = $1', [page.id])).toEqual([]);
  });
});
