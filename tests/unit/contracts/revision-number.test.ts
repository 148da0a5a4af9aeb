import { parseRevisionNumber } from '#contracts/cms-pages.ts';

describe('a revision number in a path', () => {
  it('reads digits from 1 up to the largest the database holds', () => {
    expect(parseRevisionNumber('1')).toBe(1);
    expect(parseRevisionNumber('42')).toBe(42);
    expect(parseRevisionNumber('2147483647')).toBe(2 ** 31 - 1);
  });

  it('names no revision for anything else', () => {
    for (const text of ['', '0', '01', '-1', '1.5', '1e3', ' 1', '2147483648', '99999999999', 'abc']) {
      expect(parseRevisionNumber(text)).toBeNull();
    }
  });
});
