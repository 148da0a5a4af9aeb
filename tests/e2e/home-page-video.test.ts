import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_HOME_VIDEO } from '../../server/db/seed-home-videos.ts';
import { enterEditMode, saveSection } from './pages/edit-mode.page.ts';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';
import { failWhenReleased } from './support/held-failure.ts';

const VIDEO_PUT = '/api/pws/site-settings-section/current/homePageVideo';

const { newContext } = journeyContexts();
afterAll(async () => {
  // The journeys change site demo's video: put its first choice back for the files after this one.
  const owner = await newContext('distributor');
  const restored = await saveSection(owner, 'homePageVideo', { videoId: DEMO_SITE_HOME_VIDEO });
  await owner.close();
  expect(restored.status).toBe(200);
});

const block = (page: Page) => page.locator('[data-block="home-page-video"]');
const playButton = (page: Page) => block(page).getByRole('button', { name: /^Play video: / });

describe('the home-page video, as visitors see it', () => {
  it.each([
    [375, 360],
    [1280, 640],
  ])('at %i px wide: the %i-wide preview, then the main video with captions; no editing code', async (width, previewWidth) => {
    const context = await newContext(undefined, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = await watchProblems(page);
    await page.goto(new URL('/', baseUrl()).href);
    await waitForSettledSlots(page);
    await playButton(page).waitFor();
    const preview = block(page).locator('video');
    expect(await preview.getAttribute('src')).toMatch(
      new RegExp(`/api/pws/videos/${DEMO_SITE_HOME_VIDEO}-preview\\?width=${previewWidth}$`),
    );
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(previewWidth);
    await expectSteadyLayout(page);
    await expectNoAxeViolations(page);

    await playButton(page).click();
    const player = block(page).locator('video[controls]');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    expect(await player.evaluate((video) => video === document.activeElement)).toBe(true);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => [video.textTracks[0]?.mode, video.textTracks[0]?.cues?.length]))
      .toEqual(['showing', 3]);
    await expectNoAxeViolations(page);
    expect(problems.errors).toEqual([]);
    expect(problems.blockErrors).toEqual([]);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.filter((name) => name.includes('edit-home-page-video'))).toEqual([]);
  });

  it('never starts the preview by itself for visitors who asked for reduced motion', async () => {
    const page = await openSettled(await newContext(undefined, { reducedMotion: 'reduce' }), '/');
    await playButton(page).waitFor();
    const preview = block(page).locator('video');
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
    expect(await preview.evaluate((video: HTMLVideoElement) => [video.autoplay, video.paused])).toEqual([false, true]);
  });
});

describe('the owner picks the home-page video inline', () => {
  it('shows the choice at once, saves it, and visitors then see it', async () => {
    const owner = await enterEditMode(await newContext('distributor'), '/');
    const problems = await watchProblems(owner);
    await block(owner).getByRole('radio', { name: 'A green morning smoothie' }).check();
    await block(owner).getByRole('button', { name: 'Play video: A green morning smoothie' }).waitFor();
    // The owners' save status, as every owner setting shows it.
    await block(owner)
      .locator('.cmsb-save-status[data-state="saved"]')
      .getByRole('status')
      .filter({ hasText: 'Saved. Visitors now see this video.' })
      .waitFor();
    await expectNoAxeViolations(owner);
    expect(problems.errors).toEqual([]);
    const loaded = await owner.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.filter((name) => name.includes('edit-home-page-video'))).toHaveLength(1);

    const visitor = await openSettled(await newContext(), '/');
    await block(visitor).getByRole('button', { name: 'Play video: A green morning smoothie' }).waitFor();
    expect(await block(visitor).getByRole('radio').count()).toBe(0);
  });

  it('rolls back a failed save and says so', async () => {
    const owner = await enterEditMode(await newContext('distributor'), '/');
    const failSave = await failWhenReleased(owner, `**${VIDEO_PUT}*`);
    const chosen = block(owner).getByRole('radio', { checked: true });
    const before = await chosen.getAttribute('value');
    const other = block(owner).locator(`input[type=radio]:not([value="${before}"])`).first();
    await other.check();
    expect(await other.isChecked()).toBe(true);
    failSave();
    await expect.poll(() => block(owner).getByRole('alert').innerText()).toContain('the video you had before is back');
    expect(await chosen.getAttribute('value')).toBe(before);
  });
});
