import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDialog } from '../../src/editor/block-dialog.tsx';
import { loadBlockManifest, type BlockEntry } from '../../src/editor/block-manifest.ts';
import type { Props } from '../../src/editor/schema-values.ts';

interface ManifestDialogProps {
  /** Today's dist/blocks.json, from the loader. */
  blocks?: readonly BlockEntry[];
  /** The slot being edited, by block name; none: the picker. */
  slot?: { name: string; props: Props };
  onSubmit: (block: BlockEntry, props: Props) => void;
  onClose: () => void;
}

/** The insert-block dialog, open, over the real manifest. */
function ManifestDialog({ blocks = [], slot, onSubmit, onClose }: ManifestDialogProps) {
  const block = slot ? blocks.find((entry) => entry.name === slot.name) : undefined;
  const editing = slot && block ? { block, props: slot.props } : null;
  return <BlockDialog open blocks={blocks} editing={editing} onSubmit={onSubmit} onClose={onClose} />;
}

const meta = {
  title: 'Editor/insert-block dialog',
  component: ManifestDialog,
  args: { onSubmit: fn(), onClose: fn() },
  // the stories serve dist/ at /cms-dist/ (.storybook/main.ts)
  loaders: [async () => ({ blocks: await loadBlockManifest('/cms-dist/blocks.json') })],
  render: (args, { loaded }) => <ManifestDialog {...args} blocks={loaded.blocks as BlockEntry[]} />,
} satisfies Meta<typeof ManifestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (list: HTMLElement) =>
  [...list.querySelectorAll('.cmsb-editor-picker__title')].map((title) => title.firstChild?.textContent);

/** The picker: every block of blocks.json by title, the deprecated one marked and last; search narrows it. */
export const Picker: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const blocks = loaded.blocks as BlockEntry[];
    const dialog = canvas.getByRole('dialog', { name: 'Insert block' });
    await expect(dialog).toBeVisible();
    const list = within(dialog).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(blocks.length);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(`${blocks.length} blocks`);
    await expect(titles(list)[0]).toBe('Add to cart');
    await expect(titles(list).at(-1)).toBe('Suggested products (version 2, deprecated)');
    const badge = within(list).getByText('(deprecated)');
    await expect(badge).toBeVisible();
    await expect(badge.closest('li')).toBe(within(list).getAllByRole('listitem').at(-1));
    // the button's name is the title; the description is read after it
    await expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName('Add to cart');
    await expect(within(list).getAllByRole('button')[0]).toHaveAccessibleDescription(
      "A product's price (optionally BV and PV), option select, quantity, custom amount for donations and an Add to Cart button.",
    );

    const search = within(dialog).getByRole('searchbox', { name: 'Search blocks' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.type(search, 'spacer');
    await expect(titles(list)).toEqual(['Spacer (large)', 'Spacer (medium)']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 blocks');
    await userEvent.type(search, ' nothing-like-this');
    await expect(within(dialog).getByText('No blocks match your search.')).toBeVisible();
  },
};

/** Add to cart: its form, a wrong product id caught at the field, a right one inserted. */
export const AddToCartForm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Add to cart', { selector: '.cmsb-editor-picker__title' }));
    const dialog = canvas.getByRole('dialog', { name: 'Insert block: Add to cart' });
    await expect(within(dialog).getByText(/^A product's price/)).toBeVisible();
    const productId = within(dialog).getByRole('textbox', { name: 'Product ID' });
    await expect(productId).toHaveAccessibleDescription(
      'The product to show. Empty until the page is saved once (the block then asks the editor to save).',
    );
    await expect(within(dialog).getByRole('checkbox', { name: 'Show BV PV' })).not.toBeChecked();

    await userEvent.type(productId, 'bad id!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert block' }));
    await expect(within(dialog).getByText('The value has the wrong format.')).toBeVisible();
    await expect(productId).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(productId).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(productId);
    await userEvent.type(productId, 'P100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert block' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'add-to-cart' }), { productId: 'P100' });
  },
};

/** Editing a quick-shop slot: its sections filled in, one added and one removed, then saved. */
export const EditQuickShopSections: Story = {
  args: {
    slot: {
      name: 'quick-shop',
      props: {
        sections: [
          { title: 'Green teas', productIds: ['P100', 'P101'] },
          { title: '日本のお茶', productIds: ['P200'] },
        ],
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Edit block: Quick shop' });
    await expect(within(dialog).queryByRole('button', { name: 'Choose another block' })).toBeNull();
    const item = (number: number) => within(dialog).getByRole('group', { name: `Sections: item ${number}` });
    await expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('Green teas');
    await expect(within(item(1)).getByRole('textbox', { name: 'Product IDs' })).toHaveValue('P100\nP101');
    await expect(within(item(2)).getByRole('textbox', { name: 'Title' })).toHaveValue('日本のお茶');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await expect(item(3)).toBeVisible();
    await userEvent.type(within(item(3)).getByRole('textbox', { name: 'Title' }), 'Mugs');
    await userEvent.type(within(item(3)).getByRole('textbox', { name: 'Product IDs' }), 'M1{Enter}M2');
    await userEvent.click(within(item(1)).getByRole('button', { name: 'Remove item 1' }));
    await expect(within(dialog).getAllByRole('group', { name: /^Sections: item/ })).toHaveLength(2);
    await expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('日本のお茶');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save block' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'quick-shop' }), {
      sections: [
        { title: '日本のお茶', productIds: ['P200'] },
        { title: 'Mugs', productIds: ['M1', 'M2'] },
      ],
    });
  },
};

/** Editing a product-circle slot: one category's video in its own group, started on another, then cleared. */
export const EditProductCircleVideo: Story = {
  args: {
    slot: {
      name: 'product-circle',
      props: {
        categories: [
          {
            imageUrl: '/img/teas.jpg',
            label: 'Teas',
            action: 'popup',
            video: { src: '/media/teas.webm', captionsSrc: '/media/teas.vtt' },
          },
          { imageUrl: '/img/mugs.jpg', label: 'Mugs', action: 'productPage', productUrl: '/p/mug' },
        ],
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Edit block: Product circle' });
    const video = (number: number) =>
      within(within(dialog).getByRole('group', { name: `Categories: item ${number}` })).getByRole('group', { name: 'Video' });
    await expect(video(1)).toBeVisible();
    await expect(within(video(1)).getByRole('textbox', { name: 'Src' })).toHaveValue('/media/teas.webm');
    await expect(within(video(2)).getByRole('textbox', { name: 'Src' })).toHaveValue('');

    // a video started without its captions is caught at that field
    await userEvent.type(within(video(2)).getByRole('textbox', { name: 'Src' }), '/media/mugs.webm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save block' }));
    const captions = within(video(2)).getByRole('textbox', { name: 'Captions src' });
    await expect(captions).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(captions).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // cleared again, the second category has no video
    await userEvent.clear(within(video(2)).getByRole('textbox', { name: 'Src' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save block' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'product-circle' }), {
      categories: [
        {
          imageUrl: '/img/teas.jpg',
          label: 'Teas',
          action: 'popup',
          video: { src: '/media/teas.webm', captionsSrc: '/media/teas.vtt' },
        },
        { imageUrl: '/img/mugs.jpg', label: 'Mugs', action: 'productPage', productUrl: '/p/mug' },
      ],
    });
  },
};
