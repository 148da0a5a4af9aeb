import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from '../../../../../blocks/commerce/product-gallery/product-gallery.tsx';
import { galleryImages, wrapIndex } from '../../../../../blocks/commerce/product-gallery/gallery-images.ts';
import { imageAlt } from '../../../../../blocks/commerce/shared/product-display.ts';
import { skuSelection } from '../../../../../blocks/commerce/shared/sku-selection.ts';
import type { Product } from '#contracts/products.ts';
import { answer, image, lavender, omega, product, sku } from '../../../../fixtures/commerce/listing.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

function renderGallery(item: Product) {
  return renderIslands(<ProductGallery productId={item.productId} />, {
    [`GET /api/products/${item.productId}`]: answer(item),
  });
}

const mainImages = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLImageElement>('.cmsb-product-gallery__image')].map((img) => img.getAttribute('src'));

describe('product-gallery', () => {
  it('shows the main image (fetched at once, first) and thumbnails with captions, with the API sizes', async () => {
    skuSelection.set(lavender.productId, 'LAV05');
    const { container } = renderGallery(lavender);
    const main = await screen.findByRole('img', { name: 'Lavender 5 mL bottle' });
    expect(main).toHaveAttribute('src', lavender.skus[0]!.images[0]!.imageSrc);
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '800');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const label = container.querySelector('img[alt="Lavender 5 mL label"]');
    expect(label).toHaveAttribute('loading', 'lazy');
    expect(label).not.toHaveAttribute('fetchpriority');

    const thumbs = screen.getByRole('navigation', { name: 'Choose an image' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Lavender 5 mL bottle', 'Lavender 5 mL label']);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(container.querySelector('.cmsb-product-gallery')).toHaveAttribute('data-state', 'ready');
  });

  it('hides the thumbnails and the arrows when there is only one image', async () => {
    const { container } = renderGallery(omega);
    expect(await screen.findByRole('img', { name: 'Omega-3, 60 softgels' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Choose an image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(container.querySelectorAll('.cmsb-product-gallery__thumb')).toHaveLength(0);
  });

  it('switches the images when the SKU of the product is chosen in any block', async () => {
    skuSelection.set(lavender.productId, 'LAV05');
    const { container } = renderGallery(lavender);
    await screen.findByRole('img', { name: 'Lavender 5 mL bottle' });
    expect(mainImages(container)[0]).toBe(lavender.skus[0]!.images[0]!.imageSrc);

    act(() => skuSelection.set(lavender.productId, 'LAV15'));
    expect(mainImages(container)).toEqual(lavender.skus[1]!.images.map((i) => i.imageSrc));
    expect(container.querySelector('.cmsb-product-gallery')).toHaveAttribute('data-sku', 'LAV15');
    // the second picture has no caption: its alt is the product name
    expect(screen.getAllByRole('img', { name: 'Lavender Essential Oil' }).length).toBeGreaterThan(0);

    // LAV30 has no pictures of its own: the default SKU's are shown
    act(() => skuSelection.set(lavender.productId, 'LAV30'));
    expect(mainImages(container)).toEqual(lavender.skus[0]!.images.map((i) => i.imageSrc));
  });

  it('steps through the images with the thumbnails and the arrows, wrapping round', async () => {
    skuSelection.set(lavender.productId, 'LAV05');
    const user = userEvent.setup();
    renderGallery(lavender);
    const thumbs = await screen.findByRole('navigation', { name: 'Choose an image' });
    await user.click(within(thumbs).getByRole('button', { name: 'Lavender 5 mL label' }));
    expect(within(thumbs).getByRole('button', { name: 'Lavender 5 mL label' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(thumbs).getByRole('button', { name: 'Lavender 5 mL bottle' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(within(thumbs).getByRole('button', { name: 'Lavender 5 mL label' })).toHaveAttribute('aria-current', 'true');
  });

  it('enlarges the image in an overlay with the high-resolution picture; Escape closes it and focus returns', async () => {
    skuSelection.set(lavender.productId, 'LAV05');
    const user = userEvent.setup();
    renderGallery(lavender);
    const opener = await screen.findByRole('button', { name: 'Enlarge: Lavender 5 mL bottle' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Lavender Essential Oil' });
    const zoom = within(dialog).getByRole('img', { name: 'Lavender 5 mL bottle' });
    expect(zoom).toHaveAttribute('src', lavender.skus[0]!.images[0]!.highResSrc);
    expect(within(dialog).getByText('Image 1 of 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img', { name: 'Lavender 5 mL label' })).toHaveAttribute(
      'src',
      lavender.skus[0]!.images[1]!.highResSrc,
    );
    expect(within(dialog).getByText('Image 2 of 2')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes the overlay with its Close button', async () => {
    const user = userEvent.setup();
    renderGallery(omega);
    await user.click(await screen.findByRole('button', { name: 'Enlarge: Omega-3, 60 softgels' }));
    const dialog = screen.getByRole('dialog', { name: 'Omega-3 Fish Oil' });
    expect(within(dialog).queryByText(/Image 1 of/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows loading, a load failure and a product without pictures', async () => {
    const pending = renderIslands(<ProductGallery productId="P1" />, {
      'GET /api/products/P1': () => new Promise<never>(() => {}),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading images…');
    pending.unmount();

    const down = renderIslands(<ProductGallery productId="P2" />, { 'GET /api/products/P2': () => ({ status: 503 }) });
    expect(await screen.findByText('The product images could not be loaded.')).toBeInTheDocument();
    down.unmount();

    const bare = product('P3', { skus: [sku('B1', { isDefault: true, images: [] })] });
    renderIslands(<ProductGallery productId="P3" />, { 'GET /api/products/P3': answer(bare) }, { editMode: true });
    expect(await screen.findByText('No image available')).toBeInTheDocument();
  });

  it('tells editors its product no longer exists, and shows visitors nothing for it or for a product without pictures', async () => {
    const gone = { 'GET /api/products/P2': () => ({ status: 404 }) };
    const edit = renderIslands(<ProductGallery productId="P2" />, gone, { editMode: true });
    expect(
      await screen.findByText('This product no longer exists, so the gallery shows nothing. Choose another product.'),
    ).toBeVisible();
    expect(edit.container.querySelector('.cmsb-product-gallery')).toHaveAttribute('data-state', 'not-found');
    edit.unmount();

    const visitor = renderIslands(<ProductGallery productId="P2" />, gone);
    expect(visitor.container.querySelector('.cmsb-product-gallery')).toHaveAttribute('data-state', 'loading');
    await visitor.answersShown();
    expect(visitor.container.querySelector('.cmsb-product-gallery')).toBeNull();
    visitor.unmount();

    const bare = product('P3', { skus: [sku('B1', { isDefault: true, images: [] })] });
    const { container, answersShown } = renderGallery(bare);
    await answersShown();
    expect(container.querySelector('.cmsb-product-gallery')).toBeNull();
    expect(screen.queryByText('No image available')).toBeNull();
  });
});

describe('gallery rules', () => {
  it('falls back to the default SKU, then any SKU with pictures', () => {
    const onlyLast = product('P9', {
      skus: [sku('A', { isDefault: true, images: [] }), sku('B', { images: [] }), sku('C', { images: [image('c-1')] })],
    });
    expect(galleryImages(onlyLast, onlyLast.skus[1]!).map((i) => i.imageId)).toEqual(['c-1']);
    expect(imageAlt(image('x', '  '), 'Name')).toBe('Name');
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });
});
