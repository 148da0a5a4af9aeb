import { largestFitting } from '../../../../blocks/conference/conference-badge-print/fit-badge.ts';

describe('largestFitting', () => {
  it('keeps the largest size when it fits, trying nothing smaller', () => {
    const tried: number[] = [];
    expect(largestFitting(12, 52.8, (size) => (tried.push(size), true))).toBe(52.8);
    expect(tried).toEqual([52.8]);
  });

  it('finds the largest size that fits, to within its precision, never above it', () => {
    const size = largestFitting(12, 52.8, (candidate) => candidate <= 30.1);
    expect(size).toBeLessThanOrEqual(30.1);
    expect(size).toBeGreaterThan(30.1 - 0.25);
  });

  it('answers the smallest size when none fits', () => {
    expect(largestFitting(12, 52.8, () => false)).toBe(12);
  });
});
