/**
 * Debian's Chromium, never a downloaded browser. CHROMIUM_PATH points elsewhere; the flags
 * keep a headless run as root quiet on a machine with no network beyond loopback.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
