import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockNames } from '../../registry/index.ts';
import { openInEditMode } from './pages/edit-mode.page.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  expectSteadyLayout,
  openPage,
  slotStates,
  waitForSettledSlots,
} from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
const openFresh = async (path: string) => openPage(await newContext(), path);
const openAsAdmin = async (path: string) => openInEditMode(await newContext('admin'), path);

/** Opens /demo/broken with one request handled by `handler`, collecting console messages. */
async function openWithRoute(pattern: RegExp, handler: (route: Route) => Promise<void>) {
  const context = await newContext();
  await context.route(pattern, handler);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto(new URL('/demo/broken', baseUrl()).href);
  await waitForSettledSlots(page);
  return { page, messages };
}

const OOPS = 'Oops! Something went wrong. Please refresh the page or contact support if the error persists.';

describe('the block gallery (/blocks)', () => {
  it('mounts every registered block with no console error, no CSP violation and no axe violation', async () => {
    const { page, problems } = await openFresh('/blocks');
    await waitForSettledSlots(page);
    const states = await page.$$eval('[data-block]', (slots) =>
      slots.map((s) => [s.getAttribute('data-block'), s.getAttribute('data-block-state')]),
    );
    expect(states.map(([name]) => name).sort()).toEqual([...blockNames].sort());
    expect(states.filter(([, state]) => state !== 'mounted')).toEqual([]);
    expect(problems).toEqual({ errors: [], cspViolations: [], blockErrors: [] });
    await expectNoAxeViolations(page);
    // 47 blocks and axe over all of them: 7 s alone, 10 s beside four busy cores, past 30 s once in a full run
  }, 60_000);

  it('is served with the strict Content-Security-Policy', async () => {
    const { page } = await openFresh('/blocks');
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'; style-src 'self'");
  });

  it('exposes window.CmsBlocks with its version', async () => {
    const { page } = await openFresh('/blocks');
    const version = await page.evaluate(() => window.CmsBlocks?.version);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('a page of broken slots (/demo/broken)', () => {
  it('marks each broken slot as an error, says why in events, and mounts the rest', async () => {
    const { page, problems } = await openFresh('/demo/broken');
    await waitForSettledSlots(page);
    expect(await slotStates(page)).toEqual({
      'broken-invalid-json': 'error',
      'broken-invalid-props': 'error',
      'broken-unknown-block': 'error',
      'working-spacer-medium': 'mounted',
      'working-return-to-top': 'mounted',
    });
    expect(problems.blockErrors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Block "spacer-medium": data-props is not valid JSON'),
        'Block "spacer-medium": Unknown prop "spacing". spacer-medium takes no props.',
        'Unknown block "promo-bar"',
      ]),
    );
    expect(problems.cspViolations).toEqual([]);
    // Visitors see nothing of a bad slot.
    expect(await page.locator('#broken-unknown-block').innerText()).toBe('');
    await expectNoAxeViolations(page);
  });

  it('gives the space of failed slots back to visitors, and keeps it for editors', async () => {
    const { page } = await openFresh('/demo/broken');
    await waitForSettledSlots(page);
    const heights = await page.$$eval('#broken-invalid-props, #working-spacer-medium', (slots) =>
      Object.fromEntries(slots.map((slot) => [slot.id, slot.getBoundingClientRect().height])),
    );
    expect(heights['broken-invalid-props']).toBe(0);
    expect(heights['working-spacer-medium']).toBeGreaterThan(0);
    // the server writes the slots the browser refuses too empty, so nothing collapses later
    await expectSteadyLayout(page);

    const editor = await openAsAdmin('/demo/broken');
    await waitForSettledSlots(editor.page);
    const reserved = await editor.page.$eval('#broken-invalid-props', (slot) => slot.getBoundingClientRect().height);
    expect(reserved).toBeGreaterThan(0);
  });

  it('shows visitors no box where a block lost its data (a deleted product, a deleted picture), and editors why', async () => {
    // Blocks that mount but whose data is gone: a product that no longer exists, a picture that is not there.
    const addLostSlots = (page: Page) =>
      page.evaluate(() => {
        const lost = {
          'lost-product': ['add-to-cart', { productId: 'P990' }],
          'lost-gallery': ['product-gallery', { productId: 'P990' }],
          'lost-picture': [
            'downloadable-image',
            { src: '/media/deleted-guide.png', alt: 'Guide', label: 'Download the guide', downloadUrl: '/media/guide.pdf' },
          ],
        } as const;
        for (const [id, [block, props]] of Object.entries(lost)) {
          const slot = document.createElement('div');
          slot.id = id;
          slot.setAttribute('data-block', block);
          slot.setAttribute('data-props', JSON.stringify(props));
          document.querySelector('main')?.prepend(slot);
        }
      });
    const settle = async (page: Page) => {
      // note: scrolls each slot still waiting to be seen into view, so the page may end far below the top
      await waitForSettledSlots(page);
      // the picture loads only once in view (and fails then)
      await page.locator('#lost-picture').scrollIntoViewIfNeeded();
      await Promise.all(
        ['lost-product', 'lost-gallery', 'lost-picture'].map((id) =>
          page.waitForSelector(`#${id}[data-block-state="error"]`, { state: 'attached' }),
        ),
      );
    };
    const boxes = (page: Page) =>
      page.$$eval('[id^="lost-"]', (slots: HTMLElement[]) =>
        Object.fromEntries(slots.map((slot) => [slot.id, { height: slot.getBoundingClientRect().height, text: slot.innerText }])),
      );

    const { page, problems } = await openFresh('/demo/broken');
    await waitForSettledSlots(page);
    await addLostSlots(page);
    await settle(page);
    expect(await boxes(page)).toEqual({
      'lost-product': { height: 0, text: '' },
      'lost-gallery': { height: 0, text: '' },
      'lost-picture': { height: 0, text: '' },
    });
    await expect
      .poll(() => problems.blockErrors)
      .toEqual(
        expect.arrayContaining([
          'Block "add-to-cart": there is no product P990.',
          'Block "product-gallery": there is no product P990.',
          'Block "downloadable-image": its picture /media/deleted-guide.png could not be loaded.',
        ]),
      );

    const editor = await openAsAdmin('/demo/broken');
    await waitForSettledSlots(editor.page);
    await addLostSlots(editor.page);
    await settle(editor.page);
    const seen = await boxes(editor.page);
    expect(seen['lost-product']?.text).toBe('This product is not available.');
    expect(seen['lost-gallery']?.text).toBe(
      'This product no longer exists, so the gallery shows nothing. Choose another product.',
    );
    expect(seen['lost-picture']?.text).toBe(
      'The picture /media/deleted-guide.png could not be loaded, so visitors see nothing here. Choose another picture.',
    );
    for (const { height } of Object.values(seen)) expect(height).toBeGreaterThan(0);
    await expectNoAxeViolations(editor.page);
    // two page loads, three blocks added to each and axe: 12 s alone, past 30 s in a full run
  }, 60_000);

  it('shows editors a notice naming the block and the problem', async () => {
    const { page } = await openAsAdmin('/demo/broken');
    await waitForSettledSlots(page);
    await expect.poll(() => page.locator('#broken-unknown-block [role="note"]').innerText()).toBe('Unknown block "promo-bar"');
    expect(await page.locator('#broken-invalid-props [role="note"]').innerText()).toContain(
      'Unknown prop "spacing". spacer-medium takes no props.',
    );
    await expectNoAxeViolations(page);
  });

  it('survives a block chunk that fails to load', async () => {
    const { page, messages } = await openWithRoute(/\/blocks\/return-to-top-[^/]+\.js$/, (route) => route.abort());
    expect(await page.getAttribute('#working-return-to-top', 'data-block-state')).toBe('error');
    expect(await page.getAttribute('#working-spacer-medium', 'data-block-state')).toBe('mounted');
    expect(messages.join('\n')).toContain('Block "return-to-top": its code failed to load');
  });

  it('shows the error-boundary text where a block throws while rendering, and keeps the others', async () => {
    // Replace the spacer-medium chunk with a block whose component throws.
    const { page, messages } = await openWithRoute(/\/blocks\/spacer-medium-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default {
          name: 'spacer-medium', title: 't', description: 'd',
          props: { '~standard': { validate: (value) => ({ value }) } },
          component() { throw new Error('render exploded'); },
        };`,
      }),
    );
    expect(await page.getAttribute('#working-spacer-medium', 'data-block-state')).toBe('error');
    expect(await page.locator('#working-spacer-medium').innerText()).toBe(OOPS);
    expect(await page.getAttribute('#working-return-to-top', 'data-block-state')).toBe('mounted');
    expect(messages.join('\n')).toContain('Block "spacer-medium" crashed while rendering: render exploded');
  });
});

describe('slots that come and go', () => {
  it('mounts slots added later and unmounts removed ones, leaving the others alone', async () => {
    const { page, problems } = await openFresh('/blocks');
    await waitForSettledSlots(page);
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.setAttribute('data-block', 'spacer-large');
      document.querySelector('main')?.append(late);
    });
    await page.waitForSelector('#late[data-block-state="mounted"]');
    const removed = await page.evaluateHandle(() => {
      const first = document.querySelector('[data-block="spacer-medium"]');
      if (first) first.innerHTML = '';
      first?.remove();
      return first;
    });
    // note: the runtime has let go of the removed slot; the others are as they will stay
    await page.waitForFunction((slot) => slot !== null && !slot.hasAttribute('data-block-state'), removed);
    expect(await page.locator('#late .cmsb-spacer--large').count()).toBe(1);
    expect(await page.getAttribute('[data-block="return-to-top"]', 'data-block-state')).toBe('mounted');
    expect(problems.errors).toEqual([]);
  });
});

describe('return-to-top', () => {
  it('appears after scrolling down and takes the visitor back to the top', async () => {
    const { page } = await openFresh('/');
    await waitForSettledSlots(page);
    // note: settling scrolls to slots that wait to be visible; the visitor starts at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByRole('button', { name: 'Return to top' });
    await button.waitFor({ state: 'hidden' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page);
  });
});
