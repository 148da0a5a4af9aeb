// @vitest-environment jsdom
// jsdom reads the stored content and the published pages (DOMParser); the app itself runs as on Node.
import * as v from 'valibot';
import type { Envelope } from '../../server/http/envelope.ts';
import { CONFLICT_HEADING } from '../../server/pages/cms/page-form-words.ts';
import {
  LinkListSchema,
  PAGE_SLUG_TEXT,
  PAGE_TITLE_SEARCH_LIMIT,
  PAGE_TITLE_SEARCH_PATH,
  PageSchema,
  PageSummarySchema,
  referencingPagesEndpoint,
  SAVE_WARNING_LEVEL,
  SavedPageSchema,
  SlotProblemParamsSchema,
  type Page,
} from '#contracts/cms-pages.ts';
import { unknownReferenceText } from '#contracts/references.ts';
import { parsePageConfig } from '#host/config.ts';
import { encodeSlotProps } from '#host/slot-props.ts';
import {
  createTestApp,
  jsonHeaders,
  login,
  postJson,
  sameOriginHeaders,
  sessionCookie,
  type TestApp,
} from './support/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin_123');
  customer = await login(t.app, 'customer', 'customer_123');
});
afterAll(() => t.close());

const API = '/api/cms/pages';

function send(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = {
    ...sameOriginHeaders,
    ...(body === undefined ? {} : jsonHeaders),
    ...(cookie ? { Cookie: cookie } : {}),
  };
  return t.app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;

async function createAsAdmin(input: { title: string; slug: string; content?: string }): Promise<Page> {
  const response = await send('POST', API, admin, { content: '', ...input });
  expect(response.status).toBe(200);
  return v.parse(PageSchema, (await readEnvelope(response)).data);
}

/** A slot as the editor writes it: props encoded by encodeSlotProps, quotes escaped. */
const editorSlot = (block: string, props: Record<string, unknown>) =>
  `<div data-block="${block}" data-props="${encodeSlotProps(props).replace(/"/g, '&quot;')}"></div>`;

const search = (query: Record<string, string>, cookie = admin) =>
  send('GET', `${PAGE_TITLE_SEARCH_PATH}?${new URLSearchParams(query)}`, cookie);

async function searchTitles(q: string): Promise<string[]> {
  const response = await search({ format: 'tinyMceLinkList', q });
  expect(response.status).toBe(200);
  return v.parse(LinkListSchema, await response.json()).map((link) => link.title);
}

describe('who may call', () => {
  let page: Page;
  beforeAll(async () => {
    page = await createAsAdmin({ title: 'Guarded', slug: 'guarded' });
  });

  const calls = () =>
    [
      ['list', 'GET', API, undefined],
      ['get', 'GET', `${API}/${page.id}`, undefined],
      ['create', 'POST', API, { title: 'Nope', slug: 'nope', content: '' }],
      ['update', 'PUT', `${API}/${page.id}`, { title: 'Changed', slug: 'guarded', content: '', revision: page.revision }],
      ['delete', 'DELETE', `${API}/${page.id}`, undefined],
      ['revisions', 'GET', `${API}/${page.id}/revisions`, undefined],
      ['revision', 'GET', `${API}/${page.id}/revisions/1`, undefined],
      ['referencing', 'GET', `${API}/referencing/page?value=/pages/guarded`, undefined],
      ['title search', 'GET', `${PAGE_TITLE_SEARCH_PATH}?format=tinyMceLinkList&q=a`, undefined],
    ] as const;

  it('answers 401 signed out and 403 to a customer, for every call, and changes nothing', async () => {
    for (const [name, method, path, body] of calls()) {
      const signedOut = await send(method, path, undefined, body);
      expect([name, signedOut.status]).toEqual([name, 401]);
      expect((await readEnvelope(signedOut)).messages[0]).toMatchObject({ source: 'session', code: 'unauthorized' });
      expect(signedOut.headers.get('Cache-Control')).toBe('private, no-store');
      const forbidden = await send(method, path, customer, body);
      expect([name, forbidden.status]).toEqual([name, 403]);
      expect((await readEnvelope(forbidden)).messages[0]).toMatchObject({
        source: 'session',
        code: 'forbidden',
        value: 'Only administrators can do this.',
      });
    }
    const [row] = await t.db.query<{ title: string }>('select title from pages where id = $1', [page.id]);
    expect(row).toEqual({ title: 'Guarded' });
    expect(await t.db.query("select 1 from pages where slug = 'nope'")).toEqual([]);
  });

  it('refuses an administrator who impersonates a customer: the impersonated user decides', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const switched = await postJson(t.app, '/api/rpc/switch-user', { switchToUsername: 'customer' }, { Cookie: cookie });
    expect(switched.status).toBe(200);
    const asCustomer = sessionCookie(switched);
    expect((await send('GET', API, asCustomer)).status).toBe(403);
    expect((await search({ format: 'tinyMceLinkList' }, asCustomer)).status).toBe(403);
  });
});

describe('pages API as an administrator', () => {
  it('creates, reads, lists, updates and deletes a page', async () => {
    const created = await createAsAdmin({ title: '  Spring sale ', slug: 'spring-sale', content: '<p>Hello</p>' });
    expect(created).toMatchObject({
      title: 'Spring sale',
      slug: 'spring-sale',
      content: '<p>Hello</p>',
      author: 'admin',
      revision: 1,
    });
    expect(new Date(created.updatedAt).toISOString()).toBe(created.updatedAt);

    const read = await send('GET', `${API}/${created.id}`, admin);
    expect(read.status).toBe(200);
    expect((await readEnvelope(read)).data).toEqual(created);

    const list = v.parse(v.array(PageSummarySchema), (await readEnvelope(await send('GET', API, admin))).data);
    expect(list[0]).toEqual({
      id: created.id,
      title: 'Spring sale',
      slug: 'spring-sale',
      updatedAt: created.updatedAt,
      author: 'admin',
      draft: false,
    });
    expect(list.map((page) => page.slug)).toEqual(expect.arrayContaining(['welcome', 'about-us', 'shop-favourites']));
    expect(list.map((page) => page.updatedAt)).toEqual([...list.map((page) => page.updatedAt)].sort().reverse());

    const updated = await send('PUT', `${API}/${created.id}`, admin, {
      title: 'Summer sale',
      slug: 'summer-sale',
      content: '<p>Hot</p>',
      revision: created.revision,
    });
    expect(updated.status).toBe(200);
    const page = v.parse(PageSchema, (await readEnvelope(updated)).data);
    expect(page).toMatchObject({ id: created.id, title: 'Summer sale', slug: 'summer-sale', content: '<p>Hot</p>', revision: 2 });
    expect(page.updatedAt >= created.updatedAt).toBe(true);

    const deleted = await send('DELETE', `${API}/${created.id}`, admin);
    expect(deleted.status).toBe(200);
    expect((await readEnvelope(deleted)).data).toBeNull();
    expect((await send('GET', `${API}/${created.id}`, admin)).status).toBe(404);
  });

  it('names whoever saved last as the author', async () => {
    const page = await createAsAdmin({ title: 'Shared', slug: 'shared' });
    await t.db.query("update users set is_su = true where username = 'staff'");
    try {
      const staff = await login(t.app, 'staff', 'staff_123');
      const response = await send('PUT', `${API}/${page.id}`, staff, {
        title: 'Shared',
        slug: 'shared',
        content: '<p>x</p>',
        revision: page.revision,
      });
      expect((await readEnvelope(response)).data).toMatchObject({ author: 'staff' });
    } finally {
      await t.db.query("update users set is_su = false where username = 'staff'");
    }
  });

  it.each([
    ['GET', undefined],
    ['PUT', { title: 'T', slug: 'unknown-page', content: '', revision: 1 }],
    ['DELETE', undefined],
  ])('answers 404 to %s of an unknown or malformed id', async (method, body) => {
    for (const id of ['no-such-page', 'a%00b', 'a.b']) {
      const response = await send(method, `${API}/${id}`, admin, body);
      expect(response.status).toBe(404);
      expect((await readEnvelope(response)).messages).toEqual([
        expect.objectContaining({ source: 'page', code: 'notFound', value: 'There is no such page.' }),
      ]);
    }
  });

  it('answers 422 on slug when another page already uses the address, on create and on update', async () => {
    const taken = [
      { type: 'validatorMessage', source: 'slug', code: 'slugTaken', value: 'Another page already uses this address.' },
    ];
    const create = await send('POST', API, admin, { title: 'About', slug: 'about-us', content: '' });
    expect(create.status).toBe(422);
    expect((await readEnvelope(create)).messages).toEqual(taken);

    const page = await createAsAdmin({ title: 'Mine', slug: 'mine' });
    const update = await send('PUT', `${API}/${page.id}`, admin, {
      title: 'Mine',
      slug: 'welcome',
      content: '',
      revision: page.revision,
    });
    expect(update.status).toBe(422);
    expect((await readEnvelope(update)).messages).toEqual(taken);
    expect((await readEnvelope(await send('GET', `${API}/${page.id}`, admin))).data).toMatchObject({ slug: 'mine', revision: 1 });
  });

  it('answers 422 for a missing title, a bad slug or no content', async () => {
    const sources = async (body: unknown) => {
      const response = await send('POST', API, admin, body);
      expect(response.status).toBe(422);
      return (await readEnvelope(response)).messages.map((message) => [message.source, message.value]);
    };
    expect((await sources({ title: '  ', slug: 'ok', content: '' }))[0]?.[0]).toBe('title');
    expect(await sources({ title: 'T', slug: 'About Us', content: '' })).toEqual([['slug', PAGE_SLUG_TEXT]]);
    expect(await sources({ title: 'T', slug: 'a--b', content: '' })).toEqual([['slug', PAGE_SLUG_TEXT]]);
    expect((await sources({ title: 'T', slug: 'ok' }))[0]?.[0]).toBe('content');
    expect((await sources({ title: 'x'.repeat(121), slug: 'ok', content: '' }))[0]?.[0]).toBe('title');
  });
});

describe('slots on save', () => {
  const pageCount = async () => (await t.db.query('select id from pages')).length;

  async function refused(content: string) {
    const before = await pageCount();
    const response = await send('POST', API, admin, { title: 'Slots', slug: 'slots', content });
    expect(response.status).toBe(422);
    expect(await pageCount()).toBe(before);
    return (await readEnvelope(response)).messages;
  }

  it('refuses an unknown block, naming the slot', async () => {
    const messages = await refused(`<p>Intro</p>${editorSlot('spacer-medium', {})}<div data-block="promo-bar"></div>`);
    expect(messages).toEqual([
      {
        type: 'validatorMessage',
        source: 'content',
        code: 'unknownBlock',
        value: 'Slot 2: this site has no block "promo-bar". Remove it, or insert a block from the list instead.',
        params: { slot: 2, block: 'promo-bar' },
      },
    ]);
    expect(v.parse(SlotProblemParamsSchema, messages[0]?.params)).toEqual({ slot: 2, block: 'promo-bar' });
  });

  it("refuses props that fail the block's schema, naming the property", async () => {
    const messages = await refused(editorSlot('add-to-cart-button', { skuNumber: 'TEA12', qty: 500 }));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      source: 'content',
      code: 'invalidProps',
      params: { slot: 1, block: 'add-to-cart-button' },
    });
    expect(messages[0]?.value).toBe('Slot 1 (Add to cart button): "Quantity" must be at most 200.');
  });

  it('refuses props that are not a JSON object', async () => {
    const messages = await refused(`<div data-block="spacer-medium" data-props='{"oops'></div>`);
    expect(messages).toEqual([
      expect.objectContaining({
        code: 'invalidJson',
        value: 'Slot 1 (Spacer (medium)): its settings cannot be read. Remove the block and insert it again.',
        params: { slot: 1, block: 'spacer-medium' },
      }),
    ]);
  });

  it('answers one message per broken slot', async () => {
    const messages = await refused(
      `<div data-block="nope"></div>${editorSlot('add-to-cart', { productId: 'P100' })}<div data-block="add-to-cart-button"></div>`,
    );
    expect(messages.map((message) => [message.code, message.params])).toEqual([
      ['unknownBlock', { slot: 1, block: 'nope' }],
      ['invalidProps', { slot: 3, block: 'add-to-cart-button' }],
    ]);
  });
});

describe('references on save', () => {
  const unknownProduct = (slot: number) => ({
    type: 'validatorMessage',
    source: 'content',
    code: 'unknownReference',
    value: unknownReferenceText(slot, 'Add to cart', 'product', 'P999'),
    params: { slot, block: 'add-to-cart' },
  });

  it('refuses a product the catalogue does not have, naming the slot, and saves nothing', async () => {
    const before = await t.db.query('select id from pages');
    const response = await send('POST', API, admin, {
      title: 'Missing product',
      slug: 'missing-product',
      content: `<p>Buy</p>${editorSlot('add-to-cart', { productId: 'P100' })}${editorSlot('add-to-cart', { productId: 'P999' })}`,
    });
    expect(response.status).toBe(422);
    const { messages } = await readEnvelope(response);
    expect(messages).toEqual([unknownProduct(2)]);
    expect(messages[0]?.value).toBe(
      'Slot 2 (Add to cart): there is no product P999. Choose another product, or remove the block.',
    );
    expect(await t.db.query('select id from pages')).toEqual(before);
  });

  it('refuses an update to an unknown product and keeps the stored page and its revision', async () => {
    const content = editorSlot('add-to-cart', { productId: 'P100' });
    const page = await createAsAdmin({ title: 'Kept', slug: 'kept', content });
    const response = await send('PUT', `${API}/${page.id}`, admin, {
      title: 'Kept',
      slug: 'kept',
      content: `${editorSlot('add-to-cart', { productId: 'P999' })}${content}`,
      revision: page.revision,
    });
    expect(response.status).toBe(422);
    expect((await readEnvelope(response)).messages).toEqual([unknownProduct(1)]);
    expect((await readEnvelope(await send('GET', `${API}/${page.id}`, admin))).data).toEqual(page);
  });

  it('says only what is wrong with the slots while one is broken: one kind of message per slot', async () => {
    const response = await send('POST', API, admin, {
      title: 'Broken and missing',
      slug: 'broken-and-missing',
      content: `<div data-block="nope"></div>${editorSlot('add-to-cart', { productId: 'P999' })}`,
    });
    expect(response.status).toBe(422);
    expect((await readEnvelope(response)).messages.map((message) => [message.code, message.params])).toEqual([
      ['unknownBlock', { slot: 1, block: 'nope' }],
    ]);
  });
});

describe('references gone since the page was saved', () => {
  /** A product only this test uses, with one SKU, so deleting it touches nothing else. */
  async function addProduct(id: string) {
    await t.db.query(
      `insert into products (id, name, detail_page, description, category, sort_order) values ($1, $2, $3, '', 'Oils', 999)`,
      [id, `Test product ${id}`, `/products/test-${id}`],
    );
    await t.db.query(
      `insert into skus (sku_number, product_id, option_description, retail_price_cents, sort_order) values ($1, $2, '', 100, 1)`,
      [`${id}-1`, id],
    );
  }
  const deleteProduct = (id: string) => t.db.query('delete from products where id = $1', [id]);
  const update = (page: Page, content: string) =>
    send('PUT', `${API}/${page.id}`, admin, { title: page.title, slug: page.slug, content, revision: page.revision });

  it('saves a one-word fix of a page whose product was deleted, and warns of the slot by its block’s title', async () => {
    await addProduct('P990');
    const slot = editorSlot('add-to-cart', { productId: 'P990' });
    const page = await createAsAdmin({ title: 'Gone product', slug: 'gone-product', content: `<p>Our best oil.</p>${slot}` });
    await deleteProduct('P990');

    const response = await update(page, `<p>Our very best oil.</p>${slot}`);
    expect(response.status).toBe(200);
    const { data, messages } = await readEnvelope(response);
    expect(v.parse(PageSchema, data)).toMatchObject({
      revision: page.revision + 1,
      content: expect.stringContaining('very best') as string,
    });
    expect(messages).toEqual([
      {
        type: 'validatorMessage',
        source: 'content',
        code: 'missingReference',
        level: SAVE_WARNING_LEVEL,
        value: 'Slot 1 (Add to cart): the product P990 no longer exists.',
        params: { slot: 1, block: 'add-to-cart' },
      },
    ]);
    expect(v.is(SlotProblemParamsSchema, messages[0]?.params)).toBe(true);
  });

  it('checks publishing against the published page and a draft against the latest save', async () => {
    await addProduct('P991');
    const slot = editorSlot('add-to-cart', { productId: 'P991' });
    const page = await createAsAdmin({ title: 'Drafted product', slug: 'drafted-product', content: '<p>Soon</p>' });
    const body = { title: page.title, slug: page.slug, content: `<p>Soon</p>${slot}`, draft: true };
    const drafted = await send('PUT', `${API}/${page.id}`, admin, { ...body, revision: page.revision });
    expect(drafted.status).toBe(200);
    await deleteProduct('P991');

    // The draft holds the slot already: another draft keeps it and warns.
    const redrafted = await send('PUT', `${API}/${page.id}`, admin, { ...body, revision: page.revision + 1 });
    expect(redrafted.status).toBe(200);
    expect((await readEnvelope(redrafted)).messages.map(({ code }) => code)).toEqual(['missingReference']);
    // Visitors never had it: publishing adds it, and is refused.
    const published = await send('PUT', `${API}/${page.id}`, admin, { ...body, draft: false, revision: page.revision + 2 });
    expect(published.status).toBe(422);
    expect((await readEnvelope(published)).messages.map(({ code }) => code)).toEqual(['unknownReference']);
  });

  it('still refuses the gone product in a slot the save changes or adds, and keeps the stored page', async () => {
    await addProduct('P991');
    const slot = editorSlot('add-to-cart', { productId: 'P991' });
    const page = await createAsAdmin({ title: 'Changed gone product', slug: 'changed-gone-product', content: slot });
    await deleteProduct('P991');

    const changed = await update(page, editorSlot('add-to-cart', { productId: 'P991', showBvPv: true }));
    expect(changed.status).toBe(422);
    expect((await readEnvelope(changed)).messages).toEqual([
      expect.objectContaining({ code: 'unknownReference', params: { slot: 1, block: 'add-to-cart' } }),
    ]);
    const added = await update(page, `${slot}${slot}<p>Twice</p>${editorSlot('add-to-cart', { productId: 'P999' })}`);
    expect(added.status).toBe(422);
    // The stored slot is kept once; its copy is added, as is the new one, and both are refused.
    expect((await readEnvelope(added)).messages.map((message) => [message.code, message.params])).toEqual([
      ['unknownReference', { slot: 2, block: 'add-to-cart' }],
      ['unknownReference', { slot: 3, block: 'add-to-cart' }],
    ]);
    expect((await readEnvelope(await send('GET', `${API}/${page.id}`, admin))).data).toEqual(page);
  });
});

describe('the pages that reference something', () => {
  const referencing = async (kind: string, value: string) => {
    const response = await send('GET', `${API}/referencing/${kind}?${new URLSearchParams({ value })}`, admin);
    expect(response.status).toBe(200);
    return v.parse(referencingPagesEndpoint.data, (await readEnvelope(response)).data).map((page) => page.title);
  };

  it('lists the pages that link to a page, the latest first, matching the address without its #part', async () => {
    await createAsAdmin({ title: 'Opening times', slug: 'opening-times' });
    await createAsAdmin({
      title: 'Links to it',
      slug: 'links-to-it',
      content: '<p><a href="/pages/opening-times">Hours</a></p>',
    });
    await createAsAdmin({
      title: 'Links to winter',
      slug: 'links-to-winter',
      content: '<p><a href="/pages/opening-times#winter">Winter</a></p>',
    });
    await createAsAdmin({
      title: 'Links elsewhere',
      slug: 'links-elsewhere',
      content: '<p><a href="/pages/opening-times-2">Other</a> /pages/opening-times</p>',
    });
    expect(await referencing('page', '/pages/opening-times')).toEqual(['Links to winter', 'Links to it']);
    expect(await referencing('page', '/pages/nowhere')).toEqual([]);
  });

  it('lists the pages that use a product in a block, or an upload as a picture of their text', async () => {
    await createAsAdmin({
      title: 'Lavender corner',
      slug: 'lavender-corner',
      content: `${editorSlot('add-to-cart', { productId: 'P101' })}<p><img src="/media/abc123/lavender.png" alt="Lavender"></p>`,
    });
    expect(await referencing('product', 'P101')).toContain('Lavender corner');
    expect(await referencing('product', 'P10')).not.toContain('Lavender corner');
    expect(await referencing('image', '/media/abc123/lavender.png')).toEqual(['Lavender corner']);
  });

  it('lists a page whose draft alone uses it, once', async () => {
    const slot = editorSlot('add-to-cart', { productId: 'P102' });
    const page = await createAsAdmin({ title: 'Draft uses P102', slug: 'draft-uses-p102', content: slot });
    const body = { title: page.title, slug: page.slug, revision: page.revision, draft: true };
    expect((await send('PUT', `${API}/${page.id}`, admin, { ...body, content: `<p>New</p>${slot}` })).status).toBe(200);
    expect(await referencing('product', 'P102')).toEqual(['Draft uses P102']);
    const other = await createAsAdmin({ title: 'Draft adds P102', slug: 'draft-adds-p102', content: '<p>Plain</p>' });
    expect(
      (
        await send('PUT', `${API}/${other.id}`, admin, {
          title: other.title,
          slug: other.slug,
          revision: other.revision,
          content: slot,
          draft: true,
        })
      ).status,
    ).toBe(200);
    expect(await referencing('product', 'P102')).toEqual(['Draft adds P102', 'Draft uses P102']);
  });

  it('answers 404 for a kind there is not and 422 without a value', async () => {
    const unknown = await send('GET', `${API}/referencing/recipe?value=x`, admin);
    expect(unknown.status).toBe(404);
    expect((await readEnvelope(unknown)).messages[0]).toMatchObject({ source: 'kind', code: 'unknownReferenceKind' });
    expect((await send('GET', `${API}/referencing/page`, admin)).status).toBe(422);
    // an empty value names nothing (every page's content "holds" the empty string)
    expect((await send('GET', `${API}/referencing/page?value=%20`, admin)).status).toBe(422);
    // a value no content could hold as it is: no page uses it
    expect(await referencing('product', '"')).toEqual([]);
  });
});

describe('sanitising on save', () => {
  it('stores hostile content without its active markup, and a slot with hostile props as harmless text', async () => {
    const props = { skuNumber: 'TEA12', label: '</script><script>alert(1)</script> -->' };
    const page = await createAsAdmin({
      title: 'Hostile',
      slug: 'hostile',
      content: `<script>alert(1)</script><p onclick="alert(1)" style="color:red">Hi<img src="/x.png" onerror="alert(1)" alt="x"></p>
<a href="javascript:alert(1)">bad link</a><iframe src="https://evil.example"></iframe>
<div data-block="add-to-cart-button" data-props='${JSON.stringify(props)}'><p>old placeholder</p></div>`,
    });
    const [row] = await t.db.query<{ content: string }>('select content from pages where id = $1', [page.id]);
    expect(row?.content).toBe(page.content);
    expect(page.content).not.toMatch(/<script|<\/script|onclick|onerror|style=|javascript:|<iframe|-->|old placeholder/i);
    const stored = new DOMParser().parseFromString(page.content, 'text/html');
    expect(stored.querySelector('p')?.textContent).toBe('Hi');
    expect(stored.querySelector('img')?.getAttribute('src')).toBe('/x.png');
    expect(stored.querySelector('a')?.textContent).toBe('bad link');
    expect(stored.querySelector('a')?.hasAttribute('href')).toBe(false);
    const slots = stored.querySelectorAll('[data-block]');
    expect(slots).toHaveLength(1);
    expect(JSON.parse(slots[0]?.getAttribute('data-props') ?? '')).toEqual(props);
  });

  it('stores a slot the editor wrote byte for byte', async () => {
    const content = `<h2>Buy</h2>\n${editorSlot('add-to-cart', { productId: 'P100', showBvPv: true })}\n<p>More</p>`;
    expect((await createAsAdmin({ title: 'Editor slot', slug: 'editor-slot', content })).content).toBe(content);
  });

  it('answers what it removed from a save, and nothing when it removed nothing', async () => {
    const saved = async (slug: string, content: string) => {
      const response = await send('POST', API, admin, { title: slug, slug, content });
      return v.parse(SavedPageSchema, (await readEnvelope(response)).data);
    };
    expect((await saved('removed-some', '<p style="color:red">Hi</p><script>alert(1)</script>')).removed).toEqual([
      'the style attribute',
      '<script>',
    ]);
    const empty = await saved('removed-none', `${editorSlot('spacer-medium', {})}\n<p>&nbsp;</p>`);
    expect(empty).toMatchObject({ content: `${editorSlot('spacer-medium', {})}\n<p>&nbsp;</p>`, removed: [] });
    const update = await send('PUT', `${API}/${empty.id}`, admin, { ...empty, content: '<p class="x">Hi</p>' });
    expect(v.parse(SavedPageSchema, (await readEnvelope(update)).data).removed).toEqual(['the class attribute']);
  });
});

describe('GET /rcm-page-search/title', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 25; n += 1) {
      await createAsAdmin({ title: `Batch page ${String(n).padStart(2, '0')}`, slug: `batch-${n}` });
    }
    const pages: [title: string, slug: string][] = [
      ['Guide to Oils', 'guide-to-oils'],
      ['oils for sleep', 'oils-for-sleep'],
      ['About OILS', 'about-oils'],
      ['100% natural', 'hundred-percent'],
      ['100 natural', 'hundred'],
      ['a_b notes', 'a-b-notes'],
      ['axb notes', 'axb-notes'],
    ];
    for (const [title, slug] of pages) {
      await createAsAdmin({ title, slug });
    }
  });

  it('answers a bare TinyMCE link list: titles with their published paths, never cached', async () => {
    const response = await search({ format: 'tinyMceLinkList', q: 'shop favourites' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual([{ title: 'Shop favourites', value: '/pages/shop-favourites' }]);
  });

  it('matches case-insensitively, titles starting with the text first, then alphabetically', async () => {
    expect(await searchTitles('OILS')).toEqual(['oils for sleep', 'About OILS', 'Guide to Oils']);
    expect(await searchTitles('  oils ')).toEqual(['oils for sleep', 'About OILS', 'Guide to Oils']);
  });

  it(`answers at most ${PAGE_TITLE_SEARCH_LIMIT}`, async () => {
    const titles = await searchTitles('batch');
    expect(titles).toHaveLength(PAGE_TITLE_SEARCH_LIMIT);
    expect(titles[0]).toBe('Batch page 01');
  });

  it(`answers the ${PAGE_TITLE_SEARCH_LIMIT} most recently updated pages without a text`, async () => {
    const recent = await t.db.query<{ title: string }>(
      `select title from pages order by updated_at desc limit ${PAGE_TITLE_SEARCH_LIMIT}`,
    );
    expect(await searchTitles('')).toEqual(recent.map((row) => row.title));
    const response = await search({ format: 'tinyMceLinkList' });
    expect(v.parse(LinkListSchema, await response.json())).toHaveLength(PAGE_TITLE_SEARCH_LIMIT);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await searchTitles('100%')).toEqual(['100% natural']);
    expect(await searchTitles('a_b')).toEqual(['a_b notes']);
    expect(await searchTitles('%')).toEqual(['100% natural']);
    expect(await searchTitles('\\')).toEqual([]);
  });

  it.each<Record<string, string>>([{}, { format: 'json' }, { format: 'TINYMCELINKLIST', q: 'a' }])(
    'answers 400 to the format of %j',
    async (query) => {
      const response = await search(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect((await readEnvelope(response)).messages[0]).toMatchObject({ source: 'format', code: 'unsupportedFormat' });
    },
  );

  it('answers 422, never 500, to a text the database cannot hold or one too long', async () => {
    expect((await search({ format: 'tinyMceLinkList', q: 'a\0b' })).status).toBe(422);
    expect((await search({ format: 'tinyMceLinkList', q: 'x'.repeat(121) })).status).toBe(422);
  });
});

describe('the page form in /editor', () => {
  async function form(path: string) {
    const response = await t.app.request(path, { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    return { doc, form: doc.querySelector<HTMLFormElement>('#cms-page-form') };
  }

  it("holds a saved page's latest revision for the next save, under its saved title", async () => {
    const page = await createAsAdmin({ title: 'Form page', slug: 'form-page' });
    await send('PUT', `${API}/${page.id}`, admin, { title: 'Form page, renamed', slug: 'form-page', content: '', revision: 1 });
    const { doc, form: edit } = await form(`/editor/pages/${page.id}`);
    expect(edit?.dataset).toMatchObject({ pageId: page.id, revision: '2' });
    expect(doc.querySelector('main h1')?.textContent).toBe('Edit: Form page, renamed');
    expect(doc.querySelector('#cms-slug-hint')?.textContent).toContain('Changing it breaks links');
    expect(doc.querySelector('#cms-conflict')?.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('#cms-conflict')?.textContent).toContain(CONFLICT_HEADING);
  });

  it("tells a new page's author that the address follows the title", async () => {
    const { doc, form: edit } = await form('/editor/pages/new');
    expect(edit?.dataset).toMatchObject({ pageId: '', revision: '' });
    expect(doc.querySelector('main h1')?.textContent).toBe('New page');
    expect(doc.querySelector('#cms-slug-hint')?.textContent).toContain('It follows the title until you change it.');
  });
});

describe('/pages/{slug}', () => {
  async function getPage(path: string, cookie?: string) {
    const response = await t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const { config, problems } = parsePageConfig(doc.querySelector('script[data-cms-blocks-config]')?.textContent);
    expect(problems).toEqual([]);
    return { response, doc, config };
  }

  it("renders the stored title and slots, each slot with its block's placeholder shapes", async () => {
    const { response, doc, config } = await getPage('/pages/shop-favourites');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(doc.querySelector('main h1')?.textContent).toBe('Shop favourites');
    const slots = [...doc.querySelectorAll('main [data-block]')];
    const slotProps = (slot: Element): unknown => JSON.parse(slot.getAttribute('data-props') ?? '');
    expect(slots.map((slot) => [slot.getAttribute('data-block'), slotProps(slot)])).toEqual([
      ['add-to-cart', { productId: 'P100' }],
      ['add-to-cart-button', { skuNumber: 'TEA12' }],
    ]);
    expect(slots.every((slot) => slot.querySelector(':scope > .cmsb-placeholder'))).toBe(true);
    expect(config.editMode).toBe(false);
    expect(doc.querySelector('a[href^="/editor/"]')).toBeNull();
  });

  it('publishes a page saved through the API', async () => {
    await createAsAdmin({ title: 'Fresh <news>', slug: 'fresh-news', content: `<p>New!</p>${editorSlot('spacer-medium', {})}` });
    const { doc } = await getPage('/pages/fresh-news');
    expect(doc.querySelector('main h1')?.textContent).toBe('Fresh <news>');
    expect(doc.querySelector('main p')?.textContent).toBe('New!');
    expect(doc.querySelector('main [data-block]')?.getAttribute('data-block')).toBe('spacer-medium');
  });

  it('gives administrators edit mode and a link to the editor; never anyone else', async () => {
    const { doc, config } = await getPage('/pages/about-us', admin);
    expect(config.editMode).toBe(true);
    const [page] = await t.db.query<{ id: string }>("select id from pages where slug = 'about-us'");
    expect(doc.querySelector('main a[href^="/editor/"]')?.getAttribute('href')).toBe(`/editor/pages/${page?.id}`);
    for (const cookie of [undefined, customer]) {
      const visitor = await getPage('/pages/about-us?edit=1', cookie);
      expect(visitor.config.editMode).toBe(false);
      expect(visitor.doc.querySelector('a[href^="/editor/"]')).toBeNull();
    }
  });

  it.each(['/pages/no-such-page', '/pages/a%00b', '/pages/About-Us'])('answers the 404 page for %s', async (path) => {
    const { response, doc } = await getPage(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(doc.querySelector('main h1')?.textContent).toBe('Page not found');
  });
});
