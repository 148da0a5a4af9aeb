/**
 * Every key the library writes to device storage, in one place, so a host can audit them and
 * blocks never invent their own. Card data is never stored.
 */
export const storageKeys = {
  /** localStorage: a payment error to show on the next cart load, then removed. */
  paymentError: { area: 'local', key: 'paymentError' },
  /** localStorage: the ship method the shopper chose. */
  userSetShipVia: { area: 'local', key: 'userSetShipVia' },
  /** localStorage: cookie consent, versioned (v3). */
  cookieConsent: { area: 'local', key: 'cmsb.cookieConsent.v3' },
  /** localStorage: home-page popups the visitor closed, as a list of ids. */
  closedPopups: { area: 'local', key: 'cmsb.closedPopups' },
  /** localStorage: the conference the staff tools show (conference.md 4). */
  selectedConference: { area: 'local', key: 'cmsb.selectedConference' },
  /** localStorage: whether the conference staff menu is open (conference.md 2). */
  conferenceStaffMenu: { area: 'local', key: 'cmsb.conferenceStaffMenu' },
  /** localStorage: the order numbers whose purchase the site's analytics has heard, so a receipt reloaded sends none again. */
  purchasesReported: { area: 'local', key: 'cmsb.purchasesReported' },
  /** sessionStorage: impersonation may be active, so its status is worth fetching. */
  impersonationMayBeActive: { area: 'session', key: 'cmsb.impersonationMayBeActive' },
} as const satisfies Record<string, { area: 'local' | 'session'; key: string }>;

export type StorageKey = keyof typeof storageKeys;

function storageFor(name: StorageKey): Storage | null {
  try {
    return storageKeys[name].area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser or its privacy settings; the library works without it.
    return null;
  }
}

/** Reads a JSON value; a missing, unreadable or malformed entry reads as undefined. */
export function readStored(name: StorageKey): unknown {
  try {
    const text = storageFor(name)?.getItem(storageKeys[name].key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(name: StorageKey, value: unknown): void {
  try {
    storageFor(name)?.setItem(storageKeys[name].key, JSON.stringify(value));
  } catch {
    // Full or disabled storage loses only a convenience, never the page.
  }
}

export function removeStored(name: StorageKey): void {
  try {
    storageFor(name)?.removeItem(storageKeys[name].key);
  } catch {
    // As above.
  }
}
