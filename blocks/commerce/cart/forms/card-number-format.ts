/** The longest card number (commerce spec: 13 to 19 digits). */
export const MAX_CARD_DIGITS = 19;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Group sizes as printed on the card: American Express 4-6-5, Diners Club 4-6-4, every other 4-4-4-4-3. */
function groupSizes(digits: string): readonly number[] {
  if (/^3[47]/.test(digits)) return [4, 6, 5];
  if (/^3(?:0[0-5]|[689])/.test(digits)) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** The digits of `text` in the card's groups, e.g. '4242 4242 4242 4242'; anything else is dropped. */
export function groupCardNumber(text: string): string {
  const digits = onlyDigits(text).slice(0, MAX_CARD_DIGITS);
  const groups: string[] = [];
  let start = 0;
  for (const size of groupSizes(digits)) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  // A number longer than its brand's usual length keeps its extra digits in one last group.
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.join(' ');
}

/** The position just after the `count`-th digit of `value` (0 for none). */
function caretAfterDigits(value: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (/\d/.test(value.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return value.length;
}

export interface CardNumberEdit {
  /** The field's value before the edit. */
  previous: string;
  /** The field's value as the browser has it after the edit. */
  typed: string;
  /** The caret after the edit (selectionStart). */
  caret: number;
  /** The InputEvent's inputType, e.g. 'deleteContentBackward'. */
  inputType?: string;
}

/**
 * Regroups the number after an edit and keeps the caret beside the same digit. Deleting only a
 * group's space deletes the digit beside it instead, as the shopper meant (the space would come back).
 */
export function editCardNumber({ previous, typed, caret, inputType = '' }: CardNumberEdit): { value: string; caret: number } {
  let digits = onlyDigits(typed);
  let before = onlyDigits(typed.slice(0, caret)).length;
  const removedSpaceOnly = typed.length < previous.length && digits === onlyDigits(previous);
  if (removedSpaceOnly && inputType === 'deleteContentBackward' && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  } else if (removedSpaceOnly && inputType === 'deleteContentForward') {
    digits = digits.slice(0, before) + digits.slice(before + 1);
  }
  const value = groupCardNumber(digits);
  return { value, caret: caretAfterDigits(value, Math.min(before, MAX_CARD_DIGITS)) };
}
