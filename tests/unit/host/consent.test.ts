import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHANGE_EVENT,
  allowed,
  isConsentDecision,
  onConsentChange,
  readConsent,
  reportOtherTabs,
  type ConsentChangeDetail,
} from '#host/consent.ts';
import { recordConsent, withdrawConsent } from '#host/consent-record.ts';
import { storageKeys } from '#host/storage-keys.ts';

const KEY = storageKeys.cookieConsent.key;
const decidedAt = '2026-11-23T18:00:00.000Z';
const valid = { revision: 1, categories: { preferences: true, analytics: false, marketing: false }, decidedAt };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Collects the consent-change events of the document until `stop()`. */
function collectChanges() {
  const details: ConsentChangeDetail[] = [];
  const stop = onConsentChange((detail) => details.push(detail));
  return { details, stop };
}

describe('reading the stored decision', () => {
  it('reads the key of the one storage list (the loader writes it out)', () => {
    localStorage.setItem('cmsb.cookieConsent.v3', JSON.stringify(valid));
    expect(KEY).toBe('cmsb.cookieConsent.v3');
    expect(readConsent()).toEqual(valid);
  });

  it('counts no entry, unreadable JSON and storage that throws as no decision', () => {
    expect(readConsent()).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify(valid));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readConsent()).toBeNull();
  });

  const malformed: [string, unknown][] = [
    ['null', null],
    ['a string', 'yes'],
    ['an array', [1]],
    ['no revision', { ...valid, revision: undefined }],
    ['a text revision', { ...valid, revision: '1' }],
    ['a fractional revision', { ...valid, revision: 1.5 }],
    ['no categories', { ...valid, categories: undefined }],
    ['null categories', { ...valid, categories: null }],
    ['a missing category', { ...valid, categories: { preferences: true, analytics: true } }],
    ['a category that is not a boolean', { ...valid, categories: { ...valid.categories, marketing: 'no' } }],
    ['no date', { ...valid, decidedAt: undefined }],
    ['a date that is no date', { ...valid, decidedAt: 'yesterday' }],
    ['a numeric date', { ...valid, decidedAt: 1763920800000 }],
  ];

  it.each(malformed)('counts an entry with %s as no decision', (_name, entry) => {
    localStorage.setItem(KEY, JSON.stringify(entry));
    expect(isConsentDecision(entry)).toBe(false);
    expect(readConsent()).toBeNull();
  });

  it('reads a decision with extra fields, leaving out what nobody decided on here', () => {
    const withExtra = { ...valid, source: 'banner', categories: { ...valid.categories, social: true } };
    localStorage.setItem(KEY, JSON.stringify(withExtra));
    expect(readConsent()).toEqual(valid);
  });
});

describe('allowed', () => {
  it('allows necessary cookies always, and the others only as decided', () => {
    expect(allowed('necessary')).toBe(true);
    expect(allowed('analytics')).toBe(false);
    expect(allowed('preferences')).toBe(false);
    localStorage.setItem(KEY, JSON.stringify(valid));
    expect(allowed('necessary')).toBe(true);
    expect(allowed('preferences')).toBe(true);
    expect(allowed('analytics')).toBe(false);
    expect(allowed('marketing')).toBe(false);
  });

  it('allows nothing optional for a malformed entry or a category it does not know', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...valid, categories: { preferences: 'true' } }));
    expect(allowed('preferences')).toBe(false);
    localStorage.setItem(KEY, JSON.stringify({ ...valid, categories: { ...valid.categories, social: true } }));
    expect(allowed('social' as 'analytics')).toBe(false);
    expect(allowed('toString' as 'analytics')).toBe(false);
  });
});

describe('recording and withdrawing', () => {
  it('stores exactly the agreed shape and tells the page', () => {
    const { details, stop } = collectChanges();
    const decision = recordConsent({ preferences: false, analytics: true, marketing: false }, 3, { now: new Date(decidedAt) });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      revision: 3,
      categories: { preferences: false, analytics: true, marketing: false },
      decidedAt,
    });
    expect(decision).toEqual(readConsent());
    expect(allowed('analytics')).toBe(true);
    expect(details).toEqual([{ categories: { preferences: false, analytics: true, marketing: false }, revision: 3 }]);
    stop();
  });

  it('withdraws: the entry goes, every optional category is refused, and the page hears it', () => {
    recordConsent({ preferences: true, analytics: true, marketing: true }, 1);
    const { details, stop } = collectChanges();
    withdrawConsent();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(allowed('analytics')).toBe(false);
    expect(details).toEqual([{ categories: { preferences: false, analytics: false, marketing: false }, revision: null }]);
    stop();
  });

  it('stops calling a listener once unsubscribed', () => {
    const { details, stop } = collectChanges();
    stop();
    recordConsent({ preferences: true, analytics: true, marketing: true }, 1);
    expect(details).toEqual([]);
  });

  it('dispatches the change on the document, for hosts listening without the API', () => {
    const listener = vi.fn();
    document.addEventListener(CONSENT_CHANGE_EVENT, listener);
    recordConsent({ preferences: true, analytics: false, marketing: false }, 2);
    document.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('decisions made in another tab', () => {
  it('are reported as a change here, read from storage', () => {
    const addEventListener = vi.fn();
    reportOtherTabs({ addEventListener, document } as unknown as Window);
    const onStorage = addEventListener.mock.calls[0]?.[1] as (event: StorageEvent) => void;
    const { details, stop } = collectChanges();

    localStorage.setItem(KEY, JSON.stringify({ ...valid, categories: { preferences: false, analytics: true, marketing: true } }));
    onStorage(new StorageEvent('storage', { key: KEY }));
    onStorage(new StorageEvent('storage', { key: 'somethingElse' }));
    localStorage.clear();
    onStorage(new StorageEvent('storage', { key: null }));
    stop();

    expect(details).toEqual([
      { categories: { preferences: false, analytics: true, marketing: true }, revision: 1 },
      { categories: { preferences: false, analytics: false, marketing: false }, revision: null },
    ]);
  });
});
