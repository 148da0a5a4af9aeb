import { useLayoutEffect, useState } from 'react';

/**
 * A value only the browser knows (a media query, the page's address or origin), for blocks that
 * render on the server too: the first render gets `before`, in Node and in the browser alike, so
 * the server's HTML and the browser's first render agree. `read` runs once the block is mounted, in
 * a layout effect, so the browser paints what it read; it runs again only if `read` itself changes
 * (pass a function of module scope, or a memoised one).
 */
export function useBrowserValue<T>(read: () => T, before: T): T {
  const [value, setValue] = useState(before);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's value exists only once mounted: this second render is the point
    setValue(() => read());
  }, [read]);
  return value;
}

const mountedNow = () => true;

/** False in the first render, in Node and in the browser alike; true once mounted (before the browser paints). */
export function useMounted(): boolean {
  return useBrowserValue(mountedNow, false);
}
