import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/cookie-settings/index.ts';
import { decided, noticeSetting, storedDecision } from './cookie-consent-story.tsx';

const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Save choices' })).toBeEnabled());
const box = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('checkbox', { name });

const meta = {
  title: 'Site/cookie-settings',
  component: block.component,
  args: {},
  decorators: [storedDecision(null), noticeSetting(true)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No decision yet: nothing optional ticked, necessary always on, nothing to withdraw. */
export const NoDecision: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(box(canvasElement, 'Necessary')).toBeChecked();
    for (const name of ['Preferences', 'Analytics', 'Marketing']) await expect(box(canvasElement, name)).not.toBeChecked();
    await expect(within(canvasElement).getByText(/not made a choice yet/)).toBeVisible();
  },
};

/** A decision on the device: its choices ticked and the date it was made. */
export const Decided: Story = {
  decorators: [storedDecision(decided({ preferences: true, analytics: false, marketing: true }))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByText(/^You made your choice on /)).toBeVisible();
    await expect(box(canvasElement, 'Preferences')).toBeChecked();
    await expect(box(canvasElement, 'Analytics')).not.toBeChecked();
    await expect(box(canvasElement, 'Marketing')).toBeChecked();
  },
};

/** Analytics ticked and saved: the confirmation is announced politely. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(box(canvasElement, 'Analytics'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save choices' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your choices have been saved.');
    await expect(box(canvasElement, 'Analytics')).toBeChecked();
  },
};

/** Withdraw consent: the decision is gone and the form starts over. */
export const Withdrawn: Story = {
  decorators: [storedDecision(decided({ preferences: true, analytics: true, marketing: true }))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw consent' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your consent has been withdrawn.');
    await expect(box(canvasElement, 'Analytics')).not.toBeChecked();
    await expect(within(canvasElement).getByText(/not made a choice yet/)).toBeVisible();
  },
};
