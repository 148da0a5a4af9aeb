import { describe, expect, it } from 'vitest';
import { baseUrl, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();

async function openHome(path: string) {
  const context = await newContext(null, { acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  return page;
}

describe('the home page', () => {
  it('opened at an anchor below the islands, ends on that anchor once they have mounted', async () => {
    // note: no waitForSettledSlots here: its scrolling to pending slots is not what a visitor does.
    const page = await openHome('/#contact-heading');
    const heading = page.locator('#contact-heading');
    // The scroll comes once the page height has been stable for 200 ms.
    await page.waitForFunction(
      () => Math.abs(document.getElementById('contact-heading')!.getBoundingClientRect().top) < 2,
      null,
      {
        timeout: 5000,
      },
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await heading.isVisible()).toBe(true);
  });

  it('downloads the free guide without leaving the page', async () => {
    const page = await openHome('/');
    await waitForSettledSlots(page);
    const link = page.getByRole('link', { name: 'Download my free wellness guide (download)' });
    await link.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('wellness-guide-cover.svg');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('img', { name: 'Cover of the free wellness guide' }).isVisible()).resolves.toBe(true);
  });
});
