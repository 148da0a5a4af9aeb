import { describe, expect, it } from 'vitest';
import { orderStatusLabels, orderStatusText } from '../../../../blocks/commerce/cart/pages/account-pages.tsx';

describe('orderStatusText', () => {
  it("shows a listed status's label", () => {
    expect(orderStatusText('placed', orderStatusLabels.defaults)).toBe('Placed');
    expect(orderStatusText('active', orderStatusLabels.defaults)).toBe('In progress');
  });

  it('makes an unlisted status readable', () => {
    expect(orderStatusText('ON_HOLD', orderStatusLabels.defaults)).toBe('On hold');
    expect(orderStatusText('back-ordered', orderStatusLabels.defaults)).toBe('Back ordered');
  });

  it("takes a host's override", () => {
    expect(orderStatusText('placed', { ...orderStatusLabels.defaults, placed: 'Bestellt' })).toBe('Bestellt');
  });
});
