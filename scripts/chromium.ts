/**
 * Debian's Chromium, never a downloaded browser; the flags keep a headless run as root quiet on a
 * machine with no network beyond loopback. CHROMIUM_PATH points both paths elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The tests' Chromium: Debian's `chromium-headless-shell`, the same Chromium build without the
 * browser's window layer. On this 2-core machine the e2e files took 614 s in it against 896 s in
 * the full browser, and four of them used 62 s of the browser's CPU against 145 s (measured). The
 * tests check pages, not the browser's own window; the bench measures in the full browser.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
