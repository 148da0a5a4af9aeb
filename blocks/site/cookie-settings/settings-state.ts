import type { ConsentChoices, ConsentDecision, OptionalCategory } from '#host/consent.ts';
import { ALL_REJECTED } from '../shared/cookie-consent/consent-rules.ts';
import type { CookieSettingsLabels } from './labels.ts';

/** What the last action of the visitor on this page did; announced politely. */
export type SettingsStatus = 'idle' | 'saved' | 'withdrawn';

/** The form's starting choices: the stored decision's, or none ticked for a visitor who has not decided. */
export function initialChoices(decision: ConsentDecision | null): ConsentChoices {
  return decision ? { ...decision.categories } : { ...ALL_REJECTED };
}

export const categoryTexts = (
  labels: CookieSettingsLabels,
): Record<OptionalCategory, { label: string; description: string }> => ({
  preferences: { label: labels.preferences, description: labels.preferencesDescription },
  analytics: { label: labels.analytics, description: labels.analyticsDescription },
  marketing: { label: labels.marketing, description: labels.marketingDescription },
});

export function statusText(status: SettingsStatus, labels: CookieSettingsLabels): string {
  if (status === 'saved') return labels.saved;
  if (status === 'withdrawn') return labels.withdrawn;
  return '';
}
