import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * Runs `record` with a blank page of Debian's Chromium, ready for a page function that draws on a
 * canvas and records it with MediaRecorder (the sample-video scripts); closes the browser after.
 */
export async function withRecordingPage(record: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>Recording</title><body></body>');
    // tsx compiles with esbuild's keepNames, which wraps the page function's inner functions in a
    // `__name` helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    await record(page);
  } finally {
    await browser.close();
  }
}
