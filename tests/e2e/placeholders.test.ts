import { describe, expect, it } from 'vitest';
import { baseUrl, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

describe('before blocks mount', () => {
  it.each(['/blocks', '/p/lavender-essential-oil', '/products', '/cart'])(
    "%s shows each slot's content (rendered on the server) or its placeholder shapes, with no script run yet",
    async (path) => {
      const context = await newContext(null, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(new URL(path, baseUrl()).href);
      const slots = await page.$$eval('[data-block]', (elements) =>
        elements
          // Spacers are only space, return-to-top appears on scroll, the deprecated v2 shows visitors nothing,
          // the cookie notice is a bar fixed to the viewport and the home-page popup a dialog, neither
          // taking a place in the page, and the conference staff menu shows visitors nothing.
          .filter(
            (slot) =>
              !/^(spacer-|return-to-top|suggested-products-v2|cookie-notice|home-page-popups|conference-staff-menu)/.test(
                slot.getAttribute('data-block') ?? '',
              ),
          )
          .map((slot) => ({
            block: slot.getAttribute('data-block'),
            server: slot.hasAttribute('data-ssr'),
            // a block with nothing to show (a badge the owner has not earned) renders nothing visible
            empty: slot.textContent.trim() === '' && slot.querySelector('img') === null,
            content: slot.getBoundingClientRect().height > 0,
            shapes: [...slot.querySelectorAll('[class^="cmsb-placeholder__"]')].filter((shape) => {
              const box = shape.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && getComputedStyle(shape).backgroundColor !== 'rgba(0, 0, 0, 0)';
            }).length,
          })),
      );
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.filter((slot) => (slot.server ? !slot.content && !slot.empty : slot.shapes === 0))).toEqual([]);
      // the cart is the visitor's own: never rendered on the server; the catalogue's blocks are
      if (path === '/cart') expect(slots.filter((slot) => slot.server)).toEqual([]);
      else expect(slots.filter((slot) => slot.server).length).toBeGreaterThan(0);
    },
  );

  it('shows placeholder shapes in every slot of a page rendered in the browser only, with no script run yet', async () => {
    const context = await newContext(null, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/p/lavender-essential-oil?render=client', baseUrl()).href);
    const empty = await page.$$eval('[data-block]', (elements) =>
      elements
        .filter((slot) => !/^(suggested-products-v2)/.test(slot.getAttribute('data-block') ?? ''))
        .filter((slot) => slot.querySelectorAll('[class^="cmsb-placeholder__"]').length === 0)
        .map((slot) => slot.getAttribute('data-block')),
    );
    expect(await page.locator('[data-block]').count()).toBeGreaterThan(2);
    expect(empty).toEqual([]);
  });

  it('tints product images until they decode', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(new URL('/blocks', baseUrl()).href);
    await waitForSettledSlots(page);
    const backgrounds = await page.$$eval('.cmsb-product-gallery__image, .cmsb-detail-top__image', (images) =>
      images.map((image) => getComputedStyle(image).backgroundColor),
    );
    expect(backgrounds.length).toBeGreaterThan(0);
    expect(backgrounds.filter((color) => color === 'rgba(0, 0, 0, 0)')).toEqual([]);
  });
});
