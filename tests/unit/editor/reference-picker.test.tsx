import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import { MEDIA_MAX_BYTES, type ReferenceItem, type ReferenceKind } from '#contracts/references.ts';
import type { ReferenceApi } from '#editor/pickers/reference-api.ts';
import { ReferenceApiProvider } from '#editor/pickers/reference-api-context.tsx';
import { ReferenceListPicker } from '#editor/pickers/reference-list-picker.tsx';
import { ReferencePicker } from '#editor/pickers/reference-picker.tsx';
import {
  ABOUT_PAGE,
  BLACK_TEA,
  DANA_RIVERS,
  ESSENTIAL_OILS,
  GREEN_TEA,
  LAVENDER_15ML,
  LAVENDER_5ML,
  TEA_IMAGE,
} from '../../fixtures/editor/authoring.ts';

const ITEMS: ReferenceItem[] = [GREEN_TEA, BLACK_TEA, TEA_IMAGE, ABOUT_PAGE];

/** A server holding `items` (ITEMS unless told): a search matches labels and values, whatever the kind. */
function fakeApi(overrides: Partial<ReferenceApi> = {}, items = ITEMS) {
  const api = {
    search: vi.fn<ReferenceApi['search']>(async (_kind, query) =>
      items.filter((item) => `${item.label} ${item.value}`.toLowerCase().includes(query.toLowerCase())),
    ),
    find: vi.fn<ReferenceApi['find']>(async (_kind, value) => items.find((item) => item.value === value) ?? null),
    upload: vi.fn<ReferenceApi['upload']>(async () => ({ ...TEA_IMAGE, alreadyInLibrary: false })),
    ...overrides,
  };
  return api;
}

interface Setup {
  kind?: ReferenceKind;
  freeText?: boolean;
  value?: string;
  api?: ReferenceApi;
}

function renderPicker({ kind = 'product', freeText = false, value = '', api = fakeApi() }: Setup = {}) {
  const onChange = vi.fn();
  const outerKeyDown = vi.fn();
  function Harness() {
    const [current, setCurrent] = useState(value);
    return (
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- records what reaches the dialog
      <div onKeyDown={outerKeyDown}>
        <ReferenceApiProvider value={api}>
          <ReferencePicker
            id="pick"
            label="Product"
            hint="The product visitors add to their cart."
            error={undefined}
            required={false}
            kind={kind}
            freeText={freeText}
            value={current}
            onChange={(next, item) => {
              onChange(...(item ? [next, item] : [next]));
              setCurrent(next);
            }}
          />
        </ReferenceApiProvider>
      </div>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), api, onChange, outerKeyDown, box: screen.getByRole('combobox', { name: 'Product' }) };
}

const status = () => screen.getByRole('status');
const resultNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ReferencePicker: searching', () => {
  it('shows Searching… while the server answers, then the results with picture, name and id and price', async () => {
    let answer: (items: ReferenceItem[]) => void = () => {};
    const search = vi.fn<ReferenceApi['search']>(() => new Promise((resolve) => (answer = resolve)));
    const { user, box } = renderPicker({ api: fakeApi({ search }) });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'tea');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    // one request as the click opened the list, one for the pause after typing, none per key
    await waitFor(() => expect(search.mock.calls.map(([, query]) => query)).toEqual(['', 'tea']));

    answer([GREEN_TEA, BLACK_TEA]);
    expect(await screen.findByRole('option', { name: /Green tea/ })).toBeInTheDocument();
    expect(resultNames()).toEqual(['Green teaP100 · $12.50', 'Black teaP101 · $9.00']);
    expect(screen.getByRole('option', { name: /Green tea/ }).querySelector('img')).toHaveAttribute('src', '/img/p100.png');
    expect(status()).toHaveTextContent('2 products found.');
    expect(box).toHaveAccessibleDescription(/2 products found\./);
  });

  it('says when nothing matches the words typed', async () => {
    const { user, box } = renderPicker();
    await user.type(box, 'xyz');
    expect(await screen.findByText('No products match “xyz”.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says in words why the search failed', async () => {
    const search = vi.fn<ReferenceApi['search']>(async () => Promise.reject(new ApiError(403, [])));
    const { user, box } = renderPicker({ api: fakeApi({ search }) });
    await user.type(box, 'tea');
    expect(await screen.findByText('Only administrators can search products.')).toBeInTheDocument();

    search.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(box, 's');
    expect(await screen.findByText('The products could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  });

  it('opens the list with the arrow key, moves through it and picks with Enter, keeping focus in the box', async () => {
    const { user, box, onChange } = renderPicker();
    await user.click(box);
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('P101', expect.objectContaining({ value: 'P101', label: 'Black tea' }));
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAccessibleDescription(/^Chosen: Black tea, P101 · \$9\.00\. /);
  });

  it('picks with a click', async () => {
    const { user, box, onChange } = renderPicker();
    await user.type(box, 'green');
    await user.click(await screen.findByRole('option', { name: /Green tea/ }));
    expect(onChange).toHaveBeenCalledWith('P100', expect.objectContaining({ value: 'P100', label: 'Green tea' }));
    expect(screen.getByText('Green tea')).toBeInTheDocument();
  });

  it('closes the list with Escape without closing the dialog around it', async () => {
    const { user, box, outerKeyDown } = renderPicker();
    await user.type(box, 'tea');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(outerKeyDown).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    // a second Escape, with the list closed, is the dialog's
    await user.keyboard('{Escape}');
    expect(outerKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  });

  it('without free text, typing alone never changes the value', async () => {
    const { user, box, onChange } = renderPicker();
    await user.type(box, 'P999');
    await screen.findByText('No products match “P999”.');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ReferencePicker: SKUs, categories and distributors', () => {
  const catalogue = () => fakeApi({}, [LAVENDER_5ML, LAVENDER_15ML, ESSENTIAL_OILS, DANA_RIVERS]);

  it.each([
    ['sku', 'lavender', 'Search by product name, option or SKU.', '2 SKUs found.', 'LAV99', 'There is no SKU LAV99.'],
    [
      'category',
      'oils',
      'Search the catalogue’s categories by name.',
      '1 category found.',
      'Candles',
      'There is no category Candles.',
    ],
    [
      'user',
      'dana',
      'Search distributors by name, username, ID or RCN.',
      '1 distributor found.',
      '1003',
      'There is no distributor 1003.',
    ],
  ] as const)(
    '%s: says what it searches by, counts what it found and names one that is gone',
    async (kind, typed, searchBy, found, gone, missing) => {
      const { user, api, box } = renderPicker({ kind, api: catalogue() });
      expect(box).toHaveAttribute('placeholder', searchBy);
      await user.type(box, typed);
      await waitFor(() => expect(status()).toHaveTextContent(found));
      expect(api.search).toHaveBeenLastCalledWith(kind, typed, expect.any(AbortSignal));
      cleanup();
      renderPicker({ kind, value: gone, api: catalogue() });
      expect(await screen.findByText(`${missing} Choose another.`)).toBeInTheDocument();
    },
  );

  it('shows a chosen SKU under its product, with the option, SKU and price', async () => {
    const { box } = renderPicker({ kind: 'sku', value: 'LAV05', api: catalogue() });
    expect(await screen.findByText('Lavender Essential Oil · 5 mL')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(
      'Chosen: Lavender Essential Oil · 5 mL, SKU LAV05 · $12.50. The product visitors add to their cart.',
    );
  });
});

describe('ReferencePicker: the value it holds', () => {
  it('shows the chosen product by name, picture and id and price, and removes it', async () => {
    const { user, api, onChange, box } = renderPicker({ value: 'P100' });
    expect(await screen.findByText('Green tea')).toBeInTheDocument();
    expect(screen.getByText('P100 · $12.50')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Chosen: Green tea, P100 · $12.50. The product visitors add to their cart.');
    expect(api.find).toHaveBeenCalledWith('product', 'P100', expect.any(AbortSignal));
    await user.click(screen.getByRole('button', { name: 'Remove Product' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByText('Green tea')).not.toBeInTheDocument();
  });

  it('warns of a value the server does not know', async () => {
    renderPicker({ value: 'P999' });
    expect(await screen.findByText('There is no product P999. Choose another.')).toBeInTheDocument();
  });

  it('with free text, keeps what is typed and suggests pages to pick instead', async () => {
    const { user, box, onChange } = renderPicker({ kind: 'page', freeText: true });
    await user.type(box, 'https://example.com/');
    expect(onChange).toHaveBeenLastCalledWith('https://example.com/');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('https://example.com/');

    await user.clear(box);
    await user.type(box, 'about');
    await screen.findByRole('option', { name: /About us/ });
    // nothing is highlighted until the arrow keys choose: Enter keeps the typed words
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('/pages/about-us', expect.objectContaining({ label: 'About us' }));
    expect(box).toHaveValue('/pages/about-us');
  });
});

describe('ReferencePicker: uploading an image', () => {
  const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('offers an upload for images only', () => {
    renderPicker({ kind: 'product' });
    expect(screen.queryByRole('button', { name: /Upload an image/ })).not.toBeInTheDocument();
  });

  it('uploads a PNG and chooses it', async () => {
    const { user, api, onChange } = renderPicker({ kind: 'image' });
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    const png = file('tea.png', 'image/png');
    await user.upload(input(), png);
    expect(api.upload).toHaveBeenCalledWith(png);
    expect(onChange).toHaveBeenCalledWith(TEA_IMAGE.value, expect.objectContaining({ value: TEA_IMAGE.value }));
    expect(await screen.findByText('“tea.png” uploaded and chosen.')).toBeInTheDocument();
    expect(screen.getByText('1200 × 800 · 84 KB')).toBeInTheDocument();
  });

  it('says when the library already had the same image, under its first name, and chooses that one', async () => {
    const api = fakeApi({ upload: vi.fn(async () => ({ ...TEA_IMAGE, alreadyInLibrary: true })) });
    const { user, onChange } = renderPicker({ kind: 'image', api });
    await user.upload(input(), file('tea copy.png', 'image/png'));
    expect(
      await screen.findByText('“tea copy.png” was already in the media library, as “tea.png”: that image is chosen.'),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(TEA_IMAGE.value, expect.objectContaining({ alreadyInLibrary: true }));
  });

  it('refuses in the browser a file that is not an image the site takes, or too big', async () => {
    const { api } = renderPicker({ kind: 'image' });
    // as a file dropped on the button, which `accept` does not filter
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), file('drawing.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“drawing.svg” is not an image the site takes. Choose a PNG, JPEG, WebP or GIF file.',
    );
    await user.upload(input(), file('huge.jpg', 'image/jpeg', MEDIA_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('“huge.jpg” is 2 MB; an image can be at most 2 MB.');
    expect(api.upload).not.toHaveBeenCalled();
  });

  it("shows the server's words when it refuses the file", async () => {
    const refusal = new ApiError(
      422,
      readMessages([
        { type: 'validatorMessage', source: 'file', code: 'type', value: 'This file is not a PNG, JPEG, WebP or GIF image.' },
      ]),
    );
    const api = fakeApi({ upload: vi.fn(async () => Promise.reject(refusal)) });
    const { user, onChange } = renderPicker({ kind: 'image', api });
    await user.upload(input(), file('fake.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, WebP or GIF image.');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ReferenceListPicker: products in order', () => {
  function renderList(value: string) {
    const onChange = vi.fn();
    function Harness() {
      const [current, setCurrent] = useState(value);
      return (
        <ReferenceApiProvider value={fakeApi()}>
          <ReferenceListPicker
            id="list"
            label="Products"
            itemLabel="Product"
            hint="1 to 24 products, in the order shown."
            error={undefined}
            required
            kind="product"
            value={current}
            onChange={(next) => {
              onChange(next);
              setCurrent(next);
            }}
          />
        </ReferenceApiProvider>
      );
    }
    render(<Harness />);
    return { user: userEvent.setup(), onChange };
  }

  it('shows each chosen product by name, and a gone one as missing', async () => {
    renderList('P100\nP999');
    const list = screen.getByRole('list', { name: 'Products' });
    expect(await within(list).findByText('Green tea')).toBeInTheDocument();
    expect(await within(list).findByText('There is no product P999.')).toBeInTheDocument();
  });

  it('adds a picked product at the end, once', async () => {
    const { user, onChange } = renderList('P100');
    const box = screen.getByRole('combobox', { name: 'Add to products' });
    await user.type(box, 'black');
    await screen.findByRole('option', { name: /Black tea/ });
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('P100\nP101');
    expect(await screen.findByText('Black tea')).toBeInTheDocument();
    await user.type(box, 'green');
    await screen.findByRole('option', { name: /Green tea/ });
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves a product up and removes one', async () => {
    const { user, onChange } = renderList('P100\nP101');
    expect(screen.queryByRole('button', { name: 'Move product 1 up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move product 2 up' }));
    expect(onChange).toHaveBeenLastCalledWith('P101\nP100');
    await user.click(screen.getByRole('button', { name: 'Remove product 1' }));
    expect(onChange).toHaveBeenLastCalledWith('P100');
  });
});
