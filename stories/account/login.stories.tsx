import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from '../../blocks/account/login/login-form.tsx';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

/** The login block's form; `location` stands for the page address it reads its parameters from. */
const meta = {
  title: 'Account/login',
  component: LoginForm,
  args: { location: { origin: 'http://localhost', pathname: '/login', search: '' } },
  decorators: [withServer({ 'POST /api/session': () => ({ data: { success: true, oidcBaseUrl: '/oidc' } }) })],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal =
  (status: number, error: string | null, value?: string): FakeHandler =>
  () => ({
    status,
    data: error ? { success: false, oidcBaseUrl: null, error } : null,
    messages: value ? [{ type: 'error', source: 'session', code: error ?? 'x', value }] : [],
  });

const opened = (search: string) => ({ location: { origin: 'http://localhost', pathname: '/login', search } });

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Username/), 'distributor');
  await userEvent.type(canvas.getByLabelText(/Password/), 'distributor_123');
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

export const Playground: Story = {};

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  decorators: [withServer({ 'POST /api/session': never })],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

export const Incorrect: Story = {
  decorators: [withServer({ 'POST /api/session': refusal(422, 'incorrect', 'The username or password was incorrect.') })],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The username or password was incorrect.'));
  },
};

export const SystemFailure: Story = {
  decorators: [withServer({ 'POST /api/session': refusal(500, null) })],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'An error occurred. Please ensure you are connected to the internet and try again.',
      ),
    );
  },
};

/** The server refused the page's own setup (no PUBLIC_ORIGIN behind the host's proxy): nothing the visitor can fix. */
export const Unavailable: Story = {
  decorators: [
    withServer({
      'POST /api/session': () => ({
        status: 403,
        data: null,
        messages: [
          {
            type: 'error',
            source: 'request',
            code: 'crossOrigin',
            value:
              'This server does not take POST requests from the origin "https://shop.example.com". If visitors reach the site there, list that origin in PUBLIC_ORIGIN.',
          },
        ],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent("This page can't do that right now."));
  },
};

/** Opened as /login?errorCode=unauthorized&redirect=… by a page the visitor may not see. */
export const Unauthorized: Story = {
  args: opened('?errorCode=unauthorized&redirect=%2Fmy-profile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have permission to access that page. Please login and try again.',
    );
  },
};

/** Opened with an error code the form does not know: a calm invitation, not a failure (our departure from the spec). */
export const UnknownCode: Story = {
  args: opened('?errorCode=somethingOld'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please sign in.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  decorators: [withServer({ 'POST /api/session': refusal(422, 'disabled') })],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Your account has been disabled. Please call the distributor services center for help with your account.',
      ),
    );
  },
};

export const CaptchaFailed: Story = {
  decorators: [withServer({ 'POST /api/session': refusal(422, 'captcha', 'CAPTCHA validation failed.') })],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('CAPTCHA validation failed.'));
  },
};

/** The login throttle's 429: its own message, with the wait. */
export const TooManyAttempts: Story = {
  decorators: [
    withServer({
      'POST /api/session': refusal(429, null, 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Please try again in 15 minutes.'),
    );
  },
};
