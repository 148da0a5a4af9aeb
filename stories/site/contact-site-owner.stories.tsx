import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/contact-site-owner/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const CONTACT = 'POST /api/pws-contact';
const answering = (answer: FakeHandler) => withServer(() => ({ [CONTACT]: answer }));

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-contact');
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));

async function sendMessage(canvasElement: HTMLElement, email = 'pat@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Pat Visitor');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Comment/ }), 'Do you ship to Canada?');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
}

const meta = {
  title: 'Site/contact-site-owner',
  component: block.component,
  args: {},
  parameters: { pageConfig: { siteId: 'demo' } },
  decorators: [answering(() => ({ data: { success: true } }))],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not started: the four fields, the phone marked optional, and the button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Optional');
    await expect(canvas.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const Sending: Story = {
  decorators: [answering(never)],
  play: async ({ canvasElement }) => {
    await sendMessage(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expectState(canvasElement, 'sending');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await sendMessage(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you! Your request has been submitted.');
    await expect(canvas.getByRole('button', { name: 'Send another message' })).toBeVisible();
    await expectState(canvasElement, 'sent');
  },
};

/** The form's own check: the bad email is marked and focused; nothing is sent. */
export const InvalidBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    await sendMessage(canvasElement, 'pat@example');
    const email = within(canvasElement).getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
    await expect(email).toHaveFocus();
    await expectState(canvasElement, 'invalid');
  },
};

/** The server named a field: its message in the banner, the field highlighted and focused, the rest kept. */
export const RefusedByServer: Story = {
  decorators: [
    answering(() => ({
      status: 422,
      data: { message: 'Please check the highlighted fields.', fields: ['email'] },
      messages: [{ type: 'validatorMessage', source: 'email', code: 'invalid', value: 'That mailbox does not exist.' }],
    })),
  ],
  play: async ({ canvasElement }) => {
    await sendMessage(canvasElement);
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('That mailbox does not exist.');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Pat Visitor');
    await expect(canvasElement.querySelector('.cmsb-error-banner__message')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    await expectState(canvasElement, 'invalid');
  },
};

export const CommunicationError: Story = {
  decorators: [answering(() => ({ status: 503 }))],
  play: async ({ canvasElement }) => {
    await sendMessage(canvasElement);
    await expectState(canvasElement, 'communication-error');
    await expect(canvasElement.querySelector('.cmsb-error-banner__message')).toHaveTextContent(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
  },
};
