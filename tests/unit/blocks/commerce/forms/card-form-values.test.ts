import * as v from 'valibot';
import { emptyCardForm, testCardValues, toCardInfo } from '../../../../../blocks/commerce/cart/forms/card-form-values.ts';
import { withCurrentOption } from '#ui/forms/select-field.tsx';
import { monthOptions, yearOptions } from '../../../../../blocks/commerce/cart/forms/select-options.ts';
import { CardInfoSchema } from '#contracts/commerce.ts';
import { validateCardForm } from '#validation/index.ts';

const today = new Date(2025, 5, 15);

describe('emptyCardForm', () => {
  it('has every field empty', () => {
    expect(emptyCardForm()).toEqual({
      cardNumber: '',
      nameOnCard: '',
      expirationMonth: '',
      expirationYear: '',
      verificationCode: '',
    });
  });

  it('fails validation on every field the newer form requires', () => {
    expect(validateCardForm(emptyCardForm(), { form: 'newer', country: 'USA', requireCvv: true, today })).toEqual({
      cardNumber: 'Required',
      nameOnCard: 'Required',
      expirationMonth: 'Required',
      expirationYear: 'Required',
      verificationCode: 'Invalid CVV',
    });
  });
});

describe('testCardValues', () => {
  it('is the approved test card, December two years on, CVV 123', () => {
    expect(testCardValues(today)).toEqual({
      cardNumber: '4242 4242 4242 4242',
      nameOnCard: 'Test Customer',
      expirationMonth: '12',
      expirationYear: '2027',
      verificationCode: '123',
    });
  });

  it.each(['newer', 'legacy'] as const)('passes the %s form validation', (form) => {
    expect(validateCardForm(testCardValues(today), { form, country: 'USA', requireCvv: true, today })).toEqual({});
  });

  it('offers its year among the choices of both forms', () => {
    const year = testCardValues(today).expirationYear;
    expect(yearOptions(today, 15).map((o) => o.value)).toContain(year);
    expect(monthOptions().map((o) => o.value)).toContain(testCardValues(today).expirationMonth);
  });
});

describe('toCardInfo', () => {
  it('removes the spaces from the number and trims the name', () => {
    const info = toCardInfo({ ...testCardValues(today), nameOnCard: '  Test Customer ' });
    expect(info).toEqual({
      cardNumber: '4242424242424242',
      nameOnCard: 'Test Customer',
      expirationMonth: '12',
      expirationYear: '2027',
      verificationCode: '123',
    });
    expect(v.safeParse(CardInfoSchema, info).success).toBe(true);
  });

  it('leaves the verification code out when the order does not ask for it or it is empty', () => {
    expect(toCardInfo(testCardValues(today), { requireCvv: false })).not.toHaveProperty('verificationCode');
    expect(toCardInfo({ ...testCardValues(today), verificationCode: ' ' })).not.toHaveProperty('verificationCode');
    expect(toCardInfo({ ...testCardValues(today), verificationCode: undefined })).not.toHaveProperty('verificationCode');
  });
});

describe('select options', () => {
  it('offers months 1 to 12, shown with two digits', () => {
    const months = monthOptions();
    expect(months.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(months[0]).toEqual({ value: '1', label: '01' });
  });

  it('offers the current year through the span', () => {
    const years = yearOptions(today, 20).map((o) => o.value);
    expect(years[0]).toBe('2025');
    expect(years.at(-1)).toBe('2045');
    expect(years).toHaveLength(21);
  });

  it('adds a held value that is not offered, and nothing for an empty or offered one', () => {
    const options = yearOptions(today, 1);
    expect(withCurrentOption(options, '2020').map((o) => o.value)).toEqual(['2025', '2026', '2020']);
    expect(withCurrentOption(options, '2026')).toBe(options);
    expect(withCurrentOption(options, '')).toBe(options);
    expect(withCurrentOption(options, null)).toBe(options);
  });
});
