import type { Page } from 'playwright-core';

/**
 * Answers calls to `pattern` with a 500, but only once the returned function is called, so a
 * test can see the optimistic state before the rollback (an immediate failure can roll back
 * before the click's own check of the new state).
 */
export async function failWhenReleased(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ data: null, messages: [] }) });
  });
  return release;
}
