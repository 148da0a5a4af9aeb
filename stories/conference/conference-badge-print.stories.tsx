import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/conference/conference-badge-print/index.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const server = withServer({ 'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }) });

const fill = async (
  canvasElement: HTMLElement,
  values: Partial<Record<'RCN on Badge' | 'Name on Badge' | 'City' | 'State or Country', string>>,
) => {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
};

const meta = {
  title: 'Conference/conference-badge-print',
  component: block.component,
  parameters: { pageConfig: { user: { id: '2001', username: 'staff' } } },
  decorators: [server],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty: blank RCN and state make it an employee badge, and the form says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(
      'Job title for employee badges',
    );
    await expect(canvas.getByRole('button', { name: 'Print badge' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'RCN on Badge': '1234567', 'Name on Badge': 'Grace', City: 'Provo', 'State or Country': 'Utah' });
    await expect(within(canvasElement).queryByText(/^Employee badge/)).toBeNull();
  },
};

export const EmployeeBadge: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Name on Badge': 'Sam', City: 'Warehouse lead' });
    await expect(within(canvasElement).getByText(/^Employee badge: RCN and State or Country are blank/)).toBeVisible();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Print badge' }));
    await expect(canvas.getByRole('textbox', { name: /^Name on Badge/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(/Required/);
  },
};

/** The print view over the page, before the print dialog is due (print itself is stubbed). */
export const PrintView: Story = {
  play: async ({ canvasElement }) => {
    window.print = () => undefined;
    await fill(canvasElement, { 'RCN on Badge': '1234567', 'Name on Badge': 'Grace', City: 'Provo', 'State or Country': 'Utah' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print badge' }));
    const view = within(document.body).getByRole('region', { name: 'Badge print view' });
    await expect(within(view).getByText('Grace')).toBeVisible();
    const badge = view.querySelector('.cmsb-badge')!.getBoundingClientRect();
    await expect([badge.width, badge.height]).toEqual([384, 288]);
    await waitFor(() => expect(document.body.querySelector('.cmsb-badge-sheet')).toBeNull(), { timeout: 4000 });
  },
};

/** A long name shrinks to fit inside the badge's margins, breaking only at spaces and hyphens. */
export const LongNamePrintView: Story = {
  play: async ({ canvasElement }) => {
    window.print = () => undefined;
    await fill(canvasElement, {
      'Name on Badge': 'Venkataraman-Young Bartholomew',
      City: 'Thiruvananthapuram',
      'State or Country': 'Kerala',
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print badge' }));
    const view = within(document.body).getByRole('region', { name: 'Badge print view' });
    const name = view.querySelector<HTMLElement>('.cmsb-badge__name > span')!;
    // The badge is 4 in (384 px) wide with 0.25 in (24 px) margins each side.
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(336);
    await expect(Number.parseFloat(getComputedStyle(name).fontSize)).toBeLessThan(52.8);
    await waitFor(() => expect(document.body.querySelector('.cmsb-badge-sheet')).toBeNull(), { timeout: 4000 });
  },
};

/** A one-word name too wide for the badge even at the smallest size breaks anywhere instead. */
export const OneWordNamePrintView: Story = {
  play: async ({ canvasElement }) => {
    window.print = () => undefined;
    await fill(canvasElement, {
      'Name on Badge': 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft',
      City: 'Hamburg',
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print badge' }));
    const view = within(document.body).getByRole('region', { name: 'Badge print view' });
    const line = view.querySelector<HTMLElement>('.cmsb-badge__name')!;
    await expect(line).toHaveAttribute('data-wrap', 'anywhere');
    await expect(line.firstElementChild!.getBoundingClientRect().width).toBeLessThanOrEqual(336);
    await waitFor(() => expect(document.body.querySelector('.cmsb-badge-sheet')).toBeNull(), { timeout: 4000 });
  },
};
