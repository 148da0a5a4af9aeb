import { homeVideoFilePath, type HomeVideoOption, type HomeVideoRendition } from '#contracts/home-video.ts';

/**
 * "md and up": the width from which the wide preview is shown (accounts spec 9's layout switch at
 * 768). Read once, when the player mounts: `<source media>` is not honoured for video by every
 * browser, and a rendition swapped on resize would restart the preview.
 */
export const MD_UP_QUERY = '(min-width: 768px)';

export function isMdUp(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(MD_UP_QUERY).matches;
}

/** The silent preview loop for the screen: the wide one from md up, else the narrow one. */
export function previewRendition(video: HomeVideoOption, mdUp: boolean): HomeVideoRendition {
  return mdUp ? video.previewVideoMdUp : video.previewVideoXsDown;
}

/**
 * The width to ask the main video for: the player's width in device pixels, at most the main
 * rendition's; the server answers the narrowest stored file at least that wide. An unmeasured
 * player (0 wide) asks for the main rendition's own width.
 */
export function mainRequestWidth(main: HomeVideoRendition, playerWidth: number, pixelRatio: number): number {
  if (!(playerWidth > 0)) return main.width;
  return Math.min(main.width, Math.ceil(playerWidth * Math.max(1, pixelRatio)));
}

/** A rendition's file at `width`, as a URL under the page's API base. */
export function renditionUrl(apiBaseUrl: string, rendition: HomeVideoRendition, width = rendition.width): string {
  return apiUrl(apiBaseUrl, homeVideoFilePath({ ...rendition, width }));
}

/** `path` (absolute under the API, e.g. `/api/…`) resolved against the page's API base, as the API client does. */
export function apiUrl(apiBaseUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), new URL(apiBaseUrl.replace(/\/?$/, '/'), document.baseURI)).href;
}
