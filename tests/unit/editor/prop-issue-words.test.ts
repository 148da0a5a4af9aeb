import { describe, expect, it } from 'vitest';
import { LINK_WORDS } from '#contracts/prop-words.ts';
import { explainProps } from '#editor/preview/prop-issue-words.ts';
import addToCartButton from '../../../blocks/commerce/add-to-cart-button/index.ts';
import cart from '../../../blocks/commerce/cart/index.ts';
import productGallery from '../../../blocks/commerce/product-gallery/index.ts';
import quickShop from '../../../blocks/commerce/quick-shop/index.ts';
import productCircle from '../../../blocks/site/product-circle/index.ts';
import returnToTop from '../../../blocks/site/return-to-top/index.ts';
import spacerMedium from '../../../blocks/site/spacer-medium/index.ts';

describe("a failed preview's notice, in the words of the editor's form and the server's save", () => {
  it('names the block and the prop by their titles, and says what to do', () => {
    expect(explainProps(addToCartButton, { skuNumber: 'TEA12', qty: 0 })).toBe(
      'Add to cart button: "Quantity" must be at least 1.',
    );
    expect(explainProps(productGallery, {})).toBe(`${productGallery.title}: Choose a product for "Product".`);
    // a reference the picker writes is always in form: choosing again mends a malformed one
    expect(explainProps(productGallery, { productId: '../x' })).toBe(`${productGallery.title}: Choose a product for "Product".`);
    expect(explainProps(cart, { view: 'full' })).toBe(`${cart.title}: Choose one of the options for "View".`);
    expect(explainProps(returnToTop, { threshold: 1.5 })).toMatch(
      new RegExp(`^${returnToTop.title}: "[^"]+" must be a whole number\\.$`),
    );
    expect(explainProps(spacerMedium, { spacing: 2 })).toBe(
      `${spacerMedium.title}: This block has no setting "spacing": edit the block and save it again.`,
    );
  });

  it('says what a link must start with, and points into lists', () => {
    const category = { imageUrl: 'javascript:x', label: 'Oils', action: 'popup' };
    expect(explainProps(productCircle, { categories: [category] })).toBe(
      `${productCircle.title}: Category 1: "Image": ${LINK_WORDS}`,
    );
    expect(explainProps(productCircle, { categories: [{ ...category, imageUrl: '/a.png', label: '' }] })).toBe(
      `${productCircle.title}: Category 1: Fill in "Name".`,
    );
    expect(explainProps(quickShop, { sections: [{ title: 'Oils', productIds: [] }] })).toBe(
      `${quickShop.title}: Section 1: Add at least 1 to "Products".`,
    );
  });
});
