import { useState } from 'react';
import type { CookieNoticeMessage } from '#contracts/cookie-notice.ts';
import { cookieBarState, type CookieBarState } from './consent-rules.ts';
import { useConsentDecision } from './use-consent-decision.ts';
import { useCookieNoticeMessage } from './use-cookie-notice-message.ts';

/**
 * Whether the page holds a slot of `block`. Slots are in the page's HTML before any block mounts,
 * so the answer is known at once, whichever block hydrates first: nothing shows and then vanishes.
 */
const pageHoldsBlock = (doc: Document, block: string) => doc.querySelector(`[data-block="${block}"]`) !== null;

interface CookieBar {
  state: CookieBarState;
  /** The server's setting, once known: a decision is recorded for its revision. */
  message: CookieNoticeMessage | undefined;
}

function useBar(noticeOnPage: boolean): CookieBar {
  const [onSettingsPage] = useState(() => pageHoldsBlock(document, 'cookie-settings'));
  const message = useCookieNoticeMessage(noticeOnPage && !onSettingsPage);
  const decision = useConsentDecision();
  const state = noticeOnPage
    ? cookieBarState({ onSettingsPage, status: message.status, message: message.data, decision })
    : 'away';
  return { state, message: message.data };
}

/** The cookie notice's own state: it shows the bar while `asking`. */
export const useCookieBar = (): CookieBar => useBar(true);

/**
 * The cookie bar's state for another block of the page that must not cover it (the home-page
 * popup): `away` when the page holds no cookie notice.
 */
export function useCookieBarOfPage(): CookieBarState {
  const [noticeOnPage] = useState(() => pageHoldsBlock(document, 'cookie-notice'));
  return useBar(noticeOnPage).state;
}
