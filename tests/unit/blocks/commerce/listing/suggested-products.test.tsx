import { toJsonSchema } from '@valibot/to-json-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import block, { SuggestedProductsV3PropsSchema } from '../../../../../blocks/commerce/suggested-products-v3/index.ts';
import { SuggestedProducts } from '../../../../../blocks/commerce/suggested-products-v3/suggested-products.tsx';
import { ADD_ITEMS, answer, CART, cartWith, oils } from '../../../../fixtures/commerce/listing.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const SUGGESTED = 'GET /api/suggested-products/cart-system/default/product-category-name/Essential%20Oils';
const keepOrder = () => 0.999;

function renderStrip(props: Partial<Parameters<typeof SuggestedProducts>[0]> = {}, routes = {}) {
  return renderIslands(
    <SuggestedProducts categoryName="Essential Oils" count={4} cartSystemId="default" random={keepOrder} {...props} />,
    { [SUGGESTED]: answer(oils), [CART]: answer(cartWith()), ...routes },
  );
}

const names = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('suggested-products-v3', () => {
  it('asks for the category of the cart system and shows count products', async () => {
    const { requests, container } = renderStrip({ cartSystemId: 'default' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Suggested Products' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(names()).toEqual([
      'Lavender Essential Oil',
      'Peppermint Essential Oil',
      'Eucalyptus Essential Oil',
      'Lemon Essential Oil',
    ]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(SUGGESTED);
    expect(container.querySelector('.cmsb-suggested-products')).toHaveAttribute('data-state', 'ready');
  });

  it('shuffles with the injected random source', async () => {
    renderStrip({ random: () => 0, count: 3 });
    await screen.findAllByRole('article');
    expect(names()).toEqual(['Peppermint Essential Oil', 'Eucalyptus Essential Oil', 'Lemon Essential Oil']);
  });

  it("leaves out the page's product and products already in the cart", async () => {
    renderStrip({ productId: 'P100' }, { [CART]: answer(cartWith('PEP15', 'OTHER')) });
    await screen.findAllByRole('article');
    expect(names()).toEqual([
      'Eucalyptus Essential Oil',
      'Lemon Essential Oil',
      'Tea Tree Essential Oil',
      'Frankincense Essential Oil',
    ]);
  });

  it('still suggests when the cart cannot be loaded', async () => {
    renderStrip({ count: 1 }, { [CART]: () => ({ status: 401 }) });
    await screen.findAllByRole('article');
    expect(names()).toEqual(['Lavender Essential Oil']);
  });

  it("says 'No suggested products found.' when none are left", async () => {
    const { container } = renderStrip({}, { [SUGGESTED]: answer([oils[0]]), [CART]: answer(cartWith('LAV05')) });
    expect(await screen.findByText('No suggested products found.')).toBeInTheDocument();
    expect(container.querySelector('.cmsb-suggested-products')).toHaveAttribute('data-state', 'empty');
  });

  it('says so when the suggestions cannot be loaded', async () => {
    renderStrip({}, { [SUGGESTED]: () => ({ status: 500 }) });
    expect(await screen.findByText('Suggested products could not be loaded.')).toBeInTheDocument();
  });

  it('quick-adds one unit and keeps the strip as it was', async () => {
    const user = userEvent.setup();
    const { requests } = renderStrip({}, { [ADD_ITEMS]: answer(cartWith('LAV05')) });
    await screen.findAllByRole('article');
    const before = names();
    await user.click(screen.getByRole('button', { name: 'Add to Cart Lavender Essential Oil' }));
    expect(await screen.findByText('Lavender Essential Oil was added to your cart.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      items: [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }],
    });
    expect(names()).toEqual(before);
  });

  it('validates its props: count 1 to 12 (default 4), cart system default', () => {
    expect(v.parse(SuggestedProductsV3PropsSchema, { categoryName: 'Essential Oils' })).toEqual({
      categoryName: 'Essential Oils',
      count: 4,
      cartSystemId: 'default',
    });
    expect(v.safeParse(SuggestedProductsV3PropsSchema, { categoryName: 'x', count: 13 }).success).toBe(false);
    expect(v.safeParse(SuggestedProductsV3PropsSchema, { categoryName: 'x', count: 0 }).success).toBe(false);
    expect(v.safeParse(SuggestedProductsV3PropsSchema, { categoryName: ' ' }).success).toBe(false);
    expect(v.safeParse(SuggestedProductsV3PropsSchema, { categoryName: 'x', extra: 1 }).success).toBe(false);
    expect(toJsonSchema(block.props as v.GenericSchema, { errorMode: 'throw' })).toMatchObject({
      properties: { count: { type: 'integer', default: 4, minimum: 1, maximum: 12 } },
      required: ['categoryName'],
    });
  });
});
