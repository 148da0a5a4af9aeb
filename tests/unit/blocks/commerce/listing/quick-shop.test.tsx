import { toJsonSchema } from '@valibot/to-json-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import block, { QuickShopPropsSchema } from '../../../../../blocks/commerce/quick-shop/index.ts';
import { QuickShop } from '../../../../../blocks/commerce/quick-shop/quick-shop.tsx';
import { groupSections, idBatches, uniqueProductIds } from '../../../../../blocks/commerce/quick-shop/sections.ts';
import type { FakeHandler } from '../../../../support/fake-fetch.ts';
import {
  ADD_ITEMS,
  answer,
  cartWith,
  donation,
  lavender,
  omega,
  peppermint,
  productList,
  PRODUCTS,
  searchParams,
} from '../../../../fixtures/commerce/listing.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const sections = [
  { title: 'Essential oils', productIds: ['P100', 'P101'] },
  { title: 'Wellness', productIds: ['P103', 'P100', 'P999'] },
];

/** Answers the ids asked for, in their order, like the reference server. */
const catalogue: FakeHandler = (request) => {
  const all = [lavender, peppermint, omega, donation];
  const ids = (searchParams(request.search).ids ?? '').split(',');
  return { data: productList(ids.flatMap((id) => all.filter((p) => p.productId === id))) };
};

function renderShop(props = { sections }, routes: Record<string, FakeHandler> = {}, editMode = false) {
  return renderIslands(<QuickShop {...props} />, { [PRODUCTS]: catalogue, ...routes }, { editMode });
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });
const cardNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('quick-shop', () => {
  it('loads every product of every section with one list call', async () => {
    const { requests, container } = renderShop();
    await screen.findByRole('region', { name: 'Essential oils' });
    const calls = requests.filter((r) => r.path === '/api/products');
    expect(calls).toHaveLength(1);
    expect(searchParams(calls[0]!.search)).toEqual({ ids: 'P100,P101,P103,P999', page: '1', pageSize: '4' });
    expect(container.querySelector('.cmsb-quick-shop')).toHaveAttribute('data-state', 'ready');
  });

  it('groups the products into the titled sections, in the given order', async () => {
    renderShop();
    expect(await screen.findByRole('heading', { level: 2, name: 'Essential oils' })).toBeInTheDocument();
    expect(cardNames(sectionNamed('Essential oils'))).toEqual(['Lavender Essential Oil', 'Peppermint Essential Oil']);
    expect(cardNames(sectionNamed('Wellness'))).toEqual(['Omega-3 Fish Oil', 'Lavender Essential Oil']);
    // unknown ids are skipped; only editors are told
    expect(screen.queryByText(/Products not found/)).toBeNull();
  });

  it('tells editors which ids were not found', async () => {
    renderShop(undefined, {}, true);
    expect(await screen.findByText('Products not found: P999')).toBeInTheDocument();
  });

  it('shows each card with image, name, the server price and an option select', async () => {
    renderShop();
    const card = (await screen.findAllByRole('article', { name: 'Lavender Essential Oil' }))[0]!;
    expect(within(card).getByRole('link', { name: 'Lavender Essential Oil' })).toHaveAttribute(
      'href',
      '/p/lavender-essential-oil',
    );
    expect(within(card).getByText('$12.50')).toBeInTheDocument();
    const option = within(card).getByRole('combobox', { name: 'Option Lavender Essential Oil' });
    expect(
      within(option)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 mL', '15 mL', '30 mL']);
    await userEvent.setup().selectOptions(option, 'LAV15');
    expect(within(card).getByText('$29.00')).toBeInTheDocument();
  });

  it('quick-adds one unit of the chosen option', async () => {
    const user = userEvent.setup();
    const { requests } = renderShop(undefined, { [ADD_ITEMS]: answer(cartWith('PEP15')) });
    const section = await screen.findByRole('region', { name: 'Essential oils' });
    const card = within(section).getByRole('article', { name: 'Peppermint Essential Oil' });
    await user.selectOptions(within(card).getByRole('combobox'), 'PEP15');
    expect(within(card).getByText('Backordered')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add to Cart Peppermint Essential Oil' }));
    expect(await screen.findByText('Peppermint Essential Oil was added to your cart.')).toBeInTheDocument();
    const post = requests.filter((r) => r.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]!.path).toBe('/api/cart/order/current/items');
    expect(post[0]!.body).toEqual({ items: [{ skuNumber: 'PEP15', qty: 1, updateMethod: 'add' }] });
  });

  it("shows the server's message when the add fails", async () => {
    const user = userEvent.setup();
    renderShop(undefined, {
      [ADD_ITEMS]: () => ({ status: 422, messages: [{ type: 'error', source: 'cart', code: 'x', value: 'Out of stock.' }] }),
    });
    const section = await screen.findByRole('region', { name: 'Essential oils' });
    await user.click(within(section).getByRole('button', { name: 'Add to Cart Lavender Essential Oil' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Out of stock.');
  });

  it('sends donation products to their page for an amount instead of a quick add', async () => {
    renderShop({ sections: [{ title: 'Give', productIds: ['P108'] }] });
    const card = await screen.findByRole('article', { name: 'Kids Foundation donation' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText('$1.00')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Choose an amount Kids Foundation donation' })).toHaveAttribute(
      'href',
      '/p/kids-foundation-donation',
    );
  });

  it('shows loading, then a load failure with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderShop(undefined, { [PRODUCTS]: (request) => (fail ? { status: 500 } : catalogue(request)) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The following error occurred:');
    expect(screen.getByRole('alert')).toHaveTextContent('The products could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Wellness' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so for a section none of whose products exist', async () => {
    renderShop({ sections: [{ title: 'Gone', productIds: ['P998'] }] });
    expect(await screen.findByText('No products found in this section.')).toBeInTheDocument();
  });
});

describe('quick-shop sections', () => {
  it('lists every id once and splits more than 48 into calls of 48', () => {
    expect(uniqueProductIds(sections)).toEqual(['P100', 'P101', 'P103', 'P999']);
    const many = Array.from({ length: 100 }, (_, i) => `P${i}`);
    expect(idBatches(many).map((b) => b.length)).toEqual([48, 48, 4]);
    expect(idBatches(['P1'])).toEqual([['P1']]);
  });

  it('groups products into sections and lists the missing ids', () => {
    const groups = groupSections(sections, [omega, lavender]);
    expect(groups.map((g) => [g.title, g.products.map((p) => p.productId), g.missingIds])).toEqual([
      ['Essential oils', ['P100'], ['P101']],
      ['Wellness', ['P103', 'P100'], ['P999']],
    ]);
  });

  it('validates its props: 1 to 10 sections, titles of 1 to 80 characters, 1 to 24 product ids', () => {
    const ok = (value: unknown) => v.safeParse(QuickShopPropsSchema, value).success;
    expect(ok({ sections })).toBe(true);
    expect(ok({ sections: [] })).toBe(false);
    expect(ok({ sections: Array.from({ length: 11 }, () => sections[0]) })).toBe(false);
    expect(ok({ sections: [{ title: '', productIds: ['P1'] }] })).toBe(false);
    expect(ok({ sections: [{ title: 'x'.repeat(81), productIds: ['P1'] }] })).toBe(false);
    expect(ok({ sections: [{ title: 'A', productIds: [] }] })).toBe(false);
    expect(ok({ sections: [{ title: 'A', productIds: Array.from({ length: 25 }, (_, i) => `P${i}`) }] })).toBe(false);
    expect(ok({ sections: [{ title: 'A', productIds: ['P1,P2'] }] })).toBe(false);
    expect(ok({ sections: [{ title: 'A', productIds: ['P1'], extra: true }] })).toBe(false);
    expect(toJsonSchema(block.props as v.GenericSchema, { errorMode: 'throw' })).toMatchObject({ required: ['sections'] });
  });
});
