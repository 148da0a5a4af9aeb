import {
  editCardNumber,
  groupCardNumber,
  MAX_CARD_DIGITS,
} from '../../../../../../blocks/commerce/cart/forms/card-number-format.ts';

describe('groupCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['', ''],
    ['4242-4242 42a42', '4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['6011111111111111117', '6011 1111 1111 1111 117'],
  ])('groups %j as %j', (typed, grouped) => {
    expect(groupCardNumber(typed)).toBe(grouped);
  });

  it(`keeps at most ${MAX_CARD_DIGITS} digits, and a long number of a short brand keeps its extra digits`, () => {
    expect(groupCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(groupCardNumber('3056930902590412')).toBe('3056 930902 5904 12');
  });
});

describe('editCardNumber', () => {
  it('groups as the shopper types, the caret after the typed digit', () => {
    expect(editCardNumber({ previous: '4242', typed: '42424', caret: 5, inputType: 'insertText' })).toEqual({
      value: '4242 4',
      caret: 6,
    });
  });

  it('keeps the caret beside its digit when typing in the middle', () => {
    // '4242 4242' with the caret after the second digit, typing 9.
    expect(editCardNumber({ previous: '4242 4242', typed: '42942 4242', caret: 3, inputType: 'insertText' })).toEqual({
      value: '4294 2424 2',
      caret: 3,
    });
  });

  it('regroups a pasted number and puts the caret at its end', () => {
    expect(editCardNumber({ previous: '', typed: '4242-4242-4242-4242', caret: 19, inputType: 'insertFromPaste' })).toEqual({
      value: '4242 4242 4242 4242',
      caret: 19,
    });
  });

  it('deletes the digit before a space when Backspace removes only the space', () => {
    expect(editCardNumber({ previous: '4242 4', typed: '42424', caret: 4, inputType: 'deleteContentBackward' })).toEqual({
      value: '4244',
      caret: 3,
    });
  });

  it('deletes the digit after a space when Delete removes only the space', () => {
    expect(editCardNumber({ previous: '4242 4242', typed: '42424242', caret: 4, inputType: 'deleteContentForward' })).toEqual({
      value: '4242 242',
      caret: 4,
    });
  });

  it('regroups after a digit is deleted, the caret where the digit was', () => {
    expect(editCardNumber({ previous: '4242 4242', typed: '4242 242', caret: 5, inputType: 'deleteContentBackward' })).toEqual({
      value: '4242 242',
      caret: 4,
    });
  });
});
