import { useEffect, useState } from 'react';
import { onConsentChange, readConsent } from '#host/consent.ts';

/**
 * The visitor's stored decision, kept current: a decision recorded by any island of the page, or
 * in another tab (the loader reports those as the same event), renders again at once.
 */
export function useConsentDecision() {
  const [decision, setDecision] = useState(readConsent);
  useEffect(() => onConsentChange(() => setDecision(readConsent())), []);
  return decision;
}
