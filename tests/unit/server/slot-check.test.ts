import { checkSlots } from '#server/content-check.ts';
import { demoCmsPages } from '../../../server/db/seed-pages.ts';
import { testBlockManifest } from '../../support/block-manifest.ts';

const check = (html: string) => checkSlots(html, testBlockManifest);

describe('checkSlots', () => {
  it('accepts known blocks with valid props, without props or with empty ones', () => {
    expect(
      check(`<p>x</p><div data-block="spacer-medium"></div><div data-block="spacer-medium" data-props=""></div>
<div data-block="add-to-cart" data-props='{"productId":"P100","showBvPv":true}'></div>
<div data-block="add-to-cart-button" data-props="{&quot;skuNumber&quot;:&quot;TEA12&quot;}"></div>`),
    ).toEqual([]);
  });

  it('numbers the slots in document order, nested ones too, and names the unknown block', () => {
    expect(check('<div data-block="spacer-medium"></div><blockquote><div data-block="nope"></div></blockquote>')).toEqual([
      {
        slot: 2,
        block: 'nope',
        code: 'unknownBlock',
        text: 'Slot 2: this site has no block "nope". Remove it, or insert a block from the list instead.',
      },
    ]);
    expect(check('<div data-block=""></div>')).toEqual([
      {
        slot: 1,
        block: '',
        code: 'unknownBlock',
        text: 'Slot 1: this site has no block "". Remove it, or insert a block from the list instead.',
      },
    ]);
  });

  it.each(['{oops', '[1]', '"text"', 'null', '42'])('refuses data-props %s: not a JSON object', (props) => {
    expect(check(`<div data-block="spacer-medium" data-props='${props}'></div>`)).toEqual([
      {
        slot: 1,
        block: 'spacer-medium',
        code: 'invalidJson',
        text: 'Slot 1 (Spacer (medium)): its settings cannot be read. Remove the block and insert it again.',
      },
    ]);
  });

  it("refuses props that fail the block's JSON Schema, naming the block and each prop by its title and what to do", () => {
    const [problem, ...more] = check(
      `<div data-block="spacer-medium"></div><div data-block="add-to-cart-button" data-props='{"skuNumber":"TEA 12","qty":0}'></div>`,
    );
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ slot: 2, block: 'add-to-cart-button', code: 'invalidProps' });
    expect(problem?.text).toBe(
      'Slot 2 (Add to cart button): "SKU" is not in the form this block expects: check it. "Quantity" must be at least 1.',
    );
    expect(check(`<div data-block="add-to-cart-button" data-props='{}'></div>`)[0]?.text).toBe(
      'Slot 1 (Add to cart button): Fill in "SKU".',
    );
    expect(check(`<div data-block="add-to-cart" data-props='{"productId":"no such id!"}'></div>`)[0]?.text).toBe(
      'Slot 1 (Add to cart): Choose a product for "Product".',
    );
    expect(check(`<div data-block="spacer-medium" data-props='{"spacing":"huge"}'></div>`)[0]?.text).toBe(
      'Slot 1 (Spacer (medium)): This block has no setting "spacing": edit the block and save it again.',
    );
  });

  it('answers one problem per broken slot', () => {
    const problems = check(
      `<div data-block="nope"></div><div data-block="spacer-medium" data-props="{"></div><div data-block="add-to-cart-button"></div>`,
    );
    expect(problems.map(({ slot, code }) => [slot, code])).toEqual([
      [1, 'unknownBlock'],
      [2, 'invalidJson'],
      [3, 'invalidProps'],
    ]);
  });

  it.each(demoCmsPages)('accepts the slots of the seeded page $slug', ({ content }) => {
    expect(content).toContain('data-block=');
    expect(check(content)).toEqual([]);
  });
});
