import { useRef, useState } from 'react';
import { recordConsent } from '#host/consent-record.ts';
import type { ConsentChoices } from '#host/consent.ts';
import { useLabels } from '#host/labels.ts';
import { useBaseStyles } from '#ui/use-base-styles.ts';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ALL_ACCEPTED, ALL_REJECTED } from '../shared/cookie-consent/consent-rules.ts';
import { useCookieBar } from '../shared/cookie-consent/use-cookie-bar.ts';
import css from './cookie-notice.css?inline';
import { cookieNoticeLabels } from './labels.ts';
import { useKeepFocusInView } from './use-keep-focus-in-view.ts';

export interface CookieNoticeProps {
  /** Where the cookie settings page is. */
  settingsPath: string;
}

/**
 * The first layer of cookie consent: a bar fixed to the bottom of the viewport (so it moves
 * nothing on the page), with Accept all and Reject all side by side and a link to the settings.
 * It is no dialog: it neither traps nor takes focus, and the page stays usable behind it. It stays
 * away from the page that holds the cookie settings, which ask there themselves.
 */
export function CookieNotice({ settingsPath }: CookieNoticeProps) {
  useBaseStyles();
  useStyles(css);
  const labels = useLabels(cookieNoticeLabels);
  const { state, message } = useCookieBar();
  const [decidedHere, setDecidedHere] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const shown = state === 'asking';
  useKeepFocusInView(bar, shown);

  const decide = (choices: ConsentChoices) => {
    if (!message) return;
    recordConsent(choices, message.revision);
    setDecidedHere(true);
  };

  // note: the live region is on the page from the start and only its text changes, which screen
  // readers announce reliably; a region inserted together with its text often goes unannounced.
  const announcement = shown ? labels.announce : decidedHere ? labels.saved : '';
  return (
    <div data-state={state}>
      <p role="status" className="cmsb-visually-hidden">
        {announcement}
      </p>
      {shown && (
        <section ref={bar} className="cmsb-cookie-notice" aria-label={labels.region}>
          <p className="cmsb-cookie-notice__text">{labels.text}</p>
          <div className="cmsb-cookie-notice__actions">
            <Button className="cmsb-cookie-notice__choice" onClick={() => decide(ALL_ACCEPTED)}>
              {labels.acceptAll}
            </Button>
            <Button className="cmsb-cookie-notice__choice" onClick={() => decide(ALL_REJECTED)}>
              {labels.rejectAll}
            </Button>
            <a className="cmsb-cookie-notice__settings" href={settingsPath}>
              {labels.settings}
            </a>
          </div>
        </section>
      )}
    </div>
  );
}
