import { describe, expect, it } from 'vitest';
import { openInEditMode } from './pages/edit-mode.page.ts';
import { expectNoAxeViolations, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
const openAsAdmin = async (path: string) => openInEditMode(await newContext('admin'), path);

const PROPS_MESSAGE = 'Block "spacer-medium": Unknown prop "spacing". spacer-medium takes no props.';

describe('edit mode notices (/demo/broken, in edit mode)', () => {
  it('names the wrong prop and what the block takes, in the notice and the error event alike', async () => {
    const { page, problems } = await openAsAdmin('/demo/broken');
    await waitForSettledSlots(page);
    await expect.poll(() => page.locator('#broken-invalid-props [role="note"]').innerText()).toBe(PROPS_MESSAGE);
    await expect.poll(() => problems.blockErrors).toContain(PROPS_MESSAGE);
    await expectNoAxeViolations(page);
  });

  it("keeps a long notice inside the slot's reserved height, scrolling in a narrow column", async () => {
    const { page } = await openAsAdmin('/demo/broken');
    await page.setViewportSize({ width: 320, height: 640 });
    await waitForSettledSlots(page);
    const boxes = await page.$eval('#broken-invalid-props', (slot) => {
      const notice = slot.querySelector('[role="note"]')!;
      const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
      return { slot: box(slot), notice: box(notice), scrolls: notice.scrollHeight > notice.clientHeight };
    });
    expect(boxes.slot.height).toBe(40);
    expect(boxes.notice.top).toBeGreaterThanOrEqual(boxes.slot.top);
    expect(boxes.notice.bottom).toBeLessThanOrEqual(boxes.slot.bottom);
    expect(boxes.notice.left).toBeGreaterThanOrEqual(boxes.slot.left);
    expect(boxes.notice.right).toBeLessThanOrEqual(boxes.slot.right);
    expect(boxes.scrolls).toBe(true);
  });
});
