import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import block, { ProductDetailPageTopPropsSchema } from '../../../../../blocks/commerce/product-detail-page-top/index.ts';
import { skuSelection } from '../../../../../blocks/commerce/shared/sku-selection.ts';
import { never } from '../../../../support/fake-fetch.ts';
import { answer, CART_ADD, CART_GET, donation, fakeCart, lavender, omega, productPath } from './fixtures.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const DetailTop = block.component;

beforeEach(() => {
  skuSelection.set('P100', 'LAV05');
  skuSelection.set('P108', 'KFCSH');
});

const lavenderRoutes = { [`GET ${productPath('P100')}`]: answer(lavender()) };
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

  it('shows name, price, option buttons, the Subscribe & Save mockup and Add to Cart', async () => {
    const { container } = renderIslands(<DetailTop productId="P100" />, lavenderRoutes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lavender Essential Oil' })).toBeVisible();
    expect(screen.getByText('$12.50')).toBeVisible();
    const options = screen.getByRole('group', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5 mL', '15 mL', '30 mL']);
    expect(within(options).getByRole('button', { name: '5 mL' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Subscribe & Save')).toBeVisible();
    expect(screen.getByText('Get this product delivered every month and save 10%.')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(container.querySelector('.cmsb-detail-top')).toHaveAttribute('data-state', 'ready');
  });

  it("shows the selected SKU's images, lazy and sized, and switches the main one with the thumbnails", async () => {
    const user = userEvent.setup();
    const { container } = renderIslands(<DetailTop productId="P100" />, lavenderRoutes);
    await screen.findByText('$12.50');
    expect(mainImage(container)).toHaveAttribute('alt', 'Lavender 5 mL bottle');
    expect(mainImage(container)).toHaveAttribute('loading', 'lazy');
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
    await screen.findByText('$24.50');
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
    await screen.findByText('$12.50');
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

  it('takes a donation amount for a donation product', async () => {
    renderIslands(<DetailTop productId="P108" />, { [`GET ${productPath('P108')}`]: answer(donation()) });
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Donation (annual)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks the editor to save the page once when it has no product yet', () => {
    renderIslands(<DetailTop />, {}, { editMode: true });
    expect(screen.getByText('This product block has no data yet. Save the page once to load it.')).toBeVisible();
  });
});
