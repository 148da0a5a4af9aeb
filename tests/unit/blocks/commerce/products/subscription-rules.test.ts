import { describe, expect, it } from 'vitest';
import { subscriptionPrice } from '../../../../../blocks/commerce/product-detail-page-top/subscription-rules.ts';

describe('subscriptionPrice', () => {
  it('takes the percent off, rounded to the cent as the server does', () => {
    expect(subscriptionPrice(12.5, 10)).toBe(11.25);
    expect(subscriptionPrice(24.5, 15)).toBe(20.82);
    expect(subscriptionPrice(0.05, 10)).toBe(0.04);
    expect(subscriptionPrice(29, 0)).toBe(29);
  });
});
