import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/cookie-notice/index.ts';
import { decided, noticeSetting, storedDecision, withPageSlot } from './cookie-consent-story.tsx';

const bar = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-cookie-notice');
/** Waits until the notice has the server's setting and stays away. */
const stayedAway = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'away'));

const meta = {
  title: 'Site/cookie-notice',
  component: block.component,
  args: { settingsPath: '/cookie-notice' },
  decorators: [storedDecision(null), noticeSetting(true)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enabled on the server and no decision on the device: the bar, with equal Accept all and Reject all. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Cookie notice' })).toBeVisible();
    const accept = canvas.getByRole('button', { name: 'Accept all' });
    const reject = canvas.getByRole('button', { name: 'Reject all' });
    await expect(accept.className).toBe(reject.className);
    await expect(canvas.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/cookie-notice');
  },
};

/** Accept all hides the bar and says the choice was saved. */
export const HiddenAfterDecision: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(bar(canvasElement)).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Your cookie choices have been saved.');
  },
};

/** A decision for the current revision is on the device: nothing shows. */
export const AlreadyDecided: Story = {
  decorators: [storedDecision(decided({ preferences: false, analytics: true, marketing: false }))],
  play: async ({ canvasElement }) => {
    await stayedAway(canvasElement);
    await expect(bar(canvasElement)).toBeNull();
  },
};

/** The server's consent revision is newer than the decision on the device: the visitor is asked again. */
export const NewRevision: Story = {
  decorators: [storedDecision(decided({ preferences: false, analytics: true, marketing: false }, 1)), noticeSetting(true, 2)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Cookie notice' })).toBeVisible();
  },
};

/** The server says the notice is off: nothing shows. */
export const DisabledByServer: Story = {
  decorators: [noticeSetting(false)],
  play: async ({ canvasElement }) => {
    await stayedAway(canvasElement);
    await expect(bar(canvasElement)).toBeNull();
  },
};

/** On the page that holds the cookie settings the bar stays away: the settings ask there themselves. */
export const OnSettingsPage: Story = {
  beforeEach: withPageSlot('cookie-settings'),
  play: async ({ canvasElement }) => {
    await stayedAway(canvasElement);
    await expect(bar(canvasElement)).toBeNull();
  },
};
