import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/product-gallery/index.ts';
import { skuSelection, useSelectedSku } from '../../blocks/commerce/shared/sku-selection.ts';
import type { Product } from '#contracts/products.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { answer, lavender, omega, product, sku } from '../../tests/fixtures/commerce/listing.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const productRoute = (item: Product) => ({ [`GET /api/products/${item.productId}`]: answer(item) });

const meta = {
  title: 'Commerce/product-gallery',
  component: block.component,
  args: { productId: lavender.productId },
  decorators: [withServer({ ...productRoute(lavender), ...productRoute(omega) })],
  beforeEach: () => skuSelection.set(lavender.productId, 'LAV05'),
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Several pictures: the main image, arrows and thumbnails with captions. */
export const SeveralImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbs = await canvas.findByRole('navigation', { name: 'Choose an image' });
    await userEvent.click(within(thumbs).getByRole('button', { name: 'Lavender 5 mL label' }));
    await expect(within(thumbs).getByRole('button', { name: 'Lavender 5 mL label' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() =>
      expect(canvasElement.querySelector('.cmsb-product-gallery__main .swiper-slide-active img')).toHaveAccessibleName(
        'Lavender 5 mL label',
      ),
    );
    // swiper's stylesheet is adopted (a constructable sheet, never a <style> element)
    const wrapper = canvasElement.querySelector('.cmsb-product-gallery__main > .swiper-wrapper');
    await expect(wrapper && getComputedStyle(wrapper).display).toBe('flex');
    await expect(document.querySelector('style[data-vite-dev-id*="swiper"]')).toBeNull();
  },
};

/** One picture: no thumbnails and no arrows. */
export const SingleImage: Story = {
  args: { productId: omega.productId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Omega-3, 60 softgels' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Choose an image' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
  },
};

/** Stands in for another block of the product (add-to-cart) whose option select chooses the SKU. */
function OtherBlockOptions({ item }: { item: Product }) {
  const [chosen, choose] = useSelectedSku(item);
  return (
    <label>
      Size (another block){' '}
      <select value={chosen.skuNumber} onChange={(event) => choose(event.target.value)}>
        {item.skus.map((s) => (
          <option key={s.skuNumber} value={s.skuNumber}>
            {s.optionDescription}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Choosing a SKU in another block of the product switches the gallery's pictures. */
export const SkuChosenElsewhere: Story = {
  render: (args) => (
    <>
      <OtherBlockOptions item={lavender} />
      <block.component {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Lavender 5 mL bottle' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size (another block)' }), 'LAV15');
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lavender 15 mL bottle' })).toBeVisible());
    await expect(canvasElement.querySelector('.cmsb-product-gallery')).toHaveAttribute('data-sku', 'LAV15');
  },
};

/** Click to enlarge: the high-resolution picture in a dialog; Escape closes it and focus goes back. */
export const Enlarged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = await canvas.findByRole('button', { name: 'Enlarge: Lavender 5 mL bottle' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Lavender Essential Oil' });
    await expect(within(dialog).getByRole('img', { name: 'Lavender 5 mL bottle' })).toHaveAttribute(
      'src',
      lavender.skus[0]!.images[0]!.highResSrc,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { productId: 'P-LOADING' },
  decorators: [withServer({ 'GET /api/products/P-LOADING': never })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading images…')).toBeInTheDocument();
  },
};

/** The product is gone (deleted): editors see why, visitors nothing (the slot takes no space). */
export const NotFound: Story = {
  args: { productId: 'P-MISSING' },
  parameters: { pageConfig: { editMode: true } },
  decorators: [withServer({ 'GET /api/products/P-MISSING': () => ({ status: 404 }) })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This product no longer exists, so the gallery shows nothing. Choose another product.',
      ),
    ).toBeVisible();
  },
};

/** The product could not be loaded (the server failed): visitors too are told. */
export const LoadError: Story = {
  args: { productId: 'P-DOWN' },
  decorators: [withServer({ 'GET /api/products/P-DOWN': () => ({ status: 503 }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The product images could not be loaded.')).toBeVisible();
  },
};

const bare = product('P-BARE', { name: 'Gift card', skus: [sku('GIFT', { isDefault: true, images: [] })] });

/** A product without pictures: editors see why, visitors nothing. */
export const NoImage: Story = {
  args: { productId: bare.productId },
  parameters: { pageConfig: { editMode: true } },
  decorators: [withServer(productRoute(bare))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No image available')).toBeVisible();
  },
};
