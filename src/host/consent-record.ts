import { dispatchConsentChange, type ConsentChoices, type ConsentDecision } from './consent.ts';
import { removeStored, writeStored } from './storage-keys.ts';

/** The blocks' side of consent: recording and withdrawing a decision. Apart from consent.ts so the loader carries none of it. */

/** Stores the visitor's choices for `revision` and tells the page (`cms-blocks:consent-change`). */
export function recordConsent(
  categories: ConsentChoices,
  revision: number,
  { doc = document, now = new Date() }: { doc?: Document; now?: Date } = {},
): ConsentDecision {
  const decision: ConsentDecision = { revision, categories: { ...categories }, decidedAt: now.toISOString() };
  writeStored('cookieConsent', decision);
  dispatchConsentChange(doc, decision);
  return decision;
}

/** Forgets the decision, so every optional category is refused and the notice asks again. */
export function withdrawConsent(doc: Document = document): void {
  removeStored('cookieConsent');
  dispatchConsentChange(doc, null);
}
