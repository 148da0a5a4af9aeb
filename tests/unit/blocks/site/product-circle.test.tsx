import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import block, { ProductCirclePropsSchema } from '../../../../blocks/site/product-circle/index.ts';
import { categoryAction, wheelCategories, type Category } from '../../../../blocks/site/product-circle/category-actions.ts';
import { never } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { answer, lavender, omega } from '../../../fixtures/commerce/listing.ts';

const ProductCircle = block.component;

const video = { src: '/media/routine.webm', captionsSrc: '/media/routine.vtt', poster: '/pictures/poster.svg' };
const oils: Category = { imageUrl: '/pictures/oils.svg', label: 'Essential oils', action: 'popup', productIds: ['P100', 'P103'] };
const routine: Category = { imageUrl: '/pictures/routine.svg', label: 'My routine', action: 'popup', video };
const tea: Category = {
  imageUrl: '/pictures/tea.svg',
  label: 'Herbal tea',
  action: 'productPage',
  productUrl: '/p/herbal-tea-sampler',
};

const listAnswer = answer({ items: [lavender, omega], total: 2, page: 1, pageSize: 2, categories: [] });

function renderCircle(categories: Category[], routes = { 'GET /api/products': listAnswer }, editMode = false) {
  return renderIslands(<ProductCircle heading="Find what you need" categories={categories} />, routes, { editMode });
}

describe('product-circle category actions', () => {
  it('opens a popup of products, of a video (above any products) or goes to a product page', () => {
    expect(categoryAction(oils)).toEqual({ kind: 'popup', productIds: ['P100', 'P103'], video: null });
    expect(categoryAction(routine)).toEqual({ kind: 'popup', productIds: [], video });
    expect(categoryAction({ ...routine, productIds: ['P100', 'P100'] })).toEqual({ kind: 'popup', productIds: ['P100'], video });
    expect(categoryAction(tea)).toEqual({ kind: 'link', href: '/p/herbal-tea-sampler' });
  });

  it('leaves out a category whose action lacks what it needs', () => {
    expect(categoryAction({ ...oils, productIds: undefined })).toEqual({ kind: 'incomplete', needs: 'productIdsOrVideo' });
    expect(categoryAction({ ...tea, productUrl: undefined })).toEqual({ kind: 'incomplete', needs: 'productUrl' });
    const { shown, incomplete } = wheelCategories([oils, { ...tea, productUrl: undefined }, routine]);
    expect(shown.map((entry) => entry.category.label)).toEqual(['Essential oils', 'My routine']);
    expect(incomplete).toEqual(['Herbal tea']);
  });

  it('spaces the categories evenly clockwise from the top of the wheel, by count and position in its stylesheet', () => {
    const circleCss = readFileSync('blocks/site/product-circle/product-circle.css', 'utf8');
    const steps = Array.from(
      circleCss.matchAll(/\[data-count='(\d)'\] \{\s*--_cmsb-wheel-step: ([^;]+);/g),
      ([, count, step]) => [Number(count), step],
    );
    expect(steps).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((count) => [count, count === 7 ? 'calc(360deg / 7)' : `${360 / count}deg`]),
    );
    const indexes = Array.from(circleCss.matchAll(/:nth-child\((\d)\) \{\s*--_cmsb-wheel-index: (\d);/g), ([, child, index]) => [
      Number(child),
      Number(index),
    ]);
    expect(indexes).toEqual([2, 3, 4, 5, 6, 7, 8].map((child) => [child, child - 1]));
  });
});

describe('product-circle props', () => {
  it('takes 1 to 8 categories with safe addresses', () => {
    expect(v.is(ProductCirclePropsSchema, { categories: [oils, routine, tea] })).toBe(true);
    expect(v.is(ProductCirclePropsSchema, { categories: [] })).toBe(false);
    expect(v.is(ProductCirclePropsSchema, { categories: Array.from({ length: 9 }, () => oils) })).toBe(false);
    expect(v.is(ProductCirclePropsSchema, { categories: [{ ...tea, productUrl: 'https://example.com/p' }] })).toBe(false);
    expect(v.is(ProductCirclePropsSchema, { categories: [{ ...tea, productUrl: 'javascript:alert(1)' }] })).toBe(false);
    expect(v.is(ProductCirclePropsSchema, { categories: [{ ...oils, imageUrl: 'javascript:alert(1)' }] })).toBe(false);
    expect(
      v.is(ProductCirclePropsSchema, { categories: [{ ...routine, video: { ...video, captionsSrc: 'data:text/vtt,x' } }] }),
    ).toBe(false);
    expect(v.is(ProductCirclePropsSchema, { categories: [{ ...oils, productIds: ['P 100'] }] })).toBe(false);
    expect(v.is(ProductCirclePropsSchema, { categories: [{ ...oils, action: 'video' }] })).toBe(false);
  });
});

describe('product-circle', () => {
  it('shows each category as a button that opens a dialog, or a link to its product page, around the heading', () => {
    const { container } = renderCircle([oils, routine, tea]);
    expect(screen.getByRole('region', { name: 'Find what you need' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Essential oils', 'My routine', 'Herbal tea']);
    expect(screen.getByRole('button', { name: 'Essential oils' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'Herbal tea' })).toHaveAttribute('href', '/p/herbal-tea-sampler');
    // placed by the stylesheet, by count and position: no style attribute, which a strict CSP drops from server HTML
    expect(screen.getByRole('list')).toHaveAttribute('data-count', '3');
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('opens the products dialog with Enter, moves focus into it, and gives focus back to the category on Escape', async () => {
    const user = userEvent.setup();
    const { calls } = renderCircle([oils, tea]);
    const category = screen.getByRole('button', { name: 'Essential oils' });
    category.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Essential oils' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await within(dialog).findByRole('heading', { name: 'Lavender Essential Oil', level: 3 })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Omega-3 Fish Oil' })).toHaveAttribute(
      'href',
      expect.stringContaining('/p/'),
    );
    expect(within(dialog).getAllByRole('button', { name: /Add to Cart/ })).toHaveLength(2);
    expect(calls('GET', '/api/products')[0]?.search).toBe('?ids=P100%2CP103&page=1&pageSize=2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(category).toHaveFocus();
  });

  it('says so in the dialog while the products load', async () => {
    const user = userEvent.setup();
    renderCircle([oils], { 'GET /api/products': never });
    await user.click(screen.getByRole('button', { name: 'Essential oils' }));
    const dialog = await screen.findByRole('dialog', { name: 'Essential oils' });
    expect(within(dialog).getByText('Loading products…')).toBeInTheDocument();
  });

  it('shows an error in the dialog when the products cannot be loaded, and loads them again on Try again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderCircle([oils], {
      'GET /api/products': (request) => (failures-- > 0 ? { status: 500 } : listAnswer(request)),
    });
    await user.click(screen.getByRole('button', { name: 'Essential oils' }));
    const dialog = await screen.findByRole('dialog', { name: 'Essential oils' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Lavender Essential Oil' })).toBeInTheDocument();
  });

  it('plays a category video with its captions, without fetching products', async () => {
    const user = userEvent.setup();
    const { requests } = renderCircle([routine]);
    await user.click(screen.getByRole('button', { name: 'My routine' }));
    const dialog = await screen.findByRole('dialog', { name: 'My routine' });
    const player = dialog.querySelector('video');
    expect(player).toHaveAttribute('poster', '/pictures/poster.svg');
    expect(player).toHaveAttribute('controls');
    expect(player).not.toHaveAttribute('autoplay');
    expect(player?.querySelector('source')).toHaveAttribute('src', '/media/routine.webm');
    const track = player?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/routine.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'Captions');
    expect(requests).toEqual([]);
  });

  it('tells editors, and only editors, which categories are left out', () => {
    const incomplete = { ...tea, label: 'Gift sets', productUrl: undefined };
    const { unmount } = renderCircle([oils, incomplete]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Gift sets')).toBeNull();
    unmount();
    renderCircle([oils, incomplete], undefined, true);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Not shown, as their action needs products, a video or a product page address: Gift sets',
    );
  });

  it('keeps a category whose picture does not load, with an empty circle, and names it to editors only', () => {
    const pictureOf = (label: string) => screen.getByRole('button', { name: label }).querySelector('.cmsb-product-circle__image');
    const { unmount } = renderCircle([oils, routine]);
    fireEvent.error(pictureOf('Essential oils')!);
    expect(pictureOf('Essential oils')?.tagName).toBe('SPAN');
    expect(pictureOf('My routine')?.tagName).toBe('IMG');
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderCircle([oils, routine], undefined, true);
    fireEvent.error(pictureOf('Essential oils')!);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Their picture could not be loaded, so visitors see an empty circle; choose another picture: Essential oils',
    );
  });
});
