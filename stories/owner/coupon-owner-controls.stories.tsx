import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/owner/coupon-owner-controls/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  COUPON_CONFIG,
  couponServer,
  GET_COUPON_SETTINGS,
  owner,
  PUT_COUPON_SETTINGS,
  takenAnswer,
} from '../../tests/fixtures/owner/coupon.ts';

const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-coupon-owner')).toHaveAttribute('data-state', state));

async function customise(canvasElement: HTMLElement, typed: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Customise code PWSVIP' }));
  const field = canvas.getByRole('textbox', { name: 'Coupon code' });
  await userEvent.type(field, typed);
  return field;
}

const meta = {
  title: 'Owner/coupon-owner-controls',
  component: block.component,
  parameters: { pageConfig: owner },
  decorators: [withServer(() => couponServer())],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [withServer(() => ({ ...couponServer(), [GET_COUPON_SETTINGS]: never }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expectState(canvasElement, 'loading');
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Coupons your visitors can use' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enable PWSVIP' })).toBeVisible();
    await expectState(canvasElement, 'ready');
  },
};

/** The popup with PWS forced in front and the characters left counted. */
export const CustomiseCode: Story = {
  play: async ({ canvasElement }) => {
    const field = await customise(canvasElement, 'spring');
    await expect(field).toHaveValue('PWSSPRING');
    await expect(within(canvasElement).getByText('11 characters left')).toBeVisible();
  },
};

/** An over-long code: refused with its reason, nothing saved. */
export const CodeRefused: Story = {
  play: async ({ canvasElement }) => {
    const field = await customise(canvasElement, 'springtimesale2026xx');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('The code can have at most 20 characters.')).toBeVisible();
    await expect(within(canvasElement).getByText('3 characters too many')).toBeVisible();
  },
};

export const Saving: Story = {
  decorators: [withServer(() => ({ ...couponServer(), [PUT_COUPON_SETTINGS]: never }))],
  play: async ({ canvasElement }) => {
    await customise(canvasElement, 'spring');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expectState(canvasElement, 'saving');
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Enable PWSVIP' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enable' }));
    await expectState(canvasElement, 'saved');
    await expect(within(canvasElement).getByText('Your changes have been saved.')).toBeVisible();
  },
};

/** The server refused the code (taken by another site): rolled back, its reason under the field. */
export const SaveError: Story = {
  decorators: [withServer(() => ({ ...couponServer(), [PUT_COUPON_SETTINGS]: () => takenAnswer }))],
  play: async ({ canvasElement }) => {
    await customise(canvasElement, 'spring');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expectState(canvasElement, 'error');
    await expect(within(canvasElement).getByText('This code is already in use. Please choose another one.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [withServer(() => ({ ...couponServer(), [COUPON_CONFIG]: () => ({ status: 500 }) }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expectState(canvasElement, 'error');
  },
};

export const SignedOut: Story = {
  parameters: { pageConfig: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?redirect=/),
    );
    await expectState(canvasElement, 'signed-out');
  },
};

export const NotOwner: Story = {
  parameters: { pageConfig: { user: { id: '1003', username: 'customer' } } },
  decorators: [withServer(() => ({ ...couponServer(), [GET_COUPON_SETTINGS]: () => ({ status: 403 }) }))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Only the owner of a personal website can choose its coupons.'),
    ).toBeVisible();
    await expectState(canvasElement, 'not-owner');
  },
};
