import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockDialog, type EditedSlot } from '#editor/block-dialog.tsx';
import { fakeFetch } from '../../support/fake-fetch.ts';
import {
  ADD_TO_CART,
  AUTHORING_BLOCKS,
  CART,
  GREEN_TEA,
  QUICK_SHOP,
  SPACER,
  SUGGESTED_V2,
} from '../../fixtures/editor/authoring.ts';

function renderDialog(editing: EditedSlot | null = null) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  const server = fakeFetch({
    'GET /api/cms/references/product': (request) => ({
      data: new URLSearchParams(request.search).get('value') === 'P100' || request.search.includes('q=') ? [GREEN_TEA] : [],
    }),
  });
  render(
    <BlockDialog
      open
      blocks={AUTHORING_BLOCKS}
      editing={editing}
      onSubmit={onSubmit}
      onClose={onClose}
      apiBaseUrl="/"
      fetch={server.fetch}
    />,
  );
  return { user, onSubmit, onClose, server };
}

const search = () => screen.getByRole('combobox', { name: 'Search blocks' });
const options = () => within(screen.getByRole('listbox', { name: 'Blocks' })).getAllByRole('option');
/** What an element's aria-labelledby points at says. */
const labelOf = (element: Element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;
const optionNames = () => options().map(labelOf);
const choose = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(screen.getByRole('option', { name: title }));
};

describe('BlockDialog: the inserter', () => {
  it('opens with focus in the search box, so typing searches at once', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Insert block' })).toBeInTheDocument();
    expect(search()).toHaveFocus();
    await user.keyboard('basket');
    expect(search()).toHaveValue('basket');
    expect(optionNames()).toEqual(['Add to cart', 'Cart and checkout']);
  });

  it('groups the blocks by category, deprecated ones last under one mark, and offers no host-only block', () => {
    renderDialog();
    const groups = within(screen.getByRole('listbox', { name: 'Blocks' })).getAllByRole('group');
    expect(groups.map(labelOf)).toEqual(['Commerce', 'Site', 'Accounts', 'Conference desk', 'Deprecated']);
    expect(within(groups[0]!).getAllByRole('option').map(labelOf)).toEqual([
      'Add to cart',
      'Cart and checkout',
      'Quick shop',
      'Suggested products',
    ]);
    expect(within(groups.at(-1)!).getByRole('option', { name: 'Suggested products (old)' })).toHaveAccessibleDescription(
      SUGGESTED_V2.deprecated!,
    );
    expect(screen.getAllByText(/deprecated/i)).toHaveLength(1);
    expect(screen.queryByRole('option', { name: 'Impersonation banner' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('9 blocks');
  });

  it('names each block by its title and describes it with its description, its icon hidden', () => {
    renderDialog();
    const option = screen.getByRole('option', { name: 'Add to cart' });
    expect(option).toHaveAccessibleDescription(ADD_TO_CART.description);
    expect(option.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says when nothing matches', async () => {
    const { user } = renderDialog();
    await user.type(search(), 'zebra');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No blocks match “zebra”.');
    expect(search()).toHaveAccessibleDescription('No blocks match “zebra”.');
    expect(search()).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the first result, moves with the arrow keys and picks with Enter', async () => {
    const { user } = renderDialog();
    await user.type(search(), 'cart');
    const [first, second, third] = options();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveAttribute('aria-activedescendant', first!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // stops at the last one
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveAttribute('aria-activedescendant', third!.id);
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(search()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Insert block: Cart and checkout' })).toBeInTheDocument();
  });

  it('picks the first result with Enter right after typing', async () => {
    const { user } = renderDialog();
    await user.keyboard('sign{Enter}');
    expect(screen.getByRole('dialog', { name: 'Insert block: Sign in' })).toBeInTheDocument();
  });

  it('picks a block with a click, and Choose another block goes back with focus in the search box', async () => {
    const { user } = renderDialog();
    await choose(user, 'Quick shop');
    expect(screen.getByRole('dialog', { name: 'Insert block: Quick shop' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another block' }));
    expect(screen.getByRole('dialog', { name: 'Insert block' })).toBeInTheDocument();
    expect(search()).toHaveFocus();
    expect(options()).toHaveLength(9);
  });

  it('closes with the Close button', async () => {
    const { user, onClose, onSubmit } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    render(
      <BlockDialog open={false} blocks={AUTHORING_BLOCKS} editing={null} onSubmit={vi.fn()} onClose={vi.fn()} apiBaseUrl="/" />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('BlockDialog: the props form', () => {
  it("labels each field with its prop's title and helps with its description, focusing the first", async () => {
    const { user } = renderDialog();
    await choose(user, 'Add to cart');
    expect(screen.getByText(ADD_TO_CART.description)).toHaveClass('cmsb-editor-form__description');
    const product = screen.getByRole('combobox', { name: 'Product' });
    expect(product).toHaveFocus();
    expect(product).toHaveAccessibleDescription(/The product visitors add to their cart\./);
    const points = screen.getByRole('checkbox', { name: 'Show BV and PV' });
    expect(points).not.toBeChecked();
    expect(points).toHaveAccessibleDescription('Shows the points under the price.');
  });

  it('picks a product from the API by keyboard and inserts its id', async () => {
    const { user, onSubmit, server } = renderDialog();
    await user.keyboard('basket{Enter}');
    await user.keyboard('green');
    expect(await screen.findByRole('option', { name: /Green tea/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('option', { name: /Green tea/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(ADD_TO_CART, { productId: 'P100' });
    expect(server.requests.map((request) => `${request.method} ${request.path}${request.search}`)).toContain(
      'GET /api/cms/references/product?q=green',
    );
  });

  it('a block without settings says so, focuses its Insert button and inserts {} with Enter', async () => {
    const { user, onSubmit } = renderDialog();
    await user.keyboard('spacer{Enter}');
    expect(screen.getByText('This block has no settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert block' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(SPACER, {});
  });

  it('a choice starts at its default and submits another option', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Cart and checkout');
    const view = screen.getByRole('combobox', { name: 'View' });
    expect(view).toHaveFocus();
    expect(view).toHaveValue('app');
    await user.selectOptions(view, 'mini');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(CART, { view: 'mini' });
  });

  it('a deprecated block shows its deprecation as a warning', async () => {
    const { user } = renderDialog();
    await choose(user, 'Suggested products (old)');
    expect(screen.getByRole('dialog', { name: 'Insert block: Suggested products (old)' })).toBeInTheDocument();
    expect(screen.getByText(SUGGESTED_V2.deprecated!)).toBeInTheDocument();
  });
});

describe('BlockDialog: editing a slot', () => {
  it("opens the form with the slot's props, focus on the first field, and saves the changed props", async () => {
    const { user, onSubmit } = renderDialog({ block: ADD_TO_CART, props: { productId: 'P100', showBvPv: true } });
    expect(screen.getByRole('dialog', { name: 'Edit block: Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search blocks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another block' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveFocus();
    expect(await screen.findByText('Green tea')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show BV and PV' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Show BV and PV' }));
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    // showBvPv was in the slot, so false is written rather than left out
    expect(onSubmit).toHaveBeenCalledWith(ADD_TO_CART, { productId: 'P100', showBvPv: false });
  });

  it('shows a problem with the props as a whole in the error banner, focused, until it is closed', async () => {
    const closed = { ...SPACER, props: { ...SPACER.props, required: ['x'] } };
    const { user, onSubmit } = renderDialog({ block: closed, props: {} });
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Fill in "x".');
    expect(banner).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps a removed product as '' when the slot had one", async () => {
    const { user, onSubmit } = renderDialog({ block: ADD_TO_CART, props: { productId: 'P100' } });
    await user.click(await screen.findByRole('button', { name: 'Remove Product' }));
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    expect(onSubmit).toHaveBeenCalledWith(ADD_TO_CART, { productId: '' });
  });
});

describe('BlockDialog: quick-shop sections', () => {
  const item = (number: number) => screen.getByRole('group', { name: `Sections: item ${number}` });

  it('starts with one item, adds and removes items', async () => {
    const { user } = renderDialog();
    await choose(user, 'Quick shop');
    const sections = screen.getByRole('group', { name: 'Sections' });
    expect(within(sections).getByText('Titled groups of products.')).toBeInTheDocument();
    expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(within(item(1)).getByRole('textbox', { name: 'Products' })).toHaveAccessibleDescription(
      "The section's products, in order. One per line.",
    );

    await user.type(within(item(1)).getByRole('textbox', { name: 'Title' }), 'Teas');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(within(item(2)).getByRole('textbox', { name: 'Title' }), 'Mugs');
    await user.click(within(item(1)).getByRole('button', { name: 'Remove item 1' }));
    expect(within(sections).getAllByRole('group')).toHaveLength(1);
    expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('Mugs');
  });

  it("shows an item's errors at its own fields and focuses the first", async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Quick shop');
    await user.type(within(item(1)).getByRole('textbox', { name: 'Products' }), 'P1{Enter}P 2');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    const title = within(item(1)).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription("The section's heading. Required");
    expect(within(item(1)).getByRole('textbox', { name: 'Products' })).toHaveAccessibleDescription(
      "The section's products, in order. One per line. Line 2: The value has the wrong format.",
    );
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the sections as objects with arrays of ids', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Quick shop');
    await user.type(within(item(1)).getByRole('textbox', { name: 'Title' }), 'Teas');
    await user.type(within(item(1)).getByRole('textbox', { name: 'Products' }), 'P1{Enter}P2');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(QUICK_SHOP, { sections: [{ title: 'Teas', productIds: ['P1', 'P2'] }] });
  });
});
