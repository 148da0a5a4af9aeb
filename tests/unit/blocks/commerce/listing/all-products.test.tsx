import { toJsonSchema } from '@valibot/to-json-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AllProducts } from '../../../../../blocks/commerce/all-products/all-products.tsx';
import {
  catalogueQuery,
  catalogueReducer,
  categoryChoices,
  pageCount,
} from '../../../../../blocks/commerce/all-products/catalogue-query.ts';
import block, { AllProductsPropsSchema } from '../../../../../blocks/commerce/all-products/index.ts';
import type { FakeHandler, FakeRequest } from '../../../../support/fake-fetch.ts';
import {
  ADD_ITEMS,
  answer,
  cartWith,
  product,
  productList,
  PRODUCTS,
  searchParams,
} from '../../../../fixtures/commerce/listing.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

/** 30 products: the fake answers the page asked for, with a total of 30 (or 0 for category Empty). */
const catalogue: FakeHandler = (request) => {
  const q = searchParams(request.search);
  const page = Number(q.page);
  const size = Number(q.pageSize);
  const total = q.category === 'Empty' ? 0 : 30;
  const items = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
    product(`P${(page - 1) * size + i + 1}`, { name: `Item ${(page - 1) * size + i + 1}` }),
  );
  return { data: productList(items, { total, page, pageSize: size, categories: ['Essential Oils', 'Supplements'] }) };
};

function renderCatalogue(props: { pageSize?: number; category?: string } = {}, routes: Record<string, FakeHandler> = {}) {
  // note: nothing is fresh here, so a page visited again is asked for again.
  return renderIslands(
    <AllProducts pageSize={props.pageSize ?? 12} category={props.category} />,
    { [PRODUCTS]: catalogue, ...routes },
    {},
    { staleTime: 0 },
  );
}

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/products').map((r) => searchParams(r.search));

describe('all-products', () => {
  it('loads the first page sorted by name, with the page size', async () => {
    const { requests, container } = renderCatalogue({ pageSize: 12 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(await screen.findByRole('heading', { level: 3, name: 'Item 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(listCalls(requests)).toEqual([{ sort: 'name', page: '1', pageSize: '12' }]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(container.querySelector('.cmsb-all-products')).toHaveAttribute('data-state', 'ready');
  });

  it('filters by category and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { requests } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Essential Oils', 'Supplements']);
    await user.selectOptions(category, 'Supplements');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ category: 'Supplements', sort: 'name', page: '1', pageSize: '12' }),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('starts with the category of its props', async () => {
    const { requests } = renderCatalogue({ category: 'Supplements' });
    await screen.findByRole('heading', { name: 'Item 1' });
    expect(listCalls(requests)[0]).toMatchObject({ category: 'Supplements' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Supplements');
  });

  it("shows the catalogue's spelling of a category given in another case", async () => {
    const { requests } = renderCatalogue({ category: 'supplements' });
    await screen.findByRole('heading', { name: 'Item 1' });
    expect(listCalls(requests)[0]).toMatchObject({ category: 'supplements' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Supplements');
  });

  it('sorts by name, price low to high and price high to low', async () => {
    const user = userEvent.setup();
    const { requests } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Item 1' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Name', 'Price: low to high', 'Price: high to low']);
    await user.selectOptions(sort, 'price-asc');
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ sort: 'price-asc', page: '1' }));
    await user.selectOptions(sort, 'price-desc');
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ sort: 'price-desc', page: '1' }));
  });

  it('pages with Previous and Next, keeping focus on the pressed button', async () => {
    const user = userEvent.setup();
    const { requests } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Item 1' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Item 13' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(next).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Item 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    await user.click(previous);
    expect(await screen.findByRole('heading', { name: 'Item 13' })).toBeInTheDocument();
    expect(listCalls(requests).map((q) => q.page)).toEqual(['1', '2', '3', '2']);
  });

  it('hides the pager when everything fits on one page', async () => {
    renderCatalogue({ pageSize: 48 });
    await screen.findByRole('heading', { name: 'Item 30' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("says 'No products found.' for an empty result", async () => {
    const { container } = renderCatalogue({ category: 'Empty' });
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(container.querySelector('.cmsb-all-products')).toHaveAttribute('data-state', 'empty');
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCatalogue({}, { [PRODUCTS]: (request) => (fail ? { status: 500 } : catalogue(request)) });
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The following error occurred:');
    expect(screen.getByRole('alert')).toHaveTextContent('The products could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Item 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('quick-adds from a card', async () => {
    const user = userEvent.setup();
    const { requests } = renderCatalogue({}, { [ADD_ITEMS]: answer(cartWith('P2-A')) });
    await screen.findByRole('heading', { name: 'Item 2' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart Item 2' }));
    await screen.findByText('Item 2 was added to your cart.');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      items: [{ skuNumber: 'P2-A', qty: 1, updateMethod: 'add' }],
    });
  });
});

describe('catalogue view', () => {
  const start = { category: '', sort: 'name' as const, page: 3 };

  it('goes back to page 1 on a new filter or order, not on the same one', () => {
    expect(catalogueReducer(start, { type: 'category', category: 'Supplements' })).toEqual({
      ...start,
      category: 'Supplements',
      page: 1,
    });
    expect(catalogueReducer(start, { type: 'sort', sort: 'price-desc' })).toEqual({ ...start, sort: 'price-desc', page: 1 });
    expect(catalogueReducer(start, { type: 'sort', sort: 'name' })).toBe(start);
    expect(catalogueReducer(start, { type: 'page', page: 0 })).toEqual({ ...start, page: 1 });
  });

  it('builds the query, leaving out an empty category', () => {
    expect(catalogueQuery(start, 12)).toEqual({ sort: 'name', page: 3, pageSize: 12 });
    expect(catalogueQuery({ ...start, category: 'Supplements' }, 6)).toEqual({
      category: 'Supplements',
      sort: 'name',
      page: 3,
      pageSize: 6,
    });
  });

  it('counts pages and category choices', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
    expect(categoryChoices(['A', 'B'], 'b')).toEqual(['A', 'B']);
    expect(categoryChoices(['A'], 'C')).toEqual(['A', 'C']);
  });

  it('validates its props: page size 1 to 48 (default 12), an optional category', () => {
    expect(v.parse(AllProductsPropsSchema, {})).toEqual({ pageSize: 12 });
    expect(v.safeParse(AllProductsPropsSchema, { pageSize: 49 }).success).toBe(false);
    expect(v.safeParse(AllProductsPropsSchema, { pageSize: 1.5 }).success).toBe(false);
    expect(v.safeParse(AllProductsPropsSchema, { category: '' }).success).toBe(false);
    expect(toJsonSchema(block.props as v.GenericSchema, { errorMode: 'throw' })).toMatchObject({
      properties: { pageSize: { type: 'integer', default: 12, minimum: 1, maximum: 48 } },
    });
  });
});
