import { useState } from 'react';

/** What editors read where a block's picture does not load (visitors see nothing); `{src}` is its address. */
export const BROKEN_IMAGE_TEXT = 'The picture {src} could not be loaded, so visitors see nothing here. Choose another picture.';

/**
 * Whether the picture at `src` failed to load (a 404, a file that is no picture): give `onError`
 * to its `<img>`. A new `src` starts afresh, so an editor who chooses another picture sees it.
 */
export function useBrokenImage(src: string): { broken: boolean; onError: () => void } {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  return { broken: brokenSrc === src, onError: () => setBrokenSrc(src) };
}
