import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, holdErrors, reportError, type ErrorEventDetail } from '#runtime/events.ts';

/** A document in the given ready state, with one slot, as the loader finds it. */
function pageIn(readyState: DocumentReadyState): { doc: Document; slot: Element } {
  const doc = document.implementation.createHTMLDocument('');
  Object.defineProperty(doc, 'readyState', { configurable: true, value: readyState });
  doc.body.innerHTML = '<div data-block="promo-bar"></div>';
  return { doc, slot: doc.body.firstElementChild! };
}

/** What a host's listener on the document hears; it handles every event, as docs/host-contract.md shows. */
function listenOn(doc: Document): string[] {
  const heard: string[] = [];
  doc.addEventListener(ERROR_EVENT, (event) => {
    heard.push((event as CustomEvent<ErrorEventDetail>).detail.message);
    event.preventDefault();
  });
  return heard;
}

/** Runs every timer due (the hold's release is one): settled, with no real time waited. */
const nextTask = () => vi.runAllTimersAsync();

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('error events raised before the host listens', () => {
  it('wait until after DOMContentLoaded while the document loads, then arrive in order, logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { doc, slot } = pageIn('loading');
    holdErrors(doc);
    reportError(slot, { block: 'promo-bar', message: 'Unknown block "promo-bar"' });
    reportError(doc, { block: null, message: 'Page config "locale" is not valid' });
    await nextTask();
    // A module script after the loader's runs now, before DOMContentLoaded.
    const heard = listenOn(doc);
    expect(heard).toEqual([]);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await nextTask();
    expect(heard).toEqual(['Unknown block "promo-bar"', 'Page config "locale" is not valid']);
    expect(log).not.toHaveBeenCalled();
  });

  it('tell the module scripts’ turn from later by the navigation timing once the document is parsed', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    const timing = { domContentLoadedEventStart: 0 };
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [timing] });
    try {
      holdErrors(document);
      // note: not a slot: runtimes other files started may still be watching this document.
      document.body.innerHTML = '<div></div>';
      reportError(document.body.firstElementChild!, { block: 'promo-bar', message: 'Unknown block "promo-bar"' });
      await nextTask();
      const heard = listenOn(document);
      expect(heard).toEqual([]);
      timing.domContentLoadedEventStart = 120;
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await nextTask();
      expect(heard).toEqual(['Unknown block "promo-bar"']);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
      Reflect.deleteProperty(performance, 'getEntriesByType');
      document.body.innerHTML = '';
    }
  });

  it('wait one task when the loader starts after DOMContentLoaded, so the script inserting it can listen', async () => {
    const { doc, slot } = pageIn('complete');
    holdErrors(doc);
    reportError(slot, { block: 'promo-bar', message: 'Unknown block "promo-bar"' });
    const heard = listenOn(doc);
    expect(heard).toEqual([]);
    await nextTask();
    expect(heard).toEqual(['Unknown block "promo-bar"']);
    // Released: later errors arrive at once.
    reportError(doc, { block: null, message: 'later' });
    expect(heard).toEqual(['Unknown block "promo-bar"', 'later']);
  });

  it('still reach the console when no listener handled them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { doc, slot } = pageIn('complete');
    holdErrors(doc);
    reportError(slot, { block: 'promo-bar', message: 'Unknown block "promo-bar"' });
    expect(log).not.toHaveBeenCalled();
    await nextTask();
    expect(log).toHaveBeenCalledWith('[cms-blocks] Unknown block "promo-bar"');
  });

  it('are dispatched at once in a document whose errors are not held', () => {
    const { doc, slot } = pageIn('loading');
    const heard = listenOn(doc);
    reportError(slot, { block: 'promo-bar', message: 'Unknown block "promo-bar"' });
    expect(heard).toEqual(['Unknown block "promo-bar"']);
  });
});
