import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dateSchema, parseDate, validateDate } from '#validation/index.ts';

const today = new Date(2025, 5, 15); // 15 June 2025
const message = 'Date must be valid and follow given format';
const dayFirst = { format: 'dd/MM/yyyy', today } as const;
const monthFirst = { format: 'MM/dd/yyyy', today } as const;

describe('parseDate', () => {
  it('reads day and month in the order of the format', () => {
    expect(parseDate('03/04/2030', 'dd/MM/yyyy')).toEqual({ year: 2030, month: 4, day: 3 });
    expect(parseDate('03/04/2030', 'MM/dd/yyyy')).toEqual({ year: 2030, month: 3, day: 4 });
  });

  it('refuses days that do not exist', () => {
    expect(parseDate('31/02/2030', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('31/04/2030', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('02/31/2030', 'MM/dd/yyyy')).toBeNull();
    expect(parseDate('13/01/2030', 'MM/dd/yyyy')).toBeNull();
    expect(parseDate('00/01/2030', 'dd/MM/yyyy')).toBeNull();
  });

  it('knows leap years', () => {
    expect(parseDate('29/02/2028', 'dd/MM/yyyy')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('29/02/2027', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('02/29/2100', 'MM/dd/yyyy')).toBeNull();
    expect(parseDate('02/29/2400', 'MM/dd/yyyy')).toEqual({ year: 2400, month: 2, day: 29 });
  });
});

describe('validateDate', () => {
  it('accepts a later date in both formats', () => {
    expect(validateDate('16/06/2025', dayFirst)).toBeNull();
    expect(validateDate('06/16/2025', monthFirst)).toBeNull();
    expect(validateDate('1/7/2025', dayFirst)).toBeNull();
  });

  it('refuses today itself and earlier days', () => {
    expect(validateDate('15/06/2025', dayFirst)).toBe(message);
    expect(validateDate('06/15/2025', monthFirst)).toBe(message);
    expect(validateDate('14/06/2025', dayFirst)).toBe(message);
    expect(validateDate('01/01/2020', dayFirst)).toBe(message);
  });

  it('accepts 29 February only in a leap year', () => {
    expect(validateDate('29/02/2028', dayFirst)).toBeNull();
    expect(validateDate('02/29/2028', monthFirst)).toBeNull();
    expect(validateDate('29/02/2027', dayFirst)).toBe(message);
    expect(validateDate('02/29/2027', monthFirst)).toBe(message);
  });

  it('refuses a date written in the other order when that order is impossible', () => {
    expect(validateDate('25/12/2030', monthFirst)).toBe(message);
    expect(validateDate('12/25/2030', dayFirst)).toBe(message);
  });

  it.each(['16/06/25', '16/06/02025', '16-06-2025', '2025-06-16', '', 'soon', '16/06/2025 extra'])('refuses %j', (text) => {
    expect(validateDate(text, dayFirst)).toBe(message);
  });

  it('shares the rule with the schema', () => {
    expect(v.is(dateSchema('dd/MM/yyyy'), '31/12/2999')).toBe(true);
    expect(v.safeParse(dateSchema('MM/dd/yyyy'), '31/12/2999').issues?.[0]?.message).toBe(message);
  });
});
