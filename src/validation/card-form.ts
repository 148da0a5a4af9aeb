import { validateCardNumber } from './card-number.ts';
import { validateCvv } from './cvv.ts';
import { validateExpiry, type TodayOption } from './card-expiry.ts';
import { REPEATED_SAVE_MESSAGE } from './messages.ts';
import { isFilled, requireFields, type FieldErrors } from './required.ts';

export type CardField = 'cardNumber' | 'nameOnCard' | 'expirationMonth' | 'expirationYear' | 'verificationCode';

export interface CardFormValues {
  cardNumber: string;
  nameOnCard: string;
  expirationMonth: string;
  expirationYear: string;
  verificationCode?: string;
}

export interface CardFormOptions extends TodayOption {
  form: 'newer' | 'legacy';
  /** ISO3 code of the store country. */
  country: string;
  /** The legacy form asks for the code only when the order attribute isCountryRequireCvv is true. */
  requireCvv: boolean;
}

export function validateCardForm(values: CardFormValues, options: CardFormOptions): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> =
    options.form === 'newer' ? requireFields(values, ['nameOnCard', 'expirationMonth', 'expirationYear']) : {};

  const cardNumber = validateCardNumber(values.cardNumber, options);
  if (cardNumber) errors.cardNumber = cardNumber;

  if (!errors.expirationMonth && !errors.expirationYear) {
    const expiry = validateExpiry({ month: values.expirationMonth, year: values.expirationYear }, options);
    if (expiry) {
      errors.expirationMonth = expiry.month;
      errors.expirationYear = expiry.year;
    }
  }

  if (options.requireCvv) {
    const cvv = validateCvv(values.verificationCode ?? '');
    if (cvv) errors.verificationCode = cvv;
  }
  return errors;
}

/** The legacy form refuses to save again while the captcha still holds a response. */
export function repeatedSaveNotice(captchaResponse: string | null | undefined): string | null {
  return isFilled(captchaResponse) ? REPEATED_SAVE_MESSAGE : null;
}
