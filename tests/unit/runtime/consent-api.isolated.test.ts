import { afterEach, describe, expect, it } from 'vitest';
import { recordConsent, withdrawConsent } from '#host/consent-record.ts';
import type { ConsentChangeDetail } from '#host/consent.ts';
import { storageKeys } from '#host/storage-keys.ts';
import { start } from '#runtime/start.ts';
import { testRegistry } from './fixtures.tsx';
import { registrySource } from '#runtime/block-source.ts';

afterEach(() => {
  delete window.CmsBlocks;
  localStorage.clear();
});

const decidedAt = '2026-11-23T18:00:00.000Z';

describe('window.CmsBlocks.consent', () => {
  // note: first, as each start() here adds its storage listener to the one window of the file (a page starts once).
  it("reports another tab's decision through the same listener", () => {
    const { consent } = start({ findBlock: registrySource(testRegistry) });
    const heard: ConsentChangeDetail[] = [];
    const stop = consent.onChange((detail) => heard.push(detail));
    const decision = { revision: 1, categories: { preferences: false, analytics: false, marketing: true }, decidedAt };
    // What the browser does when another tab writes the entry.
    localStorage.setItem(storageKeys.cookieConsent.key, JSON.stringify(decision));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cookieConsent.key, storageArea: localStorage }));
    stop();
    expect(heard).toEqual([{ categories: decision.categories, revision: 1 }]);
    expect(consent.allowed('marketing')).toBe(true);
  });
  it('answers the host from the stored decision, with no block on the page', () => {
    const { consent } = start({ findBlock: registrySource(testRegistry) });
    expect(window.CmsBlocks?.consent).toBe(consent);
    expect(consent.get()).toBeNull();
    expect(consent.allowed('necessary')).toBe(true);
    expect(consent.allowed('analytics')).toBe(false);

    recordConsent({ preferences: false, analytics: true, marketing: false }, 2, { now: new Date(decidedAt) });
    expect(consent.allowed('analytics')).toBe(true);
    expect(consent.allowed('marketing')).toBe(false);
    expect(consent.get()).toEqual({
      revision: 2,
      categories: { preferences: false, analytics: true, marketing: false },
      decidedAt,
    });
  });

  it('tells an onChange listener about decisions until it unsubscribes', () => {
    const { consent } = start({ findBlock: registrySource(testRegistry) });
    const heard: ConsentChangeDetail[] = [];
    const stop = consent.onChange((detail) => heard.push(detail));
    recordConsent({ preferences: true, analytics: true, marketing: true }, 1);
    withdrawConsent();
    stop();
    recordConsent({ preferences: true, analytics: false, marketing: false }, 1);
    expect(heard).toEqual([
      { categories: { preferences: true, analytics: true, marketing: true }, revision: 1 },
      { categories: { preferences: false, analytics: false, marketing: false }, revision: null },
    ]);
  });
});
