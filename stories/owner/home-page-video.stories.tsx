import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/owner/home-page-video/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { revisionConflict, savedElsewhere } from '../../tests/fixtures/owner/products-and-popups.ts';
import { historyRoute, sectionHistory, undone, undoRoute } from '../../tests/fixtures/owner/section-history.ts';
import {
  evening,
  homeVideoOptions,
  SAVE_VIDEO,
  siteVideo,
  SITE_VIDEO,
  smoothie,
  VIDEO_OPTIONS,
} from '../../tests/fixtures/owner/video.ts';

const owner = { siteId: 'demo', editMode: true, user: { id: '1002', username: 'distributor', status: 'D' } };
const visitor = { siteId: 'demo', editMode: false, user: null };

const server = (site = siteVideo(evening, true), routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    [SITE_VIDEO]: () => ({ data: site }),
    [VIDEO_OPTIONS]: () => ({ data: homeVideoOptions }),
    [SAVE_VIDEO]: (request) => {
      const { videoId, revision } = request.body as { videoId: string; revision: number };
      return { data: siteVideo(homeVideoOptions.find((v) => v.videoId === videoId) ?? null, true, revision + 1) };
    },
    [historyRoute('homePageVideo')]: () => ({ data: sectionHistory(1) }),
    ...routes,
  }));

const editorState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-home-video-edit')).toHaveAttribute('data-state', state));

const chooseSmoothie = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('radio', { name: 'A green morning smoothie' }));

const meta = {
  title: 'Owner/home-page-video',
  component: block.component,
  parameters: { pageConfig: owner },
  decorators: [server()],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The owner in edit mode, nothing saving: the video above the picker. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'My evening routine' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Play video: My evening routine' })).toBeVisible();
    await editorState(canvasElement, 'ready');
  },
};

/** A choice shows at once while the server has not answered yet. */
export const Saving: Story = {
  decorators: [server(siteVideo(evening, true), { [SAVE_VIDEO]: never })],
  play: async ({ canvasElement }) => {
    await chooseSmoothie(canvasElement);
    const canvas = within(canvasElement);
    await editorState(canvasElement, 'saving');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
    await expect(canvas.getByRole('button', { name: 'Play video: A green morning smoothie' })).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await chooseSmoothie(canvasElement);
    await editorState(canvasElement, 'saved');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved. Visitors now see this video.');
  },
};

/** The server refuses: the previous video is back, and the owner is told why. */
export const ErrorWithRollback: Story = {
  decorators: [
    server(siteVideo(evening, true), {
      [SAVE_VIDEO]: () => ({
        status: 500,
        messages: [{ type: 'error', source: 'homePageVideo', code: 'failed', value: 'The server could not store your choice.' }],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await chooseSmoothie(canvasElement);
    const canvas = within(canvasElement);
    await editorState(canvasElement, 'error');
    await expect(canvas.getByRole('radio', { name: 'My evening routine' })).toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your choice was not saved, and the video you had before is back. The server could not store your choice.',
    );
  },
};

/**
 * Someone else chose a video since this page loaded: the owner's choice is refused but stays with
 * the message, and Reload shows what the server holds now.
 */
export const ChangedElsewhere: Story = {
  decorators: [
    withServer(() => ({
      [SITE_VIDEO]: savedElsewhere(siteVideo(evening, true), siteVideo(homeVideoOptions[2] ?? null, true, 3)),
      [VIDEO_OPTIONS]: () => ({ data: homeVideoOptions }),
      [SAVE_VIDEO]: revisionConflict,
    })),
  ],
  play: async ({ canvasElement }) => {
    await chooseSmoothie(canvasElement);
    const canvas = within(canvasElement);
    await editorState(canvasElement, 'conflict');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest');
    await expect(canvas.getByRole('radio', { name: 'A green morning smoothie' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'A two-minute desk stretch' })).toBeChecked());
  },
};

/** No videos to choose from: the owner is told; visitors would see nothing. */
export const MissingOptions: Story = {
  decorators: [server(siteVideo(null, true), { [VIDEO_OPTIONS]: () => ({ data: [] }) })],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/There are no videos to choose from yet/),
    );
  },
};

/** No video chosen yet: the owner sees the placeholder above the choices. */
export const EmptyPlaceholder: Story = {
  decorators: [server(siteVideo(null, true))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No video yet')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(3));
    await expect(canvasElement.querySelector('.cmsb-home-video')).toHaveAttribute('data-state', 'empty');
  },
};

/** What every visitor sees: the preview and Play; Play brings the main video with controls and captions. */
export const Visitor: Story = {
  parameters: { pageConfig: visitor },
  decorators: [server(siteVideo(smoothie, false))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play video: A green morning smoothie' }));
    const player = canvasElement.querySelector('video');
    await expect(player).toHaveAttribute('controls');
    await expect(player).toHaveFocus();
    await expect(player?.querySelector('track')).toHaveAttribute('kind', 'captions');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Undo of the site's first choice: no video again, the placeholder shown, and the section says so. */
export const Undone: Story = {
  decorators: [
    server(siteVideo(evening, true), {
      [undoRoute('homePageVideo')]: undone((revision) => siteVideo(null, true, revision), null, 0),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo last change' }));
    await expect(await canvas.findByText('No video yet')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Undone: back to the earlier version.');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Home-page video' })).toBeVisible());
  },
};
