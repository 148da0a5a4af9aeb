import { describe, expect, it } from 'vitest';
import { repeatedSaveNotice, validateCardForm } from '#validation/index.ts';

const today = new Date(2025, 5, 15);
const valid = {
  cardNumber: '4111 1111 1111 1111',
  nameOnCard: 'Ada Lovelace',
  expirationMonth: '6',
  expirationYear: '2025',
  verificationCode: '123',
};

describe('validateCardForm', () => {
  it('passes a complete card', () => {
    expect(validateCardForm(valid, { form: 'newer', country: 'USA', requireCvv: true, today })).toEqual({});
  });

  it('requires name, month and year on the newer form', () => {
    const errors = validateCardForm(
      { ...valid, nameOnCard: ' ', expirationMonth: '', expirationYear: '' },
      { form: 'newer', country: 'USA', requireCvv: true, today },
    );
    expect(errors).toEqual({ nameOnCard: 'Required', expirationMonth: 'Required', expirationYear: 'Required' });
  });

  it('does not require the name on the legacy form, and skips the code unless the country needs it', () => {
    const errors = validateCardForm(
      { ...valid, nameOnCard: '', verificationCode: '' },
      { form: 'legacy', country: 'USA', requireCvv: false, today },
    );
    expect(errors).toEqual({});
  });

  it('reports card number, expiry and code problems', () => {
    const errors = validateCardForm(
      { ...valid, cardNumber: '4111111111111112', expirationMonth: '5', verificationCode: '12' },
      { form: 'legacy', country: 'USA', requireCvv: true, today },
    );
    expect(errors).toEqual({
      cardNumber: 'Invalid Number',
      expirationMonth: 'Invalid Month',
      expirationYear: 'Invalid Year',
      verificationCode: 'Invalid CVV',
    });
  });

  it('uses the store country for the card number', () => {
    const card = { ...valid, cardNumber: '1111' };
    expect(validateCardForm(card, { form: 'newer', country: 'PHL', requireCvv: true, today })).toEqual({});
    expect(validateCardForm(card, { form: 'newer', country: 'USA', requireCvv: true, today })).toEqual({
      cardNumber: 'Invalid Number',
    });
  });
});

describe('repeatedSaveNotice', () => {
  it('shows the notice only while the captcha has a response', () => {
    expect(repeatedSaveNotice('token')).toBe(
      'Repeated save attempts disabled by reCAPTCHA, please wait a few moments before saving.',
    );
    expect(repeatedSaveNotice('')).toBeNull();
    expect(repeatedSaveNotice(null)).toBeNull();
  });
});
