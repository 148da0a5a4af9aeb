import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import block, { ProductDetailPageTopPropsSchema } from '../../../../../blocks/commerce/product-detail-page-top/index.ts';
import { CART_QUERY_KEY, type CartData } from '../../../../../blocks/commerce/shared/cart-query.ts';
import { skuSelection } from '../../../../../blocks/commerce/shared/sku-selection.ts';
import { never } from '../../../../support/fake-fetch.ts';
import {
  answer,
  CART_ADD,
  CART_GET,
  CART_PATCH,
  donation,
  fakeCart,
  lavender,
  omega,
  productPath,
} from '../../../../fixtures/commerce/products.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

/** The price under the name; the purchase option repeats it. */
const PRICE = { selector: '.cmsb-purchase__price-value' };
const DetailTop = block.component;

beforeEach(() => {
  skuSelection.set('P100', 'LAV05');
  skuSelection.set('P108', 'KFCSH');
});

const lavenderRoutes = { [`GET ${productPath('P100')}`]: answer(lavender()) };
const member = { user: { id: 'u-8', username: 'cory', status: 'C' } };
const mainImage = (container: HTMLElement) => container.querySelector<HTMLImageElement>('.cmsb-detail-top__image');

describe('product-detail-page-top', () => {
  it('has an optional product id and converts to JSON Schema', () => {
    expect(v.parse(ProductDetailPageTopPropsSchema, {})).toEqual({});
    expect(v.safeParse(ProductDetailPageTopPropsSchema, { productId: 'P100', extra: 1 }).success).toBe(false);
    expect(toJsonSchema(ProductDetailPageTopPropsSchema, { errorMode: 'throw' })).toMatchObject({ type: 'object' });
  });

  it('shows a skeleton while loading', () => {
    const { container } = renderIslands(<DetailTop productId="P100" />, { [`GET ${productPath('P100')}`]: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    expect(container.querySelector('.cmsb-detail-top')).toHaveAttribute('data-state', 'loading');
  });

  it('shows name, price, option buttons, the purchase option and Add to Cart', async () => {
    const { container } = renderIslands(<DetailTop productId="P100" />, lavenderRoutes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lavender Essential Oil' })).toBeVisible();
    expect(screen.getByText('$12.50', PRICE)).toBeVisible();
    const options = screen.getByRole('group', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5 mL', '15 mL', '30 mL']);
    expect(within(options).getByRole('button', { name: '5 mL' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('group', { name: 'Purchase option' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(container.querySelector('.cmsb-detail-top')).toHaveAttribute('data-state', 'ready');
  });

  it("shows the selected SKU's images, sized, the main one fetched at once and first, and switches it with the thumbnails", async () => {
    const user = userEvent.setup();
    const { container } = renderIslands(<DetailTop productId="P100" />, lavenderRoutes);
    await screen.findByText('$12.50', PRICE);
    expect(mainImage(container)).toHaveAttribute('alt', 'Lavender 5 mL bottle');
    expect(mainImage(container)).toHaveAttribute('loading', 'eager');
    expect(mainImage(container)).toHaveAttribute('fetchpriority', 'high');
    expect(mainImage(container)).toHaveAttribute('width', '800');
    expect(mainImage(container)).toHaveAttribute('height', '800');

    const thumbs = screen.getByRole('list', { name: 'Product images' });
    const label = within(thumbs).getByRole('button', { name: 'Lavender 5 mL label' });
    expect(label).toHaveAttribute('aria-pressed', 'false');
    await user.click(label);
    expect(label).toHaveAttribute('aria-pressed', 'true');
    expect(mainImage(container)).toHaveAttribute('alt', 'Lavender 5 mL label');

    // Another option starts at its own first image; a caption-less image is named after the product.
    await user.click(screen.getByRole('button', { name: '15 mL' }));
    expect(mainImage(container)).toHaveAttribute('alt', 'Lavender 15 mL bottle');
    expect(within(thumbs).getByRole('button', { name: 'Lavender Essential Oil' })).toBeVisible();
  });

  it('hides the thumbnails and option buttons of a product with one SKU and one image', async () => {
    renderIslands(<DetailTop productId="P103" />, { [`GET ${productPath('P103')}`]: answer(omega()) });
    await screen.findByText('$24.50', PRICE);
    expect(screen.queryByRole('list', { name: 'Product images' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull();
  });

  it('adds with the shared form: quantity warning, then the chosen option', async () => {
    const user = userEvent.setup();
    const cart = fakeCart();
    const { requests } = renderIslands(<DetailTop productId="P100" />, {
      ...lavenderRoutes,
      [CART_GET]: cart.get,
      [CART_ADD]: cart.add,
    });
    await screen.findByText('$12.50', PRICE);
    await user.click(screen.getByRole('button', { name: '30 mL' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, 'two');
    expect(screen.getByText('Please enter a whole number.')).toBeVisible();
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('Added to cart.');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      items: [{ skuNumber: 'LAV30', qty: 2, updateMethod: 'add' }],
    });
  });

  it('takes a donation amount for a donation product, with no purchase option', async () => {
    renderIslands(<DetailTop productId="P108" />, { [`GET ${productPath('P108')}`]: answer(donation()) });
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Donation (annual)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('group', { name: 'Purchase option' })).toBeNull();
    expect(screen.queryByText('Subscribe & Save')).toBeNull();
  });

  describe('Subscribe & Save', () => {
    it('offers one-time (preselected) and subscription prices where the server allows it', async () => {
      const user = userEvent.setup();
      renderIslands(<DetailTop productId="P100" />, lavenderRoutes, member);
      const group = await screen.findByRole('group', { name: 'Purchase option' });
      const once = within(group).getByRole('radio', { name: 'One-time purchase' });
      const subscribe = within(group).getByRole('radio', { name: 'Subscribe & Save' });
      expect(once).toBeChecked();
      expect(once).toHaveAccessibleDescription('$12.50');
      expect(subscribe).not.toBeChecked();
      expect(subscribe).toBeEnabled();
      expect(subscribe).toHaveAccessibleDescription('$11.25 Delivered every month. Save 10%.');
      // Native radios: the arrow key moves the choice.
      await user.click(once);
      await user.keyboard('{ArrowDown}');
      expect(subscribe).toBeChecked();
      // The prices follow the chosen option.
      await user.click(screen.getByRole('button', { name: '30 mL' }));
      expect(once).toHaveAccessibleDescription('$49.00');
      expect(subscribe).toHaveAccessibleDescription('$44.10 Delivered every month. Save 10%.');
    });

    it('takes the percent from the server', async () => {
      renderIslands(
        <DetailTop productId="P103" />,
        { [`GET ${productPath('P103')}`]: answer({ ...omega(), subscription: { discountPercent: 15 } }) },
        member,
      );
      expect(await screen.findByRole('radio', { name: 'Subscribe & Save' })).toHaveAccessibleDescription(
        '$20.82 Delivered every month. Save 15%.',
      );
    });

    it('is not offered for a product without a subscription', async () => {
      renderIslands(
        <DetailTop productId="P103" />,
        { [`GET ${productPath('P103')}`]: answer({ ...omega(), subscription: null }) },
        member,
      );
      await screen.findByText('$24.50', PRICE);
      expect(screen.queryByRole('group', { name: 'Purchase option' })).toBeNull();
      expect(screen.queryByRole('radio')).toBeNull();
    });

    it('is disabled for a guest, with the hint to sign in', async () => {
      renderIslands(<DetailTop productId="P100" />, lavenderRoutes);
      const subscribe = await screen.findByRole('radio', { name: 'Subscribe & Save' });
      expect(subscribe).toBeDisabled();
      expect(screen.getByText('Sign in to subscribe.')).toBeVisible();
      expect(subscribe).toHaveAccessibleDescription(/Sign in to subscribe\.$/);
      expect(screen.getByRole('radio', { name: 'One-time purchase' })).toBeChecked();
    });

    it('adds the item, then turns monthly auto-ship on and shows the answered order', async () => {
      const user = userEvent.setup();
      const cart = fakeCart();
      const { requests } = renderIslands(
        <DetailTop productId="P100" />,
        { ...lavenderRoutes, [CART_GET]: cart.get, [CART_ADD]: cart.add, [CART_PATCH]: cart.patch },
        member,
      );
      await user.click(await screen.findByRole('radio', { name: 'Subscribe & Save' }));
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await screen.findByText('Added to cart.');
      const writes = requests.filter((r) => r.method !== 'GET');
      expect(writes.map((r) => r.method)).toEqual(['POST', 'PATCH']);
      expect(writes[0]?.body).toEqual({ items: [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' }] });
      expect(writes[1]?.body).toEqual({ isAutoShip: true, autoShipIsMonthly: true });
      expect(cart.order().shipping.data).toMatchObject({ isAutoShip: true, autoShipIsMonthly: true });
    });

    it('adds without auto-ship when one-time is chosen', async () => {
      const user = userEvent.setup();
      const cart = fakeCart();
      const { requests } = renderIslands(
        <DetailTop productId="P100" />,
        { ...lavenderRoutes, [CART_GET]: cart.get, [CART_ADD]: cart.add, [CART_PATCH]: cart.patch },
        member,
      );
      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
      await screen.findByText('Added to cart.');
      expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    });

    it('shows a refused auto-ship in the error banner, and keeps the item it added in the cart', async () => {
      const user = userEvent.setup();
      const cart = fakeCart();
      const { queryClient } = renderIslands(
        <DetailTop productId="P100" />,
        {
          ...lavenderRoutes,
          [CART_GET]: cart.get,
          [CART_ADD]: cart.add,
          [CART_PATCH]: () => ({
            status: 422,
            messages: [
              {
                type: 'field',
                source: 'isAutoShip',
                code: 'autoShipNotAllowed',
                value: 'Auto-ship is available to signed-in members only.',
                level: 'error',
              },
            ],
          }),
        },
        member,
      );
      await user.click(await screen.findByRole('radio', { name: 'Subscribe & Save' }));
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Auto-ship is available to signed-in members only.');
      expect(screen.queryByText('Added to cart.')).toBeNull();
      // The add itself went through: the page's cart shows the item.
      const items = queryClient.getQueryData<CartData>(CART_QUERY_KEY)?.order.items;
      expect(items?.map((item) => item.skuNumber)).toEqual(['LAV05']);
    });
  });

  it('asks the editor to save the page once when it has no product yet', () => {
    renderIslands(<DetailTop />, {}, { editMode: true });
    expect(screen.getByText('This product block has no data yet. Save the page once to load it.')).toBeVisible();
  });
});
