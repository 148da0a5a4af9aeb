import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import type { ReferenceItem, ReferenceKind } from '#contracts/references.ts';
import type { ReferenceApi } from '#editor/pickers/reference-api.ts';
import { ReferenceApiProvider } from '#editor/pickers/reference-api-context.tsx';
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
} from '../../tests/fixtures/editor/authoring.ts';

/** What the fake server holds, by kind. */
const HELD: Record<ReferenceKind, ReferenceItem[]> = {
  product: [GREEN_TEA, BLACK_TEA],
  sku: [
    LAVENDER_5ML,
    LAVENDER_15ML,
    { value: 'PEP05', label: 'Peppermint Essential Oil · 5 mL', detail: 'SKU PEP05 · $11.00', thumbnail: null },
  ],
  category: [ESSENTIAL_OILS, { value: 'Skin Care', label: 'Skin Care', detail: '2 products', thumbnail: null }],
  page: [ABOUT_PAGE, { value: '/pages/contact', label: 'Contact us', detail: '/pages/contact', thumbnail: null }],
  image: [
    TEA_IMAGE,
    { value: '/media/2/mugs.webp', label: 'mugs.webp', detail: '800 × 800 · 41 KB', thumbnail: '/media/2/mugs.webp' },
  ],
  conference: [{ value: 'C2026', label: 'Spring Leadership Conference 2026', detail: 'Denver · May 14–16', thumbnail: null }],
  event: [{ value: 'E12', label: 'Tea tasting evening', detail: 'June 3', thumbnail: null }],
  video: [{ value: 'V7', label: 'How our teas are grown', detail: '3 min', thumbnail: null }],
  user: [DANA_RIVERS, { value: '1007', label: 'Riley Quinn', detail: 'Distributor · ID 1007 · RCN 5000007', thumbnail: null }],
};

type Server = 'answers' | 'slow' | 'fails' | 'refuses upload';

interface PickerStoryProps {
  label: string;
  hint?: string;
  kind: ReferenceKind;
  freeText?: boolean;
  value?: string;
  server?: Server;
  onChange: (value: string) => void;
}

const never = () => new Promise<never>(() => undefined);

function fakeApi(server: Server): ReferenceApi {
  return {
    search: async (kind, query) => {
      if (server === 'slow') return never();
      if (server === 'fails') throw new TypeError('Failed to fetch');
      return HELD[kind].filter((item) => `${item.label} ${item.value}`.toLowerCase().includes(query.toLowerCase()));
    },
    find: async (kind, value) => HELD[kind].find((item) => item.value === value) ?? null,
    upload: async () => {
      if (server === 'refuses upload') {
        throw new ApiError(
          422,
          readMessages([
            { type: 'validatorMessage', source: 'file', code: 'type', value: 'This file is not a PNG, JPEG, WebP or GIF image.' },
          ]),
        );
      }
      return { ...TEA_IMAGE, alreadyInLibrary: false };
    },
  };
}

/** One picker in a form, answered by a fake server. */
function PickerStory({ label, hint, kind, freeText = false, value = '', server = 'answers', onChange }: PickerStoryProps) {
  const api = useMemo(() => fakeApi(server), [server]);
  const [current, setCurrent] = useState(value);
  return (
    <ReferenceApiProvider value={api}>
      <ReferencePicker
        id="story-picker"
        label={label}
        hint={hint}
        error={undefined}
        required={false}
        kind={kind}
        freeText={freeText}
        value={current}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
      />
    </ReferenceApiProvider>
  );
}

const meta = {
  title: 'Editor/reference pickers',
  component: PickerStory,
  args: { label: 'Product', hint: 'The product visitors add to their cart.', kind: 'product', onChange: fn() },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('combobox', { name });

export const Playground: Story = {};

export const Loading: Story = {
  args: { server: 'slow' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Product'), 'tea');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

/** Products by name, with picture, id and price; picked with the keyboard. */
export const ProductResults: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Product'), 'tea');
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveTextContent('Green teaP100 · $12.50');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 products found.');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('P101');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Product'), 'xyz');
    await expect(await within(canvasElement).findByText('No products match “xyz”.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { server: 'fails' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Product'), 'tea');
    await expect(
      await within(canvasElement).findByText('The products could not be loaded. Check your connection and try again.'),
    ).toBeVisible();
  },
};

export const SelectedProduct: Story = {
  args: { value: 'P100' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Green tea')).toBeVisible();
    await expect(box(canvasElement, 'Product')).toHaveAccessibleDescription(
      'Chosen: Green tea, P100 · $12.50. The product visitors add to their cart.',
    );
  },
};

/** A value the server does not know (a deleted product, an id typed by hand). */
export const MissingProduct: Story = {
  args: { value: 'P999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no product P999. Choose another.')).toBeVisible();
  },
};

/** A link: a page by title, or any address typed (free text). */
export const PageOrAddress: Story = {
  args: { label: 'Link', hint: 'A page of the site, or any address.', kind: 'page', freeText: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Link'), 'about');
    await within(canvasElement).findByRole('option', { name: /About us/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('/pages/about-us');
    await expect(box(canvasElement, 'Link')).toHaveValue('/pages/about-us');
  },
};

export const SelectedImage: Story = {
  args: { label: 'Image for wide screens', hint: undefined, kind: 'image', value: TEA_IMAGE.value },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1200 × 800 · 84 KB')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Upload an image for Image for wide screens' })).toBeVisible();
  },
};

/** A file the browser already knows the site refuses: said before anything is sent. */
export const UploadTooBig: Story = {
  args: { label: 'Image for wide screens', hint: undefined, kind: 'image' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('“huge.jpg” is 3 MB; an image can be at most 2 MB.');
  },
};

/** The server looked at the file's bytes and refused it: its words. */
export const UploadRefused: Story = {
  args: { label: 'Image for wide screens', hint: undefined, kind: 'image', server: 'refuses upload' },
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(100)], 'renamed.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, WebP or GIF image.'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Conference: Story = {
  args: { label: 'Conference', hint: undefined, kind: 'conference' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Conference'), 'spring');
    await expect(await within(canvasElement).findByRole('option', { name: /Spring Leadership Conference 2026/ })).toBeVisible();
  },
};

export const Event: Story = {
  args: { label: 'Event', hint: undefined, kind: 'event' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Event'), 'tasting');
    await expect(await within(canvasElement).findByRole('option', { name: /Tea tasting evening/ })).toBeVisible();
  },
};

export const Video: Story = {
  args: { label: 'Video', hint: undefined, kind: 'video' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Video'), 'grown');
    await expect(await within(canvasElement).findByRole('option', { name: /How our teas are grown/ })).toBeVisible();
  },
};

/** An Add to cart button's SKU: the options of each product under its name, with SKU and price. */
export const SkuResults: Story = {
  args: { label: 'SKU', hint: 'The product option the button adds.', kind: 'sku' },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement, 'SKU'), 'lavender');
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Lavender Essential Oil · 5 mLSKU LAV05 · $12.50',
      'Lavender Essential Oil · 15 mLSKU LAV15 · $29.00',
    ]);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 SKUs found.');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('LAV15');
  },
};

export const SelectedSku: Story = {
  args: { label: 'SKU', hint: 'The product option the button adds.', kind: 'sku', value: 'LAV05' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'SKU')).toHaveAccessibleDescription(
      'Chosen: Lavender Essential Oil · 5 mL, SKU LAV05 · $12.50. The product option the button adds.',
    );
  },
};

/** A SKU the catalogue no longer has (typed by hand before the picker, or since removed). */
export const MissingSku: Story = {
  args: { label: 'SKU', hint: undefined, kind: 'sku', value: 'LAV99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no SKU LAV99. Choose another.')).toBeVisible();
  },
};

/** The catalogue's categories, each with its number of products. */
export const Category: Story = {
  args: { label: 'Category', hint: 'The category the suggestions come from.', kind: 'category' },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Category'), 'oils');
    await expect(await within(canvasElement).findByRole('option', { name: /Essential Oils/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 category found.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Essential Oils');
  },
};

/** A certification badge's distributor: searched by name, username, ID or RCN (administrators only). */
export const Distributor: Story = {
  args: { label: 'Distributor', hint: 'The distributor whose certification is shown.', kind: 'user' },
  play: async ({ args, canvasElement }) => {
    await expect(box(canvasElement, 'Distributor')).toHaveAttribute(
      'placeholder',
      'Search distributors by name, username, ID or RCN.',
    );
    await userEvent.type(box(canvasElement, 'Distributor'), 'dana');
    await expect(await within(canvasElement).findByRole('option', { name: /Dana Rivers/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('1002');
  },
};

export const MissingDistributor: Story = {
  args: { label: 'Distributor', hint: undefined, kind: 'user', value: '1003' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no distributor 1003. Choose another.')).toBeVisible();
  },
};
