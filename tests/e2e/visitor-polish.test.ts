import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHomePageSettings } from '../../server/db/seed-site-settings.ts';
import { homeBannerProps } from '../../server/demo-home/home-blocks.ts';
import { BANNER_SIZE } from '../../server/demo-home/home-pictures.ts';
import { PageSchema } from '#contracts/cms-pages.ts';
import { slotHtml } from '#host/slot-props.ts';
import { api } from './pages/cart.page.ts';
import { cookieBar, cookieBarSettled } from './pages/cookie-notice.page.ts';
import { saveSection } from './pages/edit-mode.page.ts';
import { baseUrl, expectNoAxeViolations } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';

/**
 * What a visitor meets on a first visit: the cookie settings page alone, the cookie bar before the
 * owner's popup, and banner slides whose words stay whole on phones. Each context here is a first
 * visit: nothing decided about cookies.
 */
const { newContext } = journeyContexts({ cookies: null });

/** A first visit to `path`, in a window `width` px wide. */
const firstVisit = async (path: string, width: number): Promise<Page> =>
  openSettled(await newContext(null, { viewport: { width, height: 812 } }), path);

describe('the cookie settings page, on a first visit', () => {
  it.each([375, 1280])('at %i px: shows the settings alone, with no cookie bar and no host debug text', async (width) => {
    const page = await firstVisit('/cookie-notice', width);
    await page.getByRole('button', { name: 'Save choices' }).and(page.locator(':enabled')).waitFor();
    await cookieBarSettled(page);
    expect(await cookieBar(page).count()).toBe(0);
    expect(await page.getByText(/Analytics on this page/).count()).toBe(0);
    await expectNoAxeViolations(page);

    // The choice is made here, as on the bar: the rest of the site asks no more.
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('status').filter({ hasText: 'Your choices have been saved.' }).waitFor();
    await page.goto(new URL('/', baseUrl()).href);
    await cookieBarSettled(page);
    expect(await cookieBar(page).count()).toBe(0);
  });
});

describe("the owner's home-page popup, on a first visit", () => {
  beforeAll(async () => {
    const owner = await newContext('distributor');
    expect((await saveSection(owner, 'homePagePopups', { currentPopupId: 'spring-sale' })).status).toBe(200);
  });
  afterAll(async () => {
    const owner = await newContext('distributor');
    const restored = await saveSection(owner, 'homePagePopups', { currentPopupId: demoHomePageSettings.currentPopupId });
    await owner.close();
    expect(restored.status).toBe(200);
  });

  it.each([375, 1280])('at %i px: waits behind the cookie bar, and opens once the visitor has decided', async (width) => {
    const page = await firstVisit('/', width);
    await cookieBar(page).waitFor();
    // The owner's picks come from the same site settings as the popup: once they show, the popup has its data.
    await page.locator('[data-block="home-page-products"] .cmsb-hpp__card').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await cookieBar(page).getByRole('button', { name: 'Accept all' }).click();
    const popup = page.getByRole('dialog', { name: 'Spring sale' });
    await popup.getByRole('link', { name: 'Shop lavender oil' }).waitFor();
    expect(await cookieBar(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
  });
});

describe('a banner slide without a phone picture', () => {
  let pageId = '';
  beforeAll(async () => {
    const admin = await newContext('admin');
    const banner = slotHtml('rotating-banner', {
      label: 'Spring offers',
      slides: [{ imageSrc: homeBannerProps.slides[0]?.imageSrc, alt: 'Spring essentials', href: '/products' }],
    });
    const { status, body } = await api(admin, 'POST', '/api/cms/pages', {
      title: 'Spring offers',
      slug: 'visitor-polish-spring-offers',
      content: `<p>This season’s picks.</p>\n${banner}`,
    });
    expect(status).toBe(200);
    pageId = v.parse(PageSchema, body.data).id;
  });
  afterAll(async () => {
    const admin = await newContext('admin');
    const { status } = await api(admin, 'DELETE', `/api/cms/pages/${pageId}`);
    await admin.close();
    expect(status).toBe(200);
  });

  /** How much of the picture the visitor sees: its drawn share, from its box and object-fit. */
  const shownShare = (page: Page) =>
    page.locator('.cmsb-rotating-banner__image').evaluate((image: HTMLImageElement, wide) => {
      const box = image.getBoundingClientRect();
      const fit = getComputedStyle(image).objectFit;
      const boxRatio = box.width / box.height;
      const pictureRatio = wide.width / wide.height;
      if (fit !== 'cover') return { fit, share: 1 };
      return { fit, share: Math.min(boxRatio / pictureRatio, pictureRatio / boxRatio) };
    }, BANNER_SIZE);

  it.each([375, 1280])('at %i px: shows the wide picture whole, so none of its words are cut', async (width) => {
    const page = await firstVisit('/pages/visitor-polish-spring-offers', width);
    const image = page.getByRole('img', { name: 'Spring essentials' });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect((await shownShare(page)).share).toBeCloseTo(1, 3);
    // Drawn within the banner, and the banner within the page.
    const [picture, banner] = await Promise.all([image.boundingBox(), page.locator('.cmsb-rotating-banner').boundingBox()]);
    expect(picture && banner && picture.width <= banner.width + 0.5 && banner.width <= width).toBe(true);
  });
});
