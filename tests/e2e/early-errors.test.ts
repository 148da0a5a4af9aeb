import { describe, expect, it } from 'vitest';
import { LOADER_SRC } from '../../server/pages/layout.ts';
import { baseUrl, slotStates, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

const LISTENER_SRC = '/host-error-listener.js';

/** The host's script, as docs/host-contract.md places its consent example: a module script after the loader's. */
const LISTENER = `
window.hostHeard = [];
document.addEventListener('cms-blocks:error', (event) => {
  window.hostHeard.push(event.detail.message);
  event.preventDefault();
});`;

const LOADER_TAG = `<script type="module" src="${LOADER_SRC}"></script>`;
/** A slot the demo page lacks: a data-hydrate value the runtime does not know. */
const BAD_HYDRATE_SLOT = `<div id="broken-hydrate" data-block="spacer-medium" data-hydrate="sometimes"></div>`;

describe('errors found while the page loads (/demo/broken)', () => {
  it('reach a listener in a module script placed after the loader; the console hears nothing, not even of the unknown block', async () => {
    const context = await newContext();
    let served = '';
    await context.route(new URL('/demo/broken', baseUrl()).href, async (route) => {
      const response = await route.fetch();
      served = await response.text();
      const body = served
        .replace('</main>', `${BAD_HYDRATE_SLOT}</main>`)
        .replace(LOADER_TAG, `${LOADER_TAG}\n<script type="module" src="${LISTENER_SRC}"></script>`);
      await route.fulfill({ response, body });
    });
    await context.route(new URL(LISTENER_SRC, baseUrl()).href, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: LISTENER }),
    );
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()} ${message.location().url}`));
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));

    await page.goto(new URL('/demo/broken', baseUrl()).href);
    await waitForSettledSlots(page);
    expect(served).toContain(LOADER_TAG);

    expect(await slotStates(page)).toMatchObject({
      'broken-invalid-json': 'error',
      'broken-invalid-props': 'error',
      'broken-unknown-block': 'error',
      'broken-hydrate': 'mounted',
      'working-spacer-medium': 'mounted',
    });
    const heard = await page.evaluate(() => (window as unknown as { hostHeard: string[] }).hostHeard);
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Block "spacer-medium": data-props is not valid JSON'),
        'Block "spacer-medium": Unknown prop "spacing". spacer-medium takes no props.',
        'Unknown block "promo-bar"',
        `Block "spacer-medium": data-hydrate must be one of load, idle, visible (received "sometimes"); it hydrates with the block's default, load.`,
      ]),
    );
    expect(heard).toHaveLength(4);
    // an unknown name is found in the build's names file, not by a plan's 404, which the browser would log
    expect(logged).toEqual([]);
  });
});
