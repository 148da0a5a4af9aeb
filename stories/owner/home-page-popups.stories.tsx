import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/owner/home-page-popups/index.ts';
import cookieNotice from '../../blocks/site/cookie-notice/index.ts';
import { storageKeys } from '#host/storage-keys.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  OTHER_USER,
  OWNER,
  popupSaved,
  POPUPS_PUT,
  POPUPS_ROUTE,
  popups,
  revisionConflict,
  savedElsewhere,
  SECTIONS_ROUTE,
  sections,
} from '../../tests/fixtures/owner/products-and-popups.ts';
import {
  EARLIER_CHANGE_AT,
  historyRoute,
  sectionHistory,
  undone,
  undoRoute,
} from '../../tests/fixtures/owner/section-history.ts';
import { storedDecision, withPageSlot } from '../site/cookie-consent-story.tsx';

const [springSale] = popups;

const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale ?? null }) }),
    [POPUPS_ROUTE]: () => ({ data: popups }),
    [POPUPS_PUT]: popupSaved(),
    [historyRoute('homePagePopups')]: () => ({ data: sectionHistory(2) }),
    ...routes,
  }));

const undoButton = async (canvasElement: HTMLElement) => {
  const button = await within(canvasElement).findByRole('button', { name: 'Undo last change' });
  await waitFor(() => expect(button).toHaveAccessibleDescription(/./));
  return button;
};

const owner = { pageConfig: { siteId: 'demo', editMode: true, user: OWNER } };
const forgetClosed = () => localStorage.removeItem(storageKeys.closedPopups.key);

const meta = {
  title: 'Owner/home-page-popups',
  component: block.component,
  parameters: { pageConfig: { siteId: 'demo' } },
  decorators: [server()],
  beforeEach: forgetClosed,
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A visitor's first visit: the popup as a dialog; closing it is remembered on the device. */
export const PopupShown: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Spring sale' });
    await expect(within(dialog).getByRole('link', { name: 'Shop lavender oil' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(localStorage.getItem(storageKeys.closedPopups.key) ?? '[]')).toEqual(['spring-sale']);
  },
};

/**
 * A first visit to a page with the cookie notice: the popup waits behind the cookie bar, and opens
 * once the visitor has answered it; the two never cover the screen together.
 */
export const WaitsForCookieBar: Story = {
  beforeEach: withPageSlot('cookie-notice'),
  decorators: [
    storedDecision(null),
    server({ 'GET /api/cookie-notice-message': () => ({ data: { enabled: true, revision: 1 } }) }),
  ],
  render: () => (
    <>
      <cookieNotice.component settingsPath="/cookie-notice" />
      <block.component />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.cmsb-home-page-popups')).toHaveAttribute('data-state', 'waiting'));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(await screen.findByRole('dialog', { name: 'Spring sale' })).toBeVisible();
  },
};

export const AlreadyClosed: Story = {
  beforeEach: () => {
    localStorage.setItem(storageKeys.closedPopups.key, JSON.stringify(['spring-sale']));
    return forgetClosed;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.cmsb-home-page-popups')).toHaveAttribute('data-state', 'closed'));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const OwnerReady: Story = {
  parameters: owner,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Spring sale' })).toBeChecked();
  },
};

export const Saving: Story = {
  parameters: owner,
  decorators: [server({ [POPUPS_PUT]: never })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'No popup' }));
    await expect(await canvas.findByText('Saving…')).toBeVisible();
  },
};

export const Saved: Story = {
  parameters: owner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Free shipping weekend' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
  },
};

export const ErrorWithRollback: Story = {
  parameters: owner,
  decorators: [server({ [POPUPS_PUT]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'No popup' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
    await expect(canvas.getByRole('radio', { name: 'Spring sale' })).toBeChecked();
  },
};

/**
 * Someone else chose another popup since this page loaded: the save is refused, the owner's choice
 * stays with the message, and Reload shows what the server holds now.
 */
export const ChangedElsewhere: Story = {
  parameters: owner,
  decorators: [
    withServer(() => ({
      [SECTIONS_ROUTE]: savedElsewhere(
        sections({ popup: springSale ?? null }),
        sections({ popup: popups[1] ?? null, revision: 5 }),
      ),
      [POPUPS_ROUTE]: () => ({ data: popups }),
      [POPUPS_PUT]: revisionConflict,
    })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'No popup' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest'));
    await expect(canvas.getByRole('radio', { name: 'No popup' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Free shipping weekend' })).toBeChecked());
    await expect(canvas.getByRole('heading', { name: 'Home-page popup' })).toHaveFocus();
  },
};

/** Edit mode for someone who may not edit the site. */
export const PopupNotAllowed: Story = {
  decorators: [server({ [SECTIONS_ROUTE]: () => ({ data: sections({ popup: springSale ?? null, canEdit: false }) }) })],
  parameters: { pageConfig: { siteId: 'demo', editMode: true, user: OTHER_USER } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are not allowed to view this content.')).toBeVisible();
  },
};

/** The owner's last change can be undone: Undo says when it was made and by whom. */
export const UndoAvailable: Story = {
  parameters: owner,
  play: async ({ canvasElement }) => {
    const undo = await undoButton(canvasElement);
    await expect(undo).not.toHaveAttribute('aria-disabled');
    await expect(undo).toHaveAccessibleDescription(/^Undo takes back the change of .+ by Dana Rivers\.$/);
  },
};

/** Nothing kept to undo: Undo is unavailable (aria-disabled) and says why. */
export const NothingToUndo: Story = {
  parameters: owner,
  decorators: [server({ [historyRoute('homePagePopups')]: () => ({ data: sectionHistory(0) }) })],
  play: async ({ canvasElement }) => {
    const undo = await undoButton(canvasElement);
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(undo).toHaveAccessibleDescription('Nothing to undo.');
  },
};

/** Undo pressed: the popup chosen before the last change is back, and the section says which version. */
export const Undone: Story = {
  parameters: owner,
  decorators: [
    server({
      [undoRoute('homePagePopups')]: undone(
        (revision) => ({ currentPopupId: 'free-shipping', currentPopup: popups[1] ?? null, revision }),
        EARLIER_CHANGE_AT,
        1,
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await undoButton(canvasElement));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Free shipping weekend' })).toBeChecked());
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Undone: back to the version of .+\.$/);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo last change' })).toHaveFocus());
  },
};

/** Someone saved the section since the page loaded: the undo is refused, nothing changes, Reload offered. */
export const UndoChangedElsewhere: Story = {
  parameters: owner,
  decorators: [server({ [undoRoute('homePagePopups')]: revisionConflict })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await undoButton(canvasElement));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest'));
    await expect(canvas.getByRole('radio', { name: 'Spring sale' })).toBeChecked();
  },
};
