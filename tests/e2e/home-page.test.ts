import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();
let context: BrowserContext;

/** Opens the home page as a visitor who decided about cookies earlier; `prepare` runs before it loads. */
async function openHome(
  options: Parameters<Browser['newContext']>[0] = {},
  prepare: (page: Page) => Promise<unknown> = async () => {},
): Promise<Page> {
  context = await newContext(null, options);
  const page = await context.newPage();
  await prepare(page);
  // The page's clock runs on as usual; `runFor` moves it on at once, so the tests wait no interval.
  await page.clock.install();
  await page.goto(new URL('/', baseUrl()).href);
  return page;
}

const banner = (page: Page) => page.locator('[data-block="rotating-banner"]');
/** The product circle, scrolled to as a visitor would: it mounts once it comes into view. */
async function productCircle(page: Page) {
  const circle = page.locator('[data-block="product-circle"]');
  await circle.scrollIntoViewIfNeeded();
  return circle;
}
/** The shown slide's name, 'n of m'. */
const shownSlide = (page: Page) => banner(page).locator('.swiper-slide-active').getAttribute('aria-label');
/** Lets `ms` of the page's time pass at once: every timer due in that span fires. */
const timePasses = (page: Page, ms: number) => page.clock.runFor(ms);

// The home page's banner turns every 5 s (server/demo-home/home-blocks.ts).
const INTERVAL = 5000;

describe('home page banner', () => {
  it('turns to the next slide by itself', async () => {
    const page = await openHome();
    await banner(page).getByRole('region', { name: 'Offers and news' }).waitFor();
    expect(await shownSlide(page)).toBe('1 of 3');
    await timePasses(page, INTERVAL + 100);
    await expect.poll(() => shownSlide(page)).toBe('2 of 3');
  });

  it('stops with Space on its pause button, reached by Tab, stays on its slide, and turns with the arrow keys', async () => {
    const page = await openHome();
    const pause = banner(page).getByRole('button', { name: 'Pause slides' });
    await pause.waitFor();
    for (let presses = 0; presses < 40 && !(await pause.evaluate((button) => button === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    const play = banner(page).getByRole('button', { name: 'Play slides' });
    expect(await play.evaluate((button) => button === document.activeElement)).toBe(true);
    const shown = await shownSlide(page);
    await timePasses(page, INTERVAL + 1000);
    expect(await shownSlide(page)).toBe(shown);
    // with focus in the banner the arrow keys turn it (swiper's Keyboard module reads real key codes)
    await page.keyboard.press('ArrowLeft');
    const before = Number(shown?.split(' ')[0]);
    await expect.poll(() => shownSlide(page)).toBe(`${before === 1 ? 3 : before - 1} of 3`);
  });

  it('leaves out a slide whose picture is gone, and turns among the others', async () => {
    const page = await openHome({}, (opened) =>
      opened.route('**/pictures/banner-evening-calm*.svg', (route) => route.fulfill({ status: 404 })),
    );
    // the second picture is fetched once the first has loaded; its failure takes the slide away
    await expect.poll(() => banner(page).getByRole('group').count()).toBe(2);
    expect(await banner(page).locator('img[src*="evening-calm"]').count()).toBe(0);
    expect(await shownSlide(page)).toBe('1 of 2');
    await timePasses(page, INTERVAL + 100);
    await expect.poll(() => shownSlide(page)).toBe('2 of 2');
    expect(await banner(page).locator('.swiper-slide-active img').getAttribute('alt')).toMatch(/^Every order gives back/);
    await timePasses(page, INTERVAL + 100);
    await expect.poll(() => shownSlide(page)).toBe('1 of 2');
  });

  it('does not turn by itself for visitors who ask for reduced motion', async () => {
    const page = await openHome({ reducedMotion: 'reduce' });
    await banner(page).getByRole('button', { name: 'Play slides' }).waitFor();
    await timePasses(page, INTERVAL + 1000);
    expect(await shownSlide(page)).toBe('1 of 3');
  });
});

describe('home page product circle', () => {
  it('opens its popup with Enter, focus goes into the dialog, and Escape gives it back to the category', async () => {
    const page = await openHome();
    const category = (await productCircle(page)).getByRole('button', { name: 'Essential oils' });
    await category.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Essential oils' });
    await dialog.getByRole('link', { name: 'Lavender Essential Oil' }).waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await category.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('plays the sample video with its captions', async () => {
    const page = await openHome();
    await (await productCircle(page)).getByRole('button', { name: 'My evening routine' }).click();
    const video = page.getByRole('dialog', { name: 'My evening routine' }).locator('video');
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((player: HTMLVideoElement) => [player.videoWidth, player.videoHeight])).toEqual([640, 360]);
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.textTracks[0]?.cues?.length ?? 0)).toBe(3);
  });
});

describe('home page', () => {
  it.each([375, 1280])('at %i px wide: no layout shift beyond 0.02, no axe violation, no console error', async (width) => {
    context = await newContext(null, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = await watchProblems(page);
    await page.goto(new URL('/', baseUrl()).href);
    await waitForSettledSlots(page);
    await page.locator('[data-block="quick-shop"] .cmsb-product-card').first().waitFor();
    await expectSteadyLayout(page);
    await expectNoAxeViolations(page);
    expect(problems.errors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.blockErrors).toEqual([]);
  });
});
