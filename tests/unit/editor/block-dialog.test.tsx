import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockDialog, type EditedSlot } from '../../../src/editor/block-dialog.tsx';
import { ADD_TO_CART, QUICK_SHOP, SMALL_MANIFEST, SPACER_MEDIUM, SUGGESTED_PRODUCTS_V2 } from './fixtures.ts';

function renderDialog(editing: EditedSlot | null = null) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<BlockDialog open blocks={SMALL_MANIFEST} editing={editing} onSubmit={onSubmit} onClose={onClose} />);
  return { user, onSubmit, onClose };
}

/** The titles the picker lists, in order, as shown (badge included). */
const listedTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.cmsb-editor-picker__title')?.textContent);

const choose = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(within(screen.getByRole('list')).getByText(title, { selector: '.cmsb-editor-picker__title' }));
};

describe('BlockDialog: the picker', () => {
  it('lists the blocks by title, deprecated ones marked and last', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Insert block' })).toBeInTheDocument();
    expect(listedTitles()).toEqual([
      'Add to cart',
      'Cart and checkout',
      'Quick shop',
      'Spacer (medium)',
      'Suggested products (version 2, deprecated) (deprecated)',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('5 blocks');
    expect(screen.getByRole('searchbox', { name: 'Search blocks' })).toHaveAccessibleDescription('5 blocks');
  });

  it("shows each block's description, and a deprecated block's deprecation message instead", () => {
    renderDialog();
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    expect(buttons).toHaveLength(5);
    // the name is the block's title alone; its description is read after it
    expect(buttons[0]).toHaveAccessibleName('Add to cart');
    expect(buttons[0]).toHaveAccessibleDescription(ADD_TO_CART.description);
    expect(within(buttons.at(-1)!).getByText('(deprecated)')).toHaveClass('cmsb-editor-picker__badge');
    expect(within(buttons.at(-1)!).getByText(SUGGESTED_PRODUCTS_V2.deprecated!)).toHaveClass('cmsb-editor-picker__description');
    expect(screen.queryByText(SUGGESTED_PRODUCTS_V2.description)).not.toBeInTheDocument();
    expect(screen.getAllByText('(deprecated)')).toHaveLength(1);
  });

  it('filters by every word of the search', async () => {
    const { user } = renderDialog();
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    await user.type(search, 'cart');
    expect(listedTitles()).toEqual(['Add to cart', 'Cart and checkout', 'Quick shop']);
    expect(screen.getByRole('status')).toHaveTextContent('3 blocks');
    await user.type(search, ' quick');
    expect(listedTitles()).toEqual(['Quick shop']);
    expect(screen.getByRole('status')).toHaveTextContent('1 block');
    await user.type(search, ' zebra');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No blocks match your search.');
  });

  it('closes with the Close button', async () => {
    const { user, onClose, onSubmit } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    render(<BlockDialog open={false} blocks={SMALL_MANIFEST} editing={null} onSubmit={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('BlockDialog: inserting add-to-cart', () => {
  it("shows the block's form: its description, and each prop's description as the field's hint", async () => {
    const { user } = renderDialog();
    await choose(user, 'Add to cart');
    expect(screen.getByRole('dialog', { name: 'Insert block: Add to cart' })).toBeInTheDocument();
    expect(screen.getByText(ADD_TO_CART.description)).toHaveClass('cmsb-editor-form__description');
    const productId = screen.getByRole('textbox', { name: 'Product ID' });
    expect(productId).toHaveValue('');
    expect(productId).toHaveAccessibleDescription(
      'The product to show. Empty until the page is saved once (the block then asks the editor to save).',
    );
    const showBvPv = screen.getByRole('checkbox', { name: 'Show BV PV' });
    expect(showBvPv).not.toBeChecked();
    expect(showBvPv).toHaveAccessibleDescription("Shows the selected option's BV and PV under the price.");
    expect(screen.getByRole('button', { name: 'Insert block' })).toHaveAttribute('type', 'submit');
  });

  it('shows the message of an invalid product id and focuses that field', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Add to cart');
    const productId = screen.getByRole('textbox', { name: 'Product ID' });
    await user.type(productId, 'bad id!');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(productId).toHaveAttribute('aria-invalid', 'true');
    expect(productId).toHaveAccessibleDescription(
      'The product to show. Empty until the page is saved once (the block then asks the editor to save). The value has the wrong format.',
    );
    expect(productId).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits {productId: P100} for a valid id, leaving the default checkbox out', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Add to cart');
    await user.type(screen.getByRole('textbox', { name: 'Product ID' }), 'P100');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(ADD_TO_CART, { productId: 'P100' });
  });

  it('submits a checked box too', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Add to cart');
    await user.click(screen.getByRole('checkbox', { name: 'Show BV PV' }));
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(ADD_TO_CART, { showBvPv: true });
  });

  it('goes back to the picker with Choose another block', async () => {
    const { user } = renderDialog();
    await choose(user, 'Add to cart');
    await user.click(screen.getByRole('button', { name: 'Choose another block' }));
    expect(screen.getByRole('dialog', { name: 'Insert block' })).toBeInTheDocument();
    expect(listedTitles()).toHaveLength(5);
  });
});

describe('BlockDialog: other blocks', () => {
  it('a block without props says so and inserts {}', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Spacer (medium)');
    expect(screen.getByText('This block has no settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(SPACER_MEDIUM, {});
  });

  it('a deprecated block shows its deprecation as a warning', async () => {
    const { user } = renderDialog();
    await choose(user, 'Suggested products (version 2, deprecated)');
    expect(screen.getByRole('dialog', { name: 'Insert block: Suggested products (version 2, deprecated)' })).toBeInTheDocument();
    expect(screen.getByText('Suggested products version 2 is deprecated; use suggested-products-v3.')).toBeInTheDocument();
    expect(screen.getByText(SUGGESTED_PRODUCTS_V2.description)).toBeInTheDocument();
  });

  it('a choice starts at its default and submits another option', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Cart and checkout');
    const view = screen.getByRole('combobox', { name: 'View' });
    expect(view).toHaveValue('app');
    expect([...(view as HTMLSelectElement).options].map((option) => option.value)).toEqual(['app', 'mini']);
    await user.selectOptions(view, 'mini');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(SMALL_MANIFEST[1], { view: 'mini' });
  });
});

describe('BlockDialog: editing a slot', () => {
  it('opens the form filled in with the slot’s props and saves the changed props', async () => {
    const { user, onSubmit } = renderDialog({ block: ADD_TO_CART, props: { productId: 'P100', showBvPv: true } });
    expect(screen.getByRole('dialog', { name: 'Edit block: Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another block' })).not.toBeInTheDocument();
    const productId = screen.getByRole('textbox', { name: 'Product ID' });
    expect(productId).toHaveValue('P100');
    expect(screen.getByRole('checkbox', { name: 'Show BV PV' })).toBeChecked();

    await user.clear(productId);
    await user.type(productId, 'P200');
    await user.click(screen.getByRole('checkbox', { name: 'Show BV PV' }));
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // showBvPv was in the slot, so false is written rather than left out
    expect(onSubmit).toHaveBeenCalledWith(ADD_TO_CART, { productId: 'P200', showBvPv: false });
  });

  it("keeps an emptied product id as '' when the slot had one", async () => {
    const { user, onSubmit } = renderDialog({ block: ADD_TO_CART, props: { productId: 'P100' } });
    await user.clear(screen.getByRole('textbox', { name: 'Product ID' }));
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
    expect(within(sections).getAllByRole('group')).toHaveLength(1);
    expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription("The section's heading.");
    expect(within(item(1)).getByRole('textbox', { name: 'Product IDs' })).toHaveAccessibleDescription(
      "The section's products, in order. One per line.",
    );

    await user.type(within(item(1)).getByRole('textbox', { name: 'Title' }), 'Teas');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(within(sections).getAllByRole('group')).toHaveLength(2);
    expect(within(item(2)).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.type(within(item(2)).getByRole('textbox', { name: 'Title' }), 'Mugs');

    await user.click(within(item(1)).getByRole('button', { name: 'Remove item 1' }));
    expect(within(sections).getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Sections: item 2' })).not.toBeInTheDocument();
    expect(within(item(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('Mugs');
  });

  it('stops adding at maxItems (10)', async () => {
    const { user } = renderDialog();
    await choose(user, 'Quick shop');
    const add = screen.getByRole('button', { name: 'Add item' });
    for (let count = 1; count < 10; count += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Sections: item/ })).toHaveLength(10);
    expect(add).toBeDisabled();
  });

  it("shows an item's errors at its own fields and focuses the first", async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Quick shop');
    await user.type(within(item(1)).getByRole('textbox', { name: 'Product IDs' }), 'P1{Enter}P 2');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    const title = within(item(1)).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription("The section's heading. Required");
    expect(within(item(1)).getByRole('textbox', { name: 'Product IDs' })).toHaveAccessibleDescription(
      "The section's products, in order. One per line. Line 2: The value has the wrong format.",
    );
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says Required when every item is removed', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Quick shop');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    const sections = screen.getByRole('group', { name: 'Sections' });
    expect(sections).toHaveAccessibleDescription('Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the sections as objects with arrays of ids', async () => {
    const { user, onSubmit } = renderDialog();
    await choose(user, 'Quick shop');
    await user.type(within(item(1)).getByRole('textbox', { name: 'Title' }), 'Teas');
    await user.type(within(item(1)).getByRole('textbox', { name: 'Product IDs' }), 'P1{Enter}P2');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(within(item(2)).getByRole('textbox', { name: 'Title' }), 'Mugs');
    await user.type(within(item(2)).getByRole('textbox', { name: 'Product IDs' }), 'M1');
    await user.click(screen.getByRole('button', { name: 'Insert block' }));
    expect(onSubmit).toHaveBeenCalledWith(QUICK_SHOP, {
      sections: [
        { title: 'Teas', productIds: ['P1', 'P2'] },
        { title: 'Mugs', productIds: ['M1'] },
      ],
    });
  });

  it('edits existing sections: one removed, the rest saved', async () => {
    const props = {
      sections: [
        { title: 'Teas', productIds: ['P1'] },
        { title: 'Mugs', productIds: ['M1', 'M2'] },
      ],
    };
    const { user, onSubmit } = renderDialog({ block: QUICK_SHOP, props });
    expect(within(item(2)).getByRole('textbox', { name: 'Product IDs' })).toHaveValue('M1\nM2');
    await user.click(within(item(1)).getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    expect(onSubmit).toHaveBeenCalledWith(QUICK_SHOP, { sections: [{ title: 'Mugs', productIds: ['M1', 'M2'] }] });
  });
});
