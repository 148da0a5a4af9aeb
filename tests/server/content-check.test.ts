// A host's check of the editor's HTML (`cms-blocks/server`'s checkContent) against the reference
// server's save of the same HTML: the same cleaned HTML, the same words for the same slots.
import * as v from 'valibot';
import { SAVE_WARNING_LEVEL, SavedPageSchema, SlotProblemParamsSchema } from '#contracts/cms-pages.ts';
import { slotHtml } from '#host/slot-props.ts';
import { checkContent, type CheckedContent, type ContentProblem, type ContentReferences } from '#server/index.ts';
import type { ApiMessage } from '../../server/http/envelope.ts';
import { testBlockManifest } from '../support/block-manifest.ts';
import { CMS_PAGES_API as API } from './support/cms-page-calls.ts';
import { callApi, createTestApp, login, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin_123');
});
afterAll(() => t.close());

/** A host's own lookup: the products its catalogue has, as the seeded database has them (the test blocks reference no other kind). */
const references: ContentReferences = {
  product: async (ids) => Promise.resolve(new Set(ids.filter((id) => ['P100', 'P101'].includes(id)))),
};

/** The server's messages about slots, as checkContent words them: a 422's are errors. */
const slotProblems = (messages: ApiMessage[]): ContentProblem[] =>
  messages.map(({ code, value, level, params }) => ({
    ...v.parse(SlotProblemParamsSchema, params),
    code: code as ContentProblem['code'],
    text: value,
    level: level === SAVE_WARNING_LEVEL ? 'warning' : 'error',
  }));

let pages = 0;
/** Saves `content` as a new page through the reference server's API; a refused save has no HTML. */
async function serverSave(content: string): Promise<{ status: number; checked: Partial<CheckedContent> }> {
  pages += 1;
  const { status, body } = await callApi(t.app, admin, 'POST', API, {
    title: `Page ${pages}`,
    slug: `checked-${pages}`,
    content,
  });
  if (status !== 200) return { status, checked: { problems: slotProblems(body.messages) } };
  const { content: html, removed } = v.parse(SavedPageSchema, body.data);
  return { status, checked: { html, removed, problems: slotProblems(body.messages) } };
}

const hostCheck = (html: string) => checkContent(html, { blocksJson: testBlockManifest, references });

describe('checkContent, as the reference server checks a save', () => {
  it.each([
    [
      'a page of text and valid slots',
      `<h2>Oils</h2><p>Our <strong>best</strong>.</p>${slotHtml('add-to-cart', { productId: 'P100' })}`,
    ],
    ['no slot at all', '<p>Only text.</p>'],
    [
      'scripts, handlers, styles and frames',
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p><iframe src="/x"></iframe>',
    ],
    [
      'a link to javascript: and a placeholder inside a slot',
      '<a href="javascript:steal()">x</a><div data-block="spacer-medium"><p>Loading</p></div>',
    ],
  ])('stores %s as the server stores it, and reports what went', async (_case, html) => {
    const saved = await serverSave(html);
    expect(saved.status).toBe(200);
    expect(await hostCheck(html)).toEqual(saved.checked);
  });

  it.each([
    ['an unknown block', `<p>x</p><div data-block="promo-bar"></div>`, 'unknownBlock'],
    ['props that are not JSON', '<div data-block="spacer-medium" data-props="{oops"></div>', 'invalidJson'],
    ['props the schema refuses', slotHtml('add-to-cart-button', { skuNumber: 'TEA 12', qty: 0 }), 'invalidProps'],
    [
      'a product that does not exist',
      `${slotHtml('add-to-cart', { productId: 'P100' })}${slotHtml('add-to-cart', { productId: 'P999' })}`,
      'unknownReference',
    ],
  ])('refuses %s in the same words as the server', async (_case, html, code) => {
    const saved = await serverSave(html);
    expect(saved.status).toBe(422);
    const { problems } = await hostCheck(html);
    expect(problems).toEqual(saved.checked.problems);
    expect(problems.map((problem) => [problem.code, problem.level])).toEqual([[code, 'error']]);
  });

  it('keeps a stored slot whose product has gone since, with the server’s warning', async () => {
    await t.db.query(
      `insert into products (id, name, detail_page, description, category, sort_order) values ('P990', 'Gone soon', '/products/gone', '', 'Oils', 999)`,
    );
    await t.db.query(
      `insert into skus (sku_number, product_id, option_description, retail_price_cents, sort_order) values ('P990-1', 'P990', '', 100, 1)`,
    );
    const stored = `<p>Our best oil.</p>${slotHtml('add-to-cart', { productId: 'P990' })}`;
    const created = await callApi(t.app, admin, 'POST', API, { title: 'Gone', slug: 'gone-product', content: stored });
    const page = v.parse(SavedPageSchema, created.body.data);
    await t.db.query(`delete from products where id = 'P990'`);

    const edited = stored.replace('best', 'very best');
    const { status, body } = await callApi(t.app, admin, 'PUT', `${API}/${page.id}`, {
      title: page.title,
      slug: page.slug,
      content: edited,
      revision: page.revision,
    });
    expect(status).toBe(200);
    const checked = await checkContent(edited, { blocksJson: testBlockManifest, references, saved: () => page.content });
    expect(checked).toEqual({
      html: v.parse(SavedPageSchema, body.data).content,
      removed: [],
      problems: slotProblems(body.messages),
    });
    expect(checked.problems).toEqual([
      {
        slot: 1,
        block: 'add-to-cart',
        code: 'missingReference',
        text: 'Slot 1 (Add to cart): the product P990 no longer exists.',
        level: 'warning',
      },
    ]);
  });
});

describe('checkContent for a host', () => {
  it('checks no reference when the host gives no lookup for its kind', async () => {
    const html = slotHtml('add-to-cart', { productId: 'P999' });
    expect((await checkContent(html, { blocksJson: testBlockManifest })).problems).toEqual([]);
    expect((await checkContent(html, { blocksJson: testBlockManifest, references: { image: () => [] } })).problems).toEqual([]);
  });

  it('says so when what it is given is not a blocks.json', async () => {
    await expect(checkContent('<p>x</p>', { blocksJson: { blocks: [{ name: 'cart' }] } as never })).rejects.toThrow(
      /^cms-blocks\/server: blocksJson is not valid: /,
    );
  });
});
