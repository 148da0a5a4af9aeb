import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockEntry } from '#contracts/block-manifest.ts';
import { BlockDialog, type EditedSlot } from '#editor/block-dialog.tsx';
import { fakeFetch } from '../../support/fake-fetch.ts';
import { realBlock } from './fixtures.ts';

const PRODUCT_CIRCLE = realBlock('product-circle');

/** A block whose one prop is a required object, to see one at the top of the form. */
const MAP: BlockEntry = {
  name: 'map',
  title: 'Map',
  description: 'A map of one place.',
  category: 'Site',
  keywords: ['map'],
  icon: 'circle',
  insertable: true,
  example: null,
  deprecated: null,
  serverRender: false,
  props: {
    type: 'object',
    properties: {
      place: {
        type: 'object',
        description: 'The place shown.',
        properties: { city: { type: 'string', minLength: 1 }, zoom: { type: 'integer', minimum: 1, maximum: 20 } },
        required: ['city'],
        additionalProperties: false,
      },
    },
    required: ['place'],
    additionalProperties: false,
  },
};

/** The image the pickers find: the category's picture. */
const TEAS_IMAGE = { value: '/img/teas.jpg', label: 'teas.jpg', detail: '400 × 400 · 20 KB', thumbnail: '/img/teas.jpg' };

function renderDialog(blocks: BlockEntry[], editing: EditedSlot | null = null) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const server = fakeFetch({ 'GET /api/cms/references/image': () => ({ data: [TEAS_IMAGE] }) });
  render(
    <BlockDialog
      open
      blocks={blocks}
      editing={editing}
      onSubmit={onSubmit}
      onClose={vi.fn()}
      apiBaseUrl="/"
      fetch={server.fetch}
    />,
  );
  return { user, onSubmit };
}

const category = { imageUrl: TEAS_IMAGE.value, label: 'Teas', action: 'popup' };
const video = { src: '/media/teas.webm', captionsSrc: '/media/teas.vtt' };
const item = () => screen.getByRole('group', { name: 'Categories: item 1' });
const videoGroup = () => within(item()).getByRole('group', { name: 'Video' });
const textbox = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name });

/** Inserts product-circle with its first category's required fields filled in, the image picked by keyboard. */
async function startProductCircle() {
  const rendered = renderDialog([PRODUCT_CIRCLE]);
  await rendered.user.click(screen.getByRole('option', { name: PRODUCT_CIRCLE.title }));
  await rendered.user.type(within(item()).getByRole('combobox', { name: 'Image' }), 'teas');
  await within(item()).findByRole('option', { name: /teas\.jpg/ });
  await rendered.user.keyboard('{Enter}');
  await rendered.user.type(textbox(item(), 'Name'), category.label);
  await rendered.user.selectOptions(within(item()).getByRole('combobox', { name: 'On click' }), category.action);
  return rendered;
}

describe('BlockDialog: an optional object inside groups (product-circle video)', () => {
  it('shows the object as a group with its description and its own fields, required ones marked', async () => {
    await startProductCircle();
    expect(videoGroup().querySelector('legend')).toHaveTextContent(/^Video$/);
    expect(videoGroup()).toHaveAccessibleDescription(
      'For a popup: a video with captions, shown above its products. Leave every field empty for none.',
    );
    expect(textbox(videoGroup(), 'Video file')).toHaveAttribute('aria-required', 'true');
    expect(textbox(videoGroup(), 'Captions file')).toHaveAccessibleDescription(
      'The captions of the video, a WebVTT (.vtt) file.',
    );
    expect(within(videoGroup()).getByRole('combobox', { name: 'Picture before playing' })).not.toHaveAttribute('aria-required');
  });

  it('leaves the video out while its fields are empty', async () => {
    const { user, onSubmit } = await startProductCircle();
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(PRODUCT_CIRCLE, { categories: [category] });
  });

  it('asks for the required fields of a started video, focuses the first, then writes it', async () => {
    const { user, onSubmit } = await startProductCircle();
    await user.type(textbox(videoGroup(), 'Video file'), video.src);
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    const captions = textbox(videoGroup(), 'Captions file');
    expect(captions).toHaveAccessibleDescription('The captions of the video, a WebVTT (.vtt) file. Required');
    expect(captions).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(captions, video.captionsSrc);
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(PRODUCT_CIRCLE, { categories: [{ ...category, video }] });
  });

  it("fills the fields from the slot's video, and removes the video when they are cleared", async () => {
    const { user, onSubmit } = renderDialog([PRODUCT_CIRCLE], {
      block: PRODUCT_CIRCLE,
      props: { categories: [{ ...category, video }] },
    });
    expect(await within(item()).findByText('teas.jpg')).toBeInTheDocument();
    expect(textbox(videoGroup(), 'Video file')).toHaveValue(video.src);
    expect(textbox(videoGroup(), 'Captions file')).toHaveValue(video.captionsSrc);
    await user.clear(textbox(videoGroup(), 'Video file'));
    await user.clear(textbox(videoGroup(), 'Captions file'));
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    expect(onSubmit).toHaveBeenCalledWith(PRODUCT_CIRCLE, { categories: [category] });
  });
});

describe('BlockDialog: a required object at the top', () => {
  it('marks it required, asks for its required field and writes it', async () => {
    const { user, onSubmit } = renderDialog([MAP]);
    await user.click(screen.getByRole('option', { name: 'Map' }));
    const place = screen.getByRole('group', { name: 'Place' });
    expect(place).toHaveAccessibleDescription('The place shown.');
    expect(place.querySelector('legend')).toHaveTextContent(/^Place\*$/);

    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    const city = textbox(place, 'City');
    expect(city).toHaveAccessibleDescription('Required');
    expect(city).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(city, 'Oslo');
    await user.type(within(place).getByRole('spinbutton', { name: 'Zoom' }), '30');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(within(place).getByRole('spinbutton', { name: 'Zoom' })).toHaveAccessibleDescription('Enter a number from 1 to 20.');
    await user.clear(within(place).getByRole('spinbutton', { name: 'Zoom' }));
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(MAP, { place: { city: 'Oslo' } });
  });
});
