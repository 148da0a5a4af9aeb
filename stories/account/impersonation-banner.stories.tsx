import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/account/impersonation-banner/index.ts';
import { impersonationNavigation } from '../../blocks/account/shared/impersonation-actions.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  fakeImpersonationServer,
  impersonatingCustomer,
  notImpersonating,
  ok,
  STATUS_PATH,
} from '../../tests/fixtures/account/impersonation.ts';

/** The banner fetches its status only when the session flag is set: each story sets it. */
const setFlag = () => sessionStorage.setItem('cmsb.impersonationMayBeActive', 'true');

const meta = {
  title: 'Account/impersonation-banner',
  component: block.component,
  args: { layout: 'default' },
  decorators: [withServer(() => fakeImpersonationServer(impersonatingCustomer))],
  beforeEach: () => {
    setFlag();
    const reload = impersonationNavigation.reload;
    impersonationNavigation.reload = () => undefined;
    return () => {
      impersonationNavigation.reload = reload;
      sessionStorage.clear();
    };
  },
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const region = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Impersonation' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = await region(canvasElement);
    await expect(banner).toHaveTextContent('Impersonating: 1003 customer');
    await expect(banner).toHaveTextContent('User is currently impersonating.');
    await expect(within(banner).getByLabelText(/Your password/)).toBeVisible();
  },
};

export const Simple: Story = {
  args: { layout: 'simple' },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement)).toHaveAttribute('data-layout', 'simple');
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement)).toHaveAttribute('data-layout', 'horizontal');
  },
};

/** A switch-back method other than 'auth': no password box. */
export const WithoutPassword: Story = {
  decorators: [withServer({ [`GET ${STATUS_PATH}`]: ok({ ...impersonatingCustomer, switchBackMethod: 'none' }) })],
  play: async ({ canvasElement }) => {
    const banner = await region(canvasElement);
    await expect(within(banner).queryByLabelText(/Your password/)).toBeNull();
  },
};

export const InfoOpen: Story = {
  play: async ({ canvasElement }) => {
    const banner = await region(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Info' }));
    await expect(within(banner).getByText(/everything you do now is done as them/)).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const banner = await region(canvasElement);
    await userEvent.type(within(banner).getByLabelText(/Your password/), 'wrong');
    await userEvent.click(within(banner).getByRole('button', { name: 'End Impersonation' }));
    await waitFor(() => expect(within(banner).getByRole('alert')).toHaveTextContent('The password was incorrect.'));
  },
};

export const Ending: Story = {
  decorators: [withServer({ [`GET ${STATUS_PATH}`]: ok(impersonatingCustomer), 'POST /api/rpc/switch-user-back': never })],
  play: async ({ canvasElement }) => {
    const banner = await region(canvasElement);
    await userEvent.type(within(banner).getByLabelText(/Your password/), 'admin_123');
    await userEvent.click(within(banner).getByRole('button', { name: 'End Impersonation' }));
    await waitFor(() => expect(within(banner).getByRole('button', { name: 'End Impersonation' })).toBeDisabled());
  },
};

/** The status says nobody is impersonated: nothing shows. */
export const NotImpersonating: Story = {
  decorators: [withServer({ [`GET ${STATUS_PATH}`]: ok(notImpersonating) })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(sessionStorage.getItem('cmsb.impersonationMayBeActive')).toBeNull());
    await expect(within(canvasElement).queryByRole('region', { name: 'Impersonation' })).toBeNull();
  },
};
