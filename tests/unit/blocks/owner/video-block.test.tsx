import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/owner/home-page-video/index.ts';
import type { FakeAnswer, FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  evening,
  homeVideoOptions,
  SAVE_VIDEO,
  siteVideo,
  SITE_VIDEO,
  smoothie,
  VIDEO_OPTIONS,
} from '../../../fixtures/owner/video.ts';

const HomePageVideo = block.component;
const owner = { siteId: 'demo', editMode: true, user: { id: '1002', username: 'distributor', status: 'D' } };

const serve = (site: ReturnType<typeof siteVideo>, routes: Record<string, FakeHandler> = {}) => ({
  [SITE_VIDEO]: () => ({ data: site }),
  [VIDEO_OPTIONS]: () => ({ data: homeVideoOptions }),
  ...routes,
});

/** A PUT that answers when the test says so. */
function heldSave() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const handler: FakeHandler = () => new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { handler, answer: (value: FakeAnswer) => answer(value) };
}

const video = (container: HTMLElement) => container.querySelector('video');
/** The shape the player's frame reserves. */
const ratio = (video: HTMLVideoElement | null) => video?.parentElement?.style.getPropertyValue('--_cmsb-home-video-ratio');
const editor = (container: HTMLElement) => container.querySelector('.cmsb-home-video-edit');
const choice = (name: string) => screen.getByRole('radio', { name });

afterEach(() => vi.unstubAllGlobals());

describe('home-page-video for visitors', () => {
  it('shows the narrow preview, silent and hidden from screen readers, under a Play button; no picker', async () => {
    const view = renderIslands(<HomePageVideo />, serve(siteVideo(evening)), { siteId: 'demo', editMode: true });
    await screen.findByRole('button', { name: 'Play video: My evening routine' });
    const preview = video(view.container);
    expect(preview).toHaveAttribute('src', expect.stringMatching(/\/api\/pws\/videos\/evening-routine-preview\?width=360$/));
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(preview).toHaveAttribute('autoplay');
    expect(preview).not.toHaveAttribute('loop');
    expect(preview?.muted).toBe(true);
    expect(ratio(preview)).toBe('360 / 360');
    expect(view.container.querySelector('.cmsb-home-video')).toHaveAttribute('data-state', 'ready');
    expect(screen.queryByRole('group', { name: 'Home-page video' })).toBeNull();
    expect(view.calls('GET', '/api/pws/home-page-videos')).toEqual([]);
  });

  it('plays the main video with native controls and captions, and moves the focus to it', async () => {
    const view = renderIslands(<HomePageVideo />, serve(siteVideo(evening)), { siteId: 'demo' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play video: My evening routine' }));
    const player = video(view.container);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('My evening routine');
    // jsdom lays nothing out: an unmeasured player asks for the main rendition's own width.
    expect(player).toHaveAttribute('src', expect.stringMatching(/\/api\/pws\/videos\/evening-routine\?width=1280$/));
    expect(ratio(player)).toBe('1280 / 720');
    const track = player?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', expect.stringMatching(/\/api\/pws\/videos\/evening-routine\/captions$/));
    expect(track).toHaveAttribute('default');
    expect(player).toHaveFocus();
  });

  it('shows the wide preview from md up, and never starts it by itself for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }) as unknown);
    const view = renderIslands(<HomePageVideo />, serve(siteVideo(evening)), { siteId: 'demo' });
    await screen.findByRole('button', { name: /^Play video/ });
    expect(video(view.container)).toHaveAttribute('src', expect.stringMatching(/evening-routine-preview\?width=640$/));
    expect(video(view.container)).not.toHaveAttribute('autoplay');
  });

  it('shows nothing while the owner has chosen no video, or when it cannot be loaded', async () => {
    const empty = renderIslands(<HomePageVideo />, serve(siteVideo(null)), { siteId: 'demo' });
    await waitFor(() => expect(empty.calls('GET', '/api/pws/sites/demo/home-page-video')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(empty.container.querySelector('.cmsb-home-video')).toBeNull();
    empty.unmount();
    const failed = renderIslands(<HomePageVideo />, serve(siteVideo(evening), { [SITE_VIDEO]: () => ({ status: 500 }) }), {
      siteId: 'demo',
    });
    await waitFor(() => expect(failed.calls('GET', '/api/pws/sites/demo/home-page-video')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(failed.container.querySelector('.cmsb-home-video')).toBeNull();
  });
});

describe('home-page-video for its owner in edit mode', () => {
  it('shows the choice at once, saving, then saved, and stores it for the page', async () => {
    const save = heldSave();
    const view = renderIslands(<HomePageVideo />, serve(siteVideo(evening, true), { [SAVE_VIDEO]: save.handler }), owner);
    await waitFor(() => expect(choice('My evening routine')).toBeChecked());
    await userEvent.click(choice('A green morning smoothie'));

    expect(choice('A green morning smoothie')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Play video: A green morning smoothie' })).toBeVisible();
    expect(editor(view.container)).toHaveAttribute('data-state', 'saving');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    const [put] = view.calls('PUT', '/api/pws/site-settings-section/current/homePageVideo');
    expect(put?.body).toEqual({ videoId: 'morning-smoothie', revision: 2 });
    expect(put?.search).toBe('?siteId=demo');

    save.answer({ data: siteVideo(smoothie, true, 3) });
    await waitFor(() => expect(editor(view.container)).toHaveAttribute('data-state', 'saved'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved. Visitors now see this video.');
    expect(choice('A green morning smoothie')).toBeChecked();
    expect(view.queryClient.getQueryData(['api', '/api/pws/sites/demo/home-page-video'])).toMatchObject({
      videoId: 'morning-smoothie',
    });
  });

  it('puts the previous video back and says why when the save fails', async () => {
    const refused = {
      type: 'validatorMessage',
      source: 'videoId',
      code: 'unknownVideo',
      value: 'There is no such video to choose from.',
    };
    const view = renderIslands(
      <HomePageVideo />,
      serve(siteVideo(evening, true), { [SAVE_VIDEO]: () => ({ status: 422, messages: [refused] }) }),
      owner,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'A green morning smoothie' }));
    await waitFor(() => expect(editor(view.container)).toHaveAttribute('data-state', 'error'));
    expect(choice('My evening routine')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Play video: My evening routine' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your choice was not saved, and the video you had before is back. There is no such video to choose from.',
    );
  });

  it('keeps the choice a conflicting save was refused for, says so, and Reload shows the latest', async () => {
    let held = siteVideo(evening, true);
    const view = renderIslands(
      <HomePageVideo />,
      {
        [VIDEO_OPTIONS]: () => ({ data: homeVideoOptions }),
        [SITE_VIDEO]: () => ({ data: held }),
        [SAVE_VIDEO]: () => ({
          status: 409,
          messages: [{ type: 'error', source: 'revision', code: 'changedElsewhere', value: 'Changed elsewhere' }],
        }),
      },
      owner,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'A green morning smoothie' }));
    await waitFor(() => expect(editor(view.container)).toHaveAttribute('data-state', 'conflict'));
    expect(screen.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest');
    expect(choice('A green morning smoothie')).toBeChecked();

    held = siteVideo(homeVideoOptions[2] ?? null, true, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(choice('A two-minute desk stretch')).toBeChecked());
    expect(screen.getByRole('button', { name: 'Play video: A two-minute desk stretch' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Home-page video', { selector: 'legend' })).toHaveFocus();
  });

  it('says so when there are no videos to choose from', async () => {
    renderIslands(<HomePageVideo />, serve(siteVideo(null, true), { [VIDEO_OPTIONS]: () => ({ data: [] }) }), owner);
    const group = await screen.findByRole('group', { name: 'Home-page video' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(/There are no videos to choose from yet/);
    expect(within(group).queryByRole('radio')).toBeNull();
  });

  it('shows the empty placeholder until a video is chosen', async () => {
    const view = renderIslands(<HomePageVideo />, serve(siteVideo(null, true)), owner);
    expect(await screen.findByText('No video yet')).toBeVisible();
    expect(view.container.querySelector('.cmsb-home-video')).toHaveAttribute('data-state', 'empty');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(video(view.container)).toBeNull();
  });
});
