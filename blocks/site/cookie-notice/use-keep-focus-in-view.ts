import { useLayoutEffect, type RefObject } from 'react';

/**
 * Makes the page's bottom scroll padding follow the bar's height; returns the function that puts
 * it back. The browser then scrolls whatever gets keyboard focus clear of the bar instead of
 * leaving it hidden behind it (WCAG 2.4.11). Nothing on the page moves: only scrolling changes.
 */
export function padScrollingFor(bar: HTMLElement): () => void {
  const root = bar.ownerDocument.documentElement.style;
  const before = root.scrollPaddingBottom;
  const fit = () => {
    root.scrollPaddingBottom = `${bar.offsetHeight}px`;
  };
  fit();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.scrollPaddingBottom = before;
  };
}

/** While the bar is shown, focus moved by the keyboard never ends up behind it. */
export function useKeepFocusInView(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => (shown && bar.current ? padScrollingFor(bar.current) : undefined), [bar, shown]);
}
