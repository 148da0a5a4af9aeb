/**
 * The visitor's cookie decision, as hosts and blocks read it (`window.CmsBlocks.consent`). This
 * module is part of the loader, so it only reads and checks: recording a decision lives in
 * consent-record.ts, loaded with the blocks that decide.
 */

/** The categories a visitor decides on; necessary cookies are always allowed and need no entry. */
export const OPTIONAL_CATEGORIES = ['preferences', 'analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentCategory = 'necessary' | OptionalCategory;
export type ConsentChoices = Record<OptionalCategory, boolean>;

/** What is stored under `cmsb.cookieConsent.v3`. */
export interface ConsentDecision {
  /** The consent revision the visitor decided on; a newer one on the server asks again. */
  revision: number;
  categories: ConsentChoices;
  /** When the visitor decided (ISO 8601). */
  decidedAt: string;
}

/**
 * storageKeys.cookieConsent.key, written out: importing storage-keys.ts would put that whole module
 * (the writing included) into the loader. A unit test holds the two equal.
 */
const STORAGE_KEY = 'cmsb.cookieConsent.v3';

/** Dispatched on `document` whenever a decision is recorded or withdrawn, in this tab or another. */
export const CONSENT_CHANGE_EVENT = 'cms-blocks:consent-change';

export interface ConsentChangeDetail {
  categories: ConsentChoices;
  /** The revision decided on; null once the decision is withdrawn (every category is then false). */
  revision: number | null;
}

/** The shape check of a stored decision, by hand so the loader carries no validation library. */
export function isConsentDecision(value: unknown): value is ConsentDecision {
  const d = value as Partial<ConsentDecision> | null | undefined;
  const categories = d?.categories as Partial<Record<string, unknown>> | null | undefined;
  return (
    Number.isInteger(d?.revision) &&
    typeof d?.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(d.decidedAt)) &&
    OPTIONAL_CATEGORIES.every((name) => typeof categories?.[name] === 'boolean')
  );
}

/**
 * The stored decision, or null when there is none or it is malformed (which counts as none); fields
 * and categories nobody decided on here are left out.
 */
export function readConsent(): ConsentDecision | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (!isConsentDecision(stored)) return null;
    const categories = Object.fromEntries(OPTIONAL_CATEGORIES.map((name) => [name, stored.categories[name]]));
    return { revision: stored.revision, categories: categories as ConsentChoices, decidedAt: stored.decidedAt };
  } catch {
    // Unreadable JSON, or storage the browser refuses: no decision.
    return null;
  }
}

/** Necessary cookies always; any other category only when the stored decision allows it. */
export function allowed(category: ConsentCategory): boolean {
  // note: only the known categories: a stored entry may hold others, which nobody decided on here.
  return category === 'necessary' || (OPTIONAL_CATEGORIES.includes(category) && readConsent()?.categories[category] === true);
}

export function dispatchConsentChange(doc: Document, decision: ConsentDecision | null): void {
  const categories = Object.fromEntries(OPTIONAL_CATEGORIES.map((name) => [name, decision?.categories[name] === true]));
  const detail = { categories, revision: decision?.revision ?? null } as ConsentChangeDetail;
  doc.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail }));
}

/** Calls `listener` on every consent change; returns the function that stops it. */
export function onConsentChange(listener: (detail: ConsentChangeDetail) => void, doc: Document = document): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChangeDetail>).detail);
  doc.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => doc.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}

/**
 * Reports a decision made in another tab of the site as a change here too, so hosts and blocks
 * listen to one event whichever tab the visitor decided in. `key` is null when that tab cleared
 * the whole storage (reported even if it held no decision: listeners then hear all refused once more).
 */
export function reportOtherTabs(win: Window): void {
  win.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) dispatchConsentChange(win.document, readConsent());
  });
}

/** `window.CmsBlocks.consent`: what a host asks before it loads a tracker. */
export interface ConsentApi {
  /** Whether cookies of `category` may be set: true for 'necessary'; else only when the visitor allowed it. */
  allowed(category: ConsentCategory): boolean;
  /** The visitor's decision, or null before they decide (or after they withdraw it). */
  get(): ConsentDecision | null;
  /** Calls `listener` with `{categories, revision}` on every change; returns the unsubscribe function. */
  onChange(listener: (detail: ConsentChangeDetail) => void): () => void;
}

export function consentApi(doc: Document): ConsentApi {
  return { allowed, get: readConsent, onChange: (listener) => onConsentChange(listener, doc) };
}
