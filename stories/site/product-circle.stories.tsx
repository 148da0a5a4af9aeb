import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/product-circle/index.ts';
import captionsUrl from '../../server/demo-home/media/evening-routine.vtt?url';
import videoUrl from '../../server/demo-home/media/evening-routine.webm?url';
import type { FakeHandler } from '../../tests/support/fake-fetch.ts';
import { lavender, omega, peppermint, pictureUrl, productList, searchParams } from '../../tests/fixtures/commerce/listing.ts';
import { withServer } from '../../tests/support/story-server.tsx';

/** Answers the ids asked for, in their order, like the reference server. */
const catalogue: FakeHandler = (request) => {
  const ids = (searchParams(request.search).ids ?? '').split(',');
  return { data: productList(ids.flatMap((id) => [lavender, peppermint, omega].filter((p) => p.productId === id))) };
};

const category = (label: string) => ({ imageUrl: pictureUrl(label, 400), label });

const categories = [
  { ...category('Essential oils'), action: 'popup' as const, productIds: [lavender.productId, peppermint.productId] },
  { ...category('Supplements'), action: 'popup' as const, productIds: [omega.productId] },
  { ...category('Herbal tea'), action: 'productPage' as const, productUrl: '/p/herbal-tea-sampler' },
  {
    ...category('My evening routine'),
    action: 'popup' as const,
    video: { src: videoUrl, captionsSrc: captionsUrl, poster: pictureUrl('Evening', 640) },
  },
  { ...category('Skin care'), action: 'popup' as const, productIds: [lavender.productId] },
  { ...category('Diffusers'), action: 'productPage' as const, productUrl: '/p/ultrasonic-aroma-diffuser' },
];

const meta = {
  title: 'Site/product-circle',
  component: block.component,
  args: { heading: 'Find what you need', categories },
  // Its product cards offer Add to Cart only where guests may order.
  parameters: { pageConfig: { guestOrderingEnabled: true } },
  decorators: [withServer({ 'GET /api/products': catalogue })],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

export const Playground: Story = {};

/** From 768 px wide: the categories sit evenly on a circle around the heading, clockwise from the top. */
export const Wheel: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Find what you need' });
    const middle = centre(heading);
    const items = [...canvasElement.querySelectorAll('.cmsb-product-circle__item')].map(centre);
    const distances = items.map((point) => Math.hypot(point.x - middle.x, point.y - middle.y));
    for (const distance of distances) await expect(distance).toBeCloseTo(14 * 16, -1);
    // the first at the top, the second to its right
    await expect(items[0]!.y).toBeLessThan(middle.y - 200);
    await expect(items[1]!.x).toBeGreaterThan(middle.x + 100);
  },
};

/** Below 768 px: a grid, the heading above it. */
export const NarrowLayout: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Find what you need' });
    const items = [...canvasElement.querySelectorAll('.cmsb-product-circle__item')];
    await expect(items[0]!.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    // two to a row
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[1]!.getBoundingClientRect().top);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(items[1]!.getBoundingClientRect().bottom);
  },
};

/** A category opens a dialog of its products, each with price, link and Add to Cart; Escape gives focus back. */
export const ProductsPopup: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Essential oils' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Essential oils' });
    await expect(await within(dialog).findByRole('link', { name: lavender.name })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: peppermint.name })).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /Add to Cart/ })).toHaveLength(2);
    await expect(within(dialog).getAllByText(/\$\d+\.\d\d/).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** A category with a video: the player with captions, started by the visitor. */
export const VideoPopup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My evening routine' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'My evening routine' });
    const player = dialog.querySelector('video');
    await expect(player).toHaveAttribute('controls');
    await waitFor(() => expect(player!.readyState).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    await expect(player!.videoWidth).toBe(640);
    await waitFor(() => expect(player!.textTracks[0]?.cues?.length).toBe(3), { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
  },
};

/** A category with a product page is a link to it. */
export const ProductPageLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Herbal tea' });
    await expect(link).toHaveAttribute('href', '/p/herbal-tea-sampler');
  },
};

/** A category whose picture was deleted: it keeps its place with an empty circle; editors get a note naming it. */
export const PictureGone: Story = {
  args: {
    categories: [{ ...categories[0]!, imageUrl: '/media/deleted-oils.png' }, ...categories.slice(1)],
  },
  parameters: { pageConfig: { editMode: true, guestOrderingEnabled: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Their picture could not be loaded, so visitors see an empty circle; choose another picture: Essential oils',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Essential oils' })).toBeVisible();
  },
};
