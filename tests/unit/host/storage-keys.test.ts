import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, storageKeys, writeStored } from '#host/storage-keys.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('device storage', () => {
  it('lists every key once', () => {
    const keys = Object.values(storageKeys).map((k) => `${k.area}:${k.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(storageKeys.cookieConsent.key).toContain('v3');
  });

  it('round-trips JSON in the right storage area', () => {
    writeStored('closedPopups', ['p1']);
    writeStored('impersonationMayBeActive', true);
    expect(readStored('closedPopups')).toEqual(['p1']);
    expect(localStorage.getItem('cmsb.closedPopups')).toBe('["p1"]');
    expect(sessionStorage.getItem('cmsb.impersonationMayBeActive')).toBe('true');
    removeStored('closedPopups');
    expect(readStored('closedPopups')).toBeUndefined();
  });

  it('reads malformed entries as undefined and survives a storage that throws', () => {
    localStorage.setItem('paymentError', '{not json');
    expect(readStored('paymentError')).toBeUndefined();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('userSetShipVia', 3)).not.toThrow();
  });
});
