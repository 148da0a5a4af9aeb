import {
  closedPopupList,
  MAX_CLOSED_POPUPS,
  rememberClosedPopup,
  wasClosed,
  withClosedPopup,
} from '../../../../blocks/owner/home-page-popups/closed-popups.ts';
import { storageKeys } from '#host/storage-keys.ts';

afterEach(() => localStorage.clear());

describe('closed popups on the device', () => {
  it('reads only a list of ids: anything else is none', () => {
    expect(closedPopupList(['a', 'b'])).toEqual(['a', 'b']);
    expect(closedPopupList('a')).toEqual([]);
    expect(closedPopupList([1, 2])).toEqual([]);
    expect(closedPopupList(undefined)).toEqual([]);
  });

  it('adds an id once, newest last, and forgets the oldest past the limit', () => {
    expect(withClosedPopup(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const full = Array.from({ length: MAX_CLOSED_POPUPS }, (_, i) => `p${i}`);
    const next = withClosedPopup(full, 'new');
    expect(next).toHaveLength(MAX_CLOSED_POPUPS);
    expect(next[0]).toBe('p1');
    expect(next.at(-1)).toBe('new');
  });

  it('remembers a closed popup under the closedPopups key, as a JSON list', () => {
    expect(wasClosed('spring-sale')).toBe(false);
    rememberClosedPopup('spring-sale');
    rememberClosedPopup('spring-sale');
    expect(wasClosed('spring-sale')).toBe(true);
    expect(wasClosed('free-shipping')).toBe(false);
    expect(JSON.parse(localStorage.getItem(storageKeys.closedPopups.key) ?? 'null')).toEqual(['spring-sale']);
  });

  it('survives a malformed stored value', () => {
    localStorage.setItem(storageKeys.closedPopups.key, '{not json');
    expect(wasClosed('spring-sale')).toBe(false);
    rememberClosedPopup('spring-sale');
    expect(wasClosed('spring-sale')).toBe(true);
  });
});
