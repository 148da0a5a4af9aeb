import { describe, expect, it } from 'vitest';
import cart from '../../../blocks/commerce/cart/index.ts';
import addToCartButton from '../../../blocks/commerce/add-to-cart-button/index.ts';
import productGallery from '../../../blocks/commerce/product-gallery/index.ts';
import quickShop from '../../../blocks/commerce/quick-shop/index.ts';
import returnToTop from '../../../blocks/site/return-to-top/index.ts';
import spacerMedium from '../../../blocks/site/spacer-medium/index.ts';
import { parsePropsAttribute, validateProps } from '#runtime/props.ts';

const problem = (block: { props: Parameters<typeof validateProps>[0] }, value: unknown) => {
  const result = validateProps(block.props, value);
  return result.ok ? null : result.problem;
};

describe('validateProps: messages for content administrators', () => {
  it('names an unknown prop of a block that takes none', () => {
    expect(problem(spacerMedium, { spacing: 'huge' })).toBe('Unknown prop "spacing". spacer-medium takes no props.');
  });

  it('names an unknown prop and lists the props the block takes', () => {
    expect(problem(returnToTop, { colour: 'red' })).toBe('Unknown prop "colour". return-to-top takes: threshold.');
    expect(problem(cart, { mode: 'x' })).toBe('Unknown prop "mode". cart takes: cardForm, view.');
  });

  it('says what type a prop must be and what it received', () => {
    expect(problem(returnToTop, { threshold: 'abc' })).toBe('Prop "threshold" must be a number (received "abc").');
    expect(problem(returnToTop, { threshold: 1.5 })).toBe('Prop "threshold" must be a whole number (received 1.5).');
    expect(problem(returnToTop, { threshold: -1 })).toBe('Prop "threshold" must be at least 0 (received -1).');
  });

  it('lists the allowed values of an enumerated prop', () => {
    expect(problem(cart, { view: 'full' })).toBe('Prop "view" must be one of "app", "mini" (received "full").');
  });

  it('gives lengths and patterns, and keeps a message the schema sets itself', () => {
    expect(problem(addToCartButton, { skuNumber: 'SKU 1' })).toBe('Prop "skuNumber" must match /^\\S+$/ (received "SKU 1").');
    expect(problem(addToCartButton, { skuNumber: 'S', label: '' })).toBe(
      'Prop "label" must have at least 1 character (it has 0).',
    );
    expect(problem(productGallery, { productId: '../x' })).toBe(
      'Prop "productId" is not valid: A product id is 1 to 64 letters, digits, "-" or "_".',
    );
  });

  it('points into nested props', () => {
    expect(problem(quickShop, { sections: [{ title: 'Oils', productIds: [], extra: 1 }] })).toBe(
      'Prop "sections[0].productIds" must have at least 1 item (it has 0). Prop "sections[0]" has an unknown key "extra".',
    );
  });

  it('reports props that are not an object, and every wrong prop at once', () => {
    expect(problem(returnToTop, 'big')).toBe('data-props must be an object (received "big").');
    expect(problem(returnToTop, ['big'])).toBe('data-props must be an object (received an array).');
    expect(problem(returnToTop, { threshold: 'abc', colour: 'red' })).toBe(
      'Prop "threshold" must be a number (received "abc"). Unknown prop "colour". return-to-top takes: threshold.',
    );
  });

  it('passes valid props through with their defaults', () => {
    expect(validateProps(returnToTop.props, {})).toEqual({ ok: true, value: { threshold: 400 } });
  });
});

describe('parsePropsAttribute', () => {
  it('reads JSON, takes a missing attribute as no props and says why JSON fails', () => {
    expect(parsePropsAttribute('{"threshold": 600}')).toEqual({ ok: true, value: { threshold: 600 } });
    expect(parsePropsAttribute(null)).toEqual({ ok: true, value: {} });
    expect(parsePropsAttribute('{threshold')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('data-props is not valid JSON'),
    });
  });
});
