import * as v from 'valibot';
import { PageSchema, type Page } from '#contracts/cms-pages.ts';
import { callApi, type TestApp } from './test-app.ts';

export const CMS_PAGES_API = '/api/cms/pages';

/**
 * An administrator's calls to the pages API as the editor's form makes them, titled `title`;
 * `session` answers the app and the administrator's cookie once `beforeAll` has set them.
 */
export function cmsPageCalls(session: () => { app: TestApp['app']; admin: string }, title: string) {
  /** A new page at `slug`, as the API answers it. */
  async function create(slug: string, content = '<p>First</p>'): Promise<Page> {
    const { app, admin } = session();
    const { status, body } = await callApi(app, admin, 'POST', CMS_PAGES_API, { title, slug, content });
    expect(status).toBe(200);
    return v.parse(PageSchema, body.data);
  }

  /** An update of `page` as the form sends it, with `changes` (`draft: true` for Save draft). */
  const update = (page: Page, changes: Record<string, unknown>) => {
    const { app, admin } = session();
    const { title: pageTitle, slug, content, revision } = page;
    return callApi(app, admin, 'PUT', `${CMS_PAGES_API}/${page.id}`, { title: pageTitle, slug, content, revision, ...changes });
  };

  return { create, update };
}
