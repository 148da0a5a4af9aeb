import type { ReactNode } from 'react';
import type { CardInfo } from '#contracts/commerce.ts';
import { normalizeCardNumber, type CardField, type CardFormValues } from '#validation/index.ts';

export type { CardField, CardFormValues };

/**
 * Props both card forms share. The forms are controlled and never keep or store card data. They
 * check their own fields with the card rules (validateCardForm) and show each error as the shared
 * field behaviour says; place them inside the <form> whose submit should show every error.
 */
export interface CardFormProps {
  value: CardFormValues;
  onChange: (next: CardFormValues) => void;
  /** The order attribute isCountryRequireCvv: the CVV / Verification Code field shows only when true. */
  requireCvv: boolean;
  disabled?: boolean;
  /** Decides the years offered; defaults to now. */
  today?: Date;
  /** Rendered after the fields, e.g. the Place Order button. */
  children?: ReactNode;
}

export function emptyCardForm(): CardFormValues {
  return { cardNumber: '', nameOnCard: '', expirationMonth: '', expirationYear: '', verificationCode: '' };
}

/** What the test-mode fill puts in: the approved gateway test card, expiring in December two years on. */
export function testCardValues(today: Date = new Date()): CardFormValues {
  return {
    cardNumber: '4242 4242 4242 4242',
    nameOnCard: 'Test Customer',
    expirationMonth: '12',
    expirationYear: String(today.getFullYear() + 2),
    verificationCode: '123',
  };
}

/**
 * The card info of the place-order request: the number without spaces, the name trimmed, and the
 * verification code only when the order asks for one and it was given.
 */
export function toCardInfo(values: CardFormValues, { requireCvv = true }: { requireCvv?: boolean } = {}): CardInfo {
  const info: CardInfo = {
    cardNumber: normalizeCardNumber(values.cardNumber),
    nameOnCard: values.nameOnCard.trim(),
    expirationMonth: values.expirationMonth,
    expirationYear: values.expirationYear,
  };
  const code = values.verificationCode?.trim() ?? '';
  if (requireCvv && code !== '') info.verificationCode = code;
  return info;
}
