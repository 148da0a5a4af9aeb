import { useState } from 'react';
import type { CookieNoticeMessage } from '#contracts/cookie-notice.ts';
import { formatDate } from '#format/dates.ts';
import { recordConsent, withdrawConsent } from '#host/consent-record.ts';
import { OPTIONAL_CATEGORIES, type ConsentChoices, type ConsentDecision } from '#host/consent.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { CheckboxField } from '#ui/forms/checkbox-field.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ALL_ACCEPTED, ALL_REJECTED, isOutdated } from '../shared/cookie-consent/consent-rules.ts';
import { useConsentDecision } from '../shared/cookie-consent/use-consent-decision.ts';
import { useCookieNoticeMessage } from '../shared/cookie-consent/use-cookie-notice-message.ts';
import css from './cookie-settings.css?inline';
import { cookieSettingsLabels } from './labels.ts';
import { categoryTexts, initialChoices, statusText, type SettingsStatus } from './settings-state.ts';

/**
 * The cookie settings page: one checkbox per optional category, Save choices, Accept all and
 * Reject all, the current decision with its date, and Withdraw consent.
 */
export function CookieSettings() {
  useStyles(css);
  const labels = useLabels(cookieSettingsLabels);
  const { locale } = useHostConfig();
  const message = useCookieNoticeMessage();
  const decision = useConsentDecision();
  const [status, setStatus] = useState<SettingsStatus>('idle');

  const decide = (choices: ConsentChoices) => {
    if (!message.data) return;
    recordConsent(choices, message.data.revision);
    setStatus('saved');
  };
  const withdraw = () => {
    if (!decision) return;
    withdrawConsent();
    setStatus('withdrawn');
  };

  const decidedOn = decision && formatDate(new Date(decision.decidedAt), locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <div className="cmsb-cookie-settings" data-state={status}>
      <p className="cmsb-cookie-settings__intro">{labels.intro}</p>
      <p className="cmsb-cookie-settings__current" data-decided={decision ? 'yes' : 'no'}>
        {decidedOn === null
          ? labels.noDecision
          : fillLabel(isOutdated(message.data, decision) ? labels.outdated : labels.decidedOn, { date: decidedOn })}
      </p>
      {message.isError && (
        <ErrorBanner
          message={labels.loadError}
          takesFocus={false}
          action={
            <Button variant="secondary" onClick={() => void message.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      )}
      {/* note: keyed by the decision, so a choice made elsewhere (the notice, another tab) resets the form to it. */}
      <ChoicesForm key={decision?.decidedAt ?? 'none'} decision={decision} message={message.data} onDecide={decide} />
      <Button
        variant="secondary"
        className="cmsb-cookie-settings__withdraw"
        // note: aria-disabled, not disabled, keeps the focus on the button once it has done its work.
        aria-disabled={decision ? undefined : true}
        onClick={withdraw}
      >
        {labels.withdraw}
      </Button>
      <p role="status" className="cmsb-cookie-settings__status">
        {statusText(status, labels)}
      </p>
    </div>
  );
}

interface ChoicesFormProps {
  decision: ConsentDecision | null;
  /** The server's setting; until it is known nothing can be recorded (the decision needs its revision). */
  message: CookieNoticeMessage | undefined;
  onDecide: (choices: ConsentChoices) => void;
}

function ChoicesForm({ decision, message, onDecide }: ChoicesFormProps) {
  const labels = useLabels(cookieSettingsLabels);
  const [choices, setChoices] = useState(() => initialChoices(decision));
  const texts = categoryTexts(labels);
  const waiting = message === undefined;
  return (
    <form
      className="cmsb-cookie-settings__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onDecide(choices);
      }}
    >
      <fieldset className="cmsb-cookie-settings__categories">
        <legend className="cmsb-cookie-settings__legend">{labels.categories}</legend>
        <CheckboxField label={labels.necessary} hint={labels.necessaryDescription} name="necessary" checked disabled readOnly />
        {OPTIONAL_CATEGORIES.map((category) => (
          <CheckboxField
            key={category}
            label={texts[category].label}
            hint={texts[category].description}
            name={category}
            checked={choices[category]}
            onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
          />
        ))}
      </fieldset>
      <div className="cmsb-cookie-settings__actions">
        <Button type="submit" disabled={waiting}>
          {labels.save}
        </Button>
        <Button variant="secondary" disabled={waiting} onClick={() => onDecide(ALL_ACCEPTED)}>
          {labels.acceptAll}
        </Button>
        <Button variant="secondary" disabled={waiting} onClick={() => onDecide(ALL_REJECTED)}>
          {labels.rejectAll}
        </Button>
      </div>
    </form>
  );
}
