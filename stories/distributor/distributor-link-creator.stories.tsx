import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/distributor/distributor-link-creator/index.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const dana = { user: { id: '1002', username: 'distributor', status: 'D' } };
const context = {
  userId: '1002',
  username: 'distributor',
  status: 'D',
  siteHostname: 'staging.cms-blocks.example',
  companyHosts: ['cms-blocks.example', 'localhost', '127.0.0.1'],
};
const products = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 48,
  categories: [],
};

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-link-creator');
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));
const linkField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole<HTMLInputElement>('textbox', { name: 'Your link' });

/** The story's clipboard: the browser's own asks for a permission tests cannot give. */
const clipboard = (writeText: () => Promise<void>) => () => {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
};

const meta = {
  title: 'Distributor/distributor-link-creator',
  component: block.component,
  parameters: { pageConfig: dana },
  decorators: [
    withServer({
      'GET /api/distributor-tools/context': () => ({ data: context }),
      'GET /api/products': () => ({ data: products }),
    }),
  ],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotADistributor: Story = {
  parameters: { pageConfig: { user: { id: '1003', username: 'customer', status: 'R' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must be logged in as a distributor to use this tool.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?redirect=/),
    );
    await expectState(canvasElement, 'not-a-distributor');
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await linkField(canvasElement)).value).toMatch(/\/sponsor-signup\/1002\/customer$/));
    await expectState(canvasElement, 'ready');
  },
};

export const Copied: Story = {
  beforeEach: clipboard(() => Promise.resolve()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await linkField(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied.')).toBeVisible();
    await expectState(canvasElement, 'copied');
  },
};

export const CopyRefused: Story = {
  beforeEach: clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await linkField(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('press Ctrl+C'));
    await expect(field).toHaveFocus();
    await expectState(canvasElement, 'copy-refused');
  },
};

export const QrShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await linkField(canvasElement);
    await waitFor(() => expect(field.value).not.toBe(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Show QR code' }));
    await expect(await canvas.findByRole('img', { name: `QR code for ${field.value}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-qr', 'shown');
  },
};

export const CustomLinkRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await linkField(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'The link opens' }), 'A page of your choice');
    await userEvent.type(canvas.getByRole('textbox', { name: /Link to share/ }), 'https://evil.com/?x=cms-blocks.example');
    await userEvent.tab();
    await expect(await canvas.findByText('The link must be on the company site or a hosted personal site.')).toBeVisible();
    // No link, so no QR code to offer.
    await expect(canvas.queryByRole('button', { name: /QR code/ })).toBeNull();
  },
};
