import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDialog } from '#editor/block-dialog.tsx';
import { loadBlockManifest, type BlockEntry } from '#editor/block-manifest.ts';
import type { Props } from '#editor/schema-values.ts';
import { fakeFetch } from '../../tests/support/fake-fetch.ts';
import { AUTHORING_BLOCKS, GREEN_TEA, BLACK_TEA } from '../../tests/fixtures/editor/authoring.ts';

interface DialogStoryProps {
  blocks: readonly BlockEntry[];
  /** The slot being edited, by block name; none: the inserter. */
  slot?: { name: string; props: Props };
  onSubmit: (block: BlockEntry, props: Props) => void;
  onClose: () => void;
}

/** The products the pickers find: Green tea and Black tea. */
const server = fakeFetch({
  'GET /api/cms/references/product': (request) => {
    const params = new URLSearchParams(request.search);
    const value = params.get('value');
    const query = (params.get('q') ?? '').toLowerCase();
    const items = [GREEN_TEA, BLACK_TEA];
    return {
      data: value
        ? items.filter((item) => item.value === value)
        : items.filter((item) => item.label.toLowerCase().includes(query)),
    };
  },
});

/** The insert-block dialog, open. */
function DialogStory({ blocks, slot, onSubmit, onClose }: DialogStoryProps) {
  const block = slot ? blocks.find((entry) => entry.name === slot.name) : undefined;
  const editing = slot && block ? { block, props: slot.props } : null;
  return (
    <BlockDialog
      open
      blocks={blocks}
      editing={editing}
      onSubmit={onSubmit}
      onClose={onClose}
      apiBaseUrl="/"
      assetsUrl="/cms-dist/"
      fetch={server.fetch}
    />
  );
}

const meta = {
  title: 'Editor/insert-block dialog',
  component: DialogStory,
  args: { blocks: AUTHORING_BLOCKS, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = 'Insert block') => within(canvasElement).getByRole('dialog', { name });
const optionTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.querySelector('.cmsb-inserter__title')?.textContent);

/** Every block of today's dist/blocks.json that a content administrator may insert. */
export const Playground: Story = {
  // the stories serve dist/ at /cms-dist/ (.storybook/main.ts)
  loaders: [async () => ({ blocks: await loadBlockManifest('/cms-dist/blocks.json') })],
  render: (args, { loaded }) => <DialogStory {...args} blocks={loaded.blocks as BlockEntry[]} />,
  play: async ({ canvasElement }) => {
    const search = within(dialogOf(canvasElement)).getByRole('combobox', { name: 'Search blocks' });
    await waitFor(() => expect(search).toHaveFocus());
  },
};

/** Opened: focus in the search, the blocks by category, the deprecated one last under one mark. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Search blocks' })).toHaveFocus());
    const commerce = within(dialog).getByRole('group', { name: 'Commerce' });
    await expect(optionTitles(commerce)).toEqual(['Add to cart', 'Cart and checkout', 'Quick shop', 'Suggested products']);
    const groups = within(dialog).getAllByRole('group');
    await expect(groups.at(-1)).toHaveAccessibleName('Deprecated');
    await expect(within(dialog).queryByRole('option', { name: 'Impersonation banner' })).toBeNull();
  },
};

/** Typing narrows the list (keywords too); the arrow keys move the highlight; Enter picks. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const search = within(dialog).getByRole('combobox', { name: 'Search blocks' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('basket');
    await expect(optionTitles(dialog)).toEqual(['Add to cart', 'Cart and checkout']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 blocks found');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: 'Cart and checkout' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(dialogOf(canvasElement, 'Insert block: Cart and checkout')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: 'View' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A search that finds nothing says so with the words typed. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Search blocks' }), 'xyz');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No blocks match “xyz”.');
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  },
};

/** Add to cart by keyboard only: the block, then a product from the picker, then Insert. */
export const InsertAddToCart: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(within(dialogOf(canvasElement)).getByRole('combobox', { name: 'Search blocks' })).toHaveFocus());
    await userEvent.keyboard('add to cart{Enter}');
    const dialog = dialogOf(canvasElement, 'Insert block: Add to cart');
    const product = within(dialog).getByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(product).toHaveFocus());
    await userEvent.keyboard('green');
    await expect(await within(dialog).findByRole('option', { name: /Green tea/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('Green tea')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert block' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'add-to-cart' }), { productId: 'P100' });
  },
};

/** Editing a quick-shop slot: its sections filled in, focus on the first field, one removed, then saved. */
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
    const dialog = dialogOf(canvasElement, 'Edit block: Quick shop');
    await expect(within(dialog).queryByRole('button', { name: 'Choose another block' })).toBeNull();
    const item = (number: number) => within(dialog).getByRole('group', { name: `Sections: item ${number}` });
    await waitFor(() => expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await expect(within(item(1)).getByRole('textbox', { name: 'Products' })).toHaveValue('P100\nP101');
    await userEvent.click(within(item(1)).getByRole('button', { name: 'Remove item 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save block' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'quick-shop' }), {
      sections: [{ title: '日本のお茶', productIds: ['P200'] }],
    });
  },
};
