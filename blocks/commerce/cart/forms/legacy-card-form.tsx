import { useId } from 'react';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { LEGACY_FORM_YEAR_SPAN, repeatedSaveNotice } from '#validation/index.ts';
import { CardNumberField, CvvField, ExpiryFields, NameOnCardField, useCardFields } from './card-fields.tsx';
import css from './card-form.css?inline';
import type { CardFormProps } from './card-form-values.ts';
import { cardFormLabels } from './labels.ts';

export interface LegacyCardFormProps extends CardFormProps {
  /** The reCAPTCHA response already given; while it is non-empty a repeated save is refused. */
  captchaResponse?: string | null;
  /** Level of the 'Credit Card Information' heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The legacy credit card form under its 'Credit Card Information' heading: Card Number,
 * Expiration Date, Verification Code and Name on Card, the newer form's order, on screen and for
 * the keyboard. The page shows its errors (e.g. the failed-authentication warning) in its one
 * error region; the form keeps only the repeated-save notice, which is about the form itself.
 */
export function LegacyCardForm(props: LegacyCardFormProps) {
  useStyles(css);
  const labels = useLabels(cardFormLabels);
  const headingId = useId();
  const { requireCvv, today = new Date(), captchaResponse, headingLevel = 2, children } = props;
  const Heading = `h${headingLevel}` as const;
  const { bind, ref } = useCardFields(props, 'legacy');
  return (
    <section ref={ref} className="cmsb-card-form cmsb-card-form--legacy" aria-labelledby={headingId}>
      <Heading id={headingId} className="cmsb-card-form__heading">
        {labels.legacyHeading}
      </Heading>
      {repeatedSaveNotice(captchaResponse) !== null && (
        <Alert type="warning" className="cmsb-card-form__notice">
          {labels.repeatedSave}
        </Alert>
      )}
      <CardNumberField {...bind('cardNumber')} label={labels.cardNumber} className="cmsb-card-form__number" />
      <fieldset className="cmsb-card-form__expiry">
        <legend className="cmsb-card-form__legend">{labels.expirationDate}</legend>
        <div className="cmsb-card-form__expiry-row">
          <ExpiryFields bind={bind} labels={labels} today={today} span={LEGACY_FORM_YEAR_SPAN} />
        </div>
      </fieldset>
      {requireCvv && <CvvField {...bind('verificationCode')} label={labels.verificationCode} className="cmsb-card-form__cvv" />}
      <NameOnCardField {...bind('nameOnCard')} label={labels.nameOnCard} className="cmsb-card-form__name" />
      {children != null && <div className="cmsb-card-form__actions">{children}</div>}
    </section>
  );
}
