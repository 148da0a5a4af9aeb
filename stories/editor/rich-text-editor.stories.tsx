import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from '#editor/rich-text-editor.tsx';
import { slotHtml } from '#host/slot-props.ts';

type TinyEditor = Parameters<NonNullable<RichTextEditorProps['onReady']>>[0];

/** Where the stories serve dist/ (.storybook/main.ts, staticDirs): editor-content.css, blocks.json. */
const ASSETS_URL = '/cms-dist/';
/** Where the stories serve TinyMCE from node_modules, as a host serves its own copy (.storybook/main.ts). */
const TINYMCE_URL = '/tinymce/';

const meta = {
  title: 'Editor/rich-text editor',
  component: RichTextEditor,
  args: {
    label: 'Page content',
    initialValue: '<p>Our teas are picked by hand.</p>',
    assetsUrl: ASSETS_URL,
    tinymceUrl: TINYMCE_URL,
    licenseKey: 'gpl',
    linkListUrl: false,
    onReady: fn(),
    onChange: fn(),
  },
  decorators: [
    // note: wide enough for the longest toolbar, which would otherwise fold buttons into a "more" drawer
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The TinyMCE editor, once `onReady` has given it and its toolbar is drawn: TinyMCE may draw the
 * toolbar a moment after its init event (seen once in a full run).
 */
async function readyEditor(onReady: RichTextEditorProps['onReady']): Promise<TinyEditor> {
  await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  const editor = mocked(onReady!).mock.calls[0]![0];
  await waitFor(() => expect(editor.getContainer().querySelector('.tox-toolbar__group button')).not.toBeNull());
  return editor;
}

/** The accessible names of the editor's toolbar buttons, in order. */
const toolbarButtons = (editor: TinyEditor) =>
  [...editor.getContainer().querySelectorAll('.tox-toolbar__group button')].map((button) => button.getAttribute('aria-label'));

const INSERT_BLOCK_NAME = 'Insert block (Ctrl+Shift+L)';

export const Playground: Story = {
  args: { blocks: true },
  play: async ({ args, canvasElement }) => {
    await readyEditor(args.onReady);
    await expect(within(canvasElement).queryByText('Loading the editor…')).toBeNull();
  },
};

/** `defaults` with blocks: "Insert block" first (its tooltip names its shortcut), then headings, lists, quotes and links. */
export const Defaults: Story = {
  args: { preset: 'defaults', blocks: true },
  play: async ({ args, canvasElement }) => {
    const editor = await readyEditor(args.onReady);
    const canvas = within(canvasElement);
    await expect(toolbarButtons(editor)).toEqual([
      INSERT_BLOCK_NAME,
      'Undo',
      'Redo',
      'Block Paragraph',
      'Bold',
      'Italic',
      'Underline',
      'Bullet list',
      'Numbered list',
      'Blockquote',
      'Insert/edit link',
      'Clear formatting',
    ]);
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeVisible();
    const insert = canvas.getByRole('button', { name: INSERT_BLOCK_NAME });
    await expect(insert).toBeVisible();
    await expect(insert).toHaveTextContent('Insert block');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(editor.getContent()).toBe('<p>Our teas are picked by hand.</p>');
  },
};

/** `text`: formatted text without headings or quotes; no blocks. */
export const Text: Story = {
  args: { preset: 'text' },
  play: async ({ args, canvasElement }) => {
    const editor = await readyEditor(args.onReady);
    await expect(toolbarButtons(editor)).toEqual([
      'Undo',
      'Redo',
      'Bold',
      'Italic',
      'Underline',
      'Bullet list',
      'Numbered list',
      'Insert/edit link',
      'Clear formatting',
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Underline' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Blockquote' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: INSERT_BLOCK_NAME })).toBeNull();
  },
};

/** `simpleText`: a line or two of emphasis and links. */
export const SimpleText: Story = {
  args: { preset: 'simpleText' },
  play: async ({ args, canvasElement }) => {
    const editor = await readyEditor(args.onReady);
    await expect(toolbarButtons(editor)).toEqual(['Bold', 'Italic', 'Insert/edit link']);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Italic' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bullet list' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull();
  },
};

/** Props that HTML sanitisers and naive escaping get wrong; slots must come back byte for byte. */
const HOSTILE_SLOTS = [
  slotHtml('add-to-cart-button', { skuNumber: 'TEA-12', qty: 2, label: 'Say "hi" & it\'s <b>on sale</b> --> </script>' }),
  slotHtml('quick-shop', {
    sections: [
      { title: '日本語のお茶 · Ελληνικά τσάγια 🍵', productIds: ['P1', 'P2'] },
      { title: '</div><img src=x onerror="alert(1)"><!--', productIds: ['P3'] },
    ],
  }),
  slotHtml('add-to-cart', { productId: 'P100', showBvPv: true }),
  slotHtml('spacer-medium', {}),
  slotHtml('mystery-block', { note: "it's </p> not <here>" }),
];

const ROUND_TRIP_CONTENT = [
  '<h2>Teas</h2>',
  HOSTILE_SLOTS[0],
  '<p>Pick a section — 日本語 too.</p>',
  HOSTILE_SLOTS[1],
  HOSTILE_SLOTS[2],
  HOSTILE_SLOTS[3],
  '<p>The end.</p>',
  HOSTILE_SLOTS[4],
].join('\n');

/** Each slot as the browser reads it: its outerHTML, block name and data-props text. */
function slotsOf(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll('[data-block]')].map((element) => ({
    html: element.outerHTML,
    block: element.getAttribute('data-block'),
    props: element.getAttribute('data-props'),
  }));
}

/**
 * Slots with quotes, `<`, `-->`, `</script>` and non-Latin text: loaded, shown as cards, and
 * saved back with every data-props attribute exactly as it was.
 */
export const RoundTrip: Story = {
  args: { preset: 'defaults', blocks: true, initialValue: ROUND_TRIP_CONTENT },
  play: async ({ args }) => {
    const editor = await readyEditor(args.onReady);
    const before = slotsOf(ROUND_TRIP_CONTENT);
    await expect(before).toHaveLength(5);

    const saved = editor.getContent();
    await expect(slotsOf(saved).map(({ block, props }) => ({ block, props }))).toEqual(
      before.map(({ block, props }) => ({ block, props })),
    );
    // nothing added: no card, class or contenteditable is saved
    await expect(slotsOf(saved).map((slot) => slot.html)).toEqual(before.map((slot) => slot.html));
    // and loading what was saved saves the same again
    editor.setContent(saved);
    await expect(editor.getContent()).toBe(saved);

    const body = editor.getBody();
    const card = body.querySelector('[data-block="add-to-cart-button"]')!;
    await expect(card).toHaveAttribute('contenteditable', 'false');
    await expect(card).toHaveAttribute('aria-label', 'Block: Add to cart button');
    await expect(card.querySelector('.cmsb-editor-slot__title')?.textContent).toBe('Add to cart button');
    const text = (selector: string) => body.querySelector(selector)?.textContent;
    await expect(text('[data-block="quick-shop"] .cmsb-editor-slot__title')).toBe('Quick shop');
    await expect(text('[data-block="spacer-medium"] .cmsb-editor-slot__title')).toBe('Spacer (medium)');
    // each slot holds its preview's mount point, which TinyMCE never saves
    await expect(card.querySelector('[data-cmsb-preview="add-to-cart-button"]')).not.toBeNull();
    await expect(text('[data-block="mystery-block"] .cmsb-editor-slot__title')).toBe('mystery-block');
    // the props stayed text: nothing in them became an element
    await expect(editor.getContent()).not.toMatch(/<(img|script|b)[\s>]/);
  },
};

/** Insert block → search, Enter picks Add to cart button → fill in the SKU → a slot at the cursor. */
export const InsertBlock: Story = {
  args: { preset: 'defaults', blocks: true },
  play: async ({ args, canvasElement }) => {
    const editor = await readyEditor(args.onReady);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: INSERT_BLOCK_NAME }));
    const dialog = await canvas.findByRole('dialog', { name: 'Insert block' });
    // the dialog opens with focus in its search box, and Enter picks the first block found
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Search blocks' })).toHaveFocus());
    // a block whose form needs no server (the SKU of "Add to cart button" is picked from it now)
    await userEvent.keyboard('return to top{Enter}');
    const threshold = within(dialog).getByRole('spinbutton', { name: 'Show after scrolling (pixels)' });
    await waitFor(() => expect(threshold).toHaveFocus());
    await userEvent.clear(threshold);
    await userEvent.keyboard('600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert block' }));

    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(slotsOf(editor.getContent())).toEqual([
      { html: slotHtml('return-to-top', { threshold: 600 }), block: 'return-to-top', props: '{"threshold":600}' },
    ]);
    await expect(editor.getBody().querySelector('[data-block="return-to-top"] .cmsb-editor-slot__title')?.textContent).toBe(
      'Return to top',
    );
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(editor.getContent()));
  },
};
