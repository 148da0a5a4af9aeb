import { useLabels } from '#host/labels.ts';
import { classNames } from '#ui/class-names.ts';
import { useStyles } from '#ui/use-styles.ts';
import { NEWER_FORM_YEAR_SPAN } from '#validation/index.ts';
import { CardNumberField, CvvField, ExpiryFields, NameOnCardField, useCardFields } from './card-fields.tsx';
import css from './card-form.css?inline';
import type { CardFormProps } from './card-form-values.ts';
import { cardFormLabels } from './labels.ts';

export type NewerCardFormProps = CardFormProps;

/**
 * The newer credit card form: Card Number, Month, Year, CVV and Name on Card, in that order on
 * screen and for the keyboard. CSS grid areas put the CVV beside month and year, or under them
 * (its own row) when the form is narrow; the order never changes.
 */
export function NewerCardForm(props: NewerCardFormProps) {
  useStyles(css);
  const labels = useLabels(cardFormLabels);
  const { requireCvv, today = new Date(), children } = props;
  const { bind, ref } = useCardFields(props, 'newer');
  return (
    <div ref={ref} className="cmsb-card-form cmsb-card-form--newer">
      <div
        role="group"
        aria-label={labels.cardDetails}
        className={classNames('cmsb-card-form__grid', !requireCvv && 'cmsb-card-form__grid--no-cvv')}
      >
        <CardNumberField {...bind('cardNumber')} label={labels.cardNumber} className="cmsb-card-form__number" />
        <ExpiryFields bind={bind} labels={labels} today={today} span={NEWER_FORM_YEAR_SPAN} />
        {requireCvv && <CvvField {...bind('verificationCode')} label={labels.cvv} className="cmsb-card-form__cvv" />}
        <NameOnCardField {...bind('nameOnCard')} label={labels.nameOnCard} required className="cmsb-card-form__name" />
      </div>
      {children != null && <div className="cmsb-card-form__actions">{children}</div>}
    </div>
  );
}
