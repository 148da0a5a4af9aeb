import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEIGHT_CHECK_MS, hashTarget, scrollToHashWhenStable } from '#runtime/hash-scroll.ts';

let height = 1000;
const scrolled = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  height = 1000;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  Element.prototype.scrollIntoView = scrolled;
  document.body.innerHTML = '<h2 id="contact-me">Contact me</h2><a name="old-anchor"></a>';
});

afterEach(() => {
  vi.useRealTimers();
  scrolled.mockReset();
  window.history.replaceState(null, '', '/');
});

const at = (hash: string) => window.history.replaceState(null, '', `/${hash}`);
const target = () => scrolled.mock.contexts[0] as Element | undefined;

describe('the post-load scroll', () => {
  it('finds the anchor by id, by name and percent-decoded, and none for a hash route', () => {
    document.body.insertAdjacentHTML('beforeend', '<h2 id="café">Café</h2>');
    at('#contact-me');
    expect(hashTarget(document)?.textContent).toBe('Contact me');
    at('#old-anchor');
    expect(hashTarget(document)?.getAttribute('name')).toBe('old-anchor');
    at('#caf%C3%A9');
    expect(hashTarget(document)?.textContent).toBe('Café');
    at('#/payment');
    expect(hashTarget(document)).toBeNull();
  });

  it('waits while the page grows, checking every 100 ms, and scrolls once its height is stable', () => {
    at('#contact-me');
    scrollToHashWhenStable(document);
    for (let i = 0; i < 5; i++) {
      height += 300; // an island mounts above the anchor
      vi.advanceTimersByTime(HEIGHT_CHECK_MS);
    }
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * HEIGHT_CHECK_MS);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(target()?.id).toBe('contact-me');
    vi.advanceTimersByTime(10 * HEIGHT_CHECK_MS);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the visitor scrolls first, or when there is no hash', () => {
    at('#contact-me');
    scrollToHashWhenStable(document);
    window.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(20 * HEIGHT_CHECK_MS);
    expect(scrolled).not.toHaveBeenCalled();

    at('');
    scrollToHashWhenStable(document);
    vi.advanceTimersByTime(20 * HEIGHT_CHECK_MS);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('gives up on a page that never settles', () => {
    at('#contact-me');
    scrollToHashWhenStable(document);
    for (let i = 0; i < 150; i++) {
      height += 1;
      vi.advanceTimersByTime(HEIGHT_CHECK_MS);
    }
    vi.advanceTimersByTime(5 * HEIGHT_CHECK_MS);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
