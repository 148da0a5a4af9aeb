import { useState } from 'react';

/** What editors read where a block's picture does not load (visitors see nothing); `{src}` is its address. */
export const BROKEN_IMAGE_TEXT = 'The picture {src} could not be loaded, so visitors see nothing here. Choose another picture.';

export interface BrokenImages {
  /** Whether the picture at `src` failed to load (a 404, a file that is no picture). */
  isBroken(src: string): boolean;
  /** The `onError` of the `<img>` showing `src`. */
  onError(src: string): () => void;
}

/**
 * The pictures of a block that failed to load, by address. A new address starts afresh, so an
 * editor who chooses another picture sees it.
 */
export function useBrokenImages(): BrokenImages {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isBroken: (src) => broken.has(src),
    onError: (src) => () => setBroken((known) => (known.has(src) ? known : new Set(known).add(src))),
  };
}
