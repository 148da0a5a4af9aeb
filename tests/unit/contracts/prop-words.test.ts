// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPropsSchema } from '#contracts/props-schema-check.ts';
import { LINK_WORDS, propProblemWords } from '#contracts/prop-words.ts';
import { buildManifest, type ManifestEntry } from '../../../registry/manifest.ts';

let entries: ManifestEntry[] = [];
beforeAll(async () => {
  ({ blocks: entries } = await buildManifest('test'));
});

const entry = (name: string) => {
  const found = entries.find((block) => block.name === name);
  if (!found) throw new Error(name);
  return found;
};
const jsonWords = (name: string, props: unknown) => checkPropsSchema(entry(name).props, props).map(({ message }) => message);

describe('propProblemWords', () => {
  it('asks to choose what a reference names, and to fill in any other prop', () => {
    expect(propProblemWords({ title: 'Product', reference: 'product' }, { kind: 'missing' })).toBe(
      'Choose a product for "Product".',
    );
    expect(propProblemWords({ title: 'Picture', reference: 'image' }, { kind: 'missing' })).toBe(
      'Choose an image for "Picture".',
    );
    // a kind as people read it, not its key
    expect(propProblemWords({ title: 'SKU', reference: 'sku' }, { kind: 'missing' })).toBe('Choose a SKU for "SKU".');
    expect(propProblemWords({ title: 'Distributor', reference: 'user' }, { kind: 'missing' })).toBe(
      'Choose a distributor for "Distributor".',
    );
    expect(propProblemWords({ title: 'SKU' }, { kind: 'missing' })).toBe('Fill in "SKU".');
    expect(propProblemWords({ title: 'SKU' }, { kind: 'minLength', limit: 1 })).toBe('Fill in "SKU".');
  });

  it('says the limit to keep to, and which item of a list', () => {
    expect(propProblemWords({ title: 'Quantity' }, { kind: 'minimum', limit: 1 })).toBe('"Quantity" must be at least 1.');
    expect(propProblemWords({ title: 'Button text' }, { kind: 'maxLength', limit: 80 })).toBe(
      'Shorten "Button text" to at most 80 characters.',
    );
    expect(propProblemWords({ title: 'Products', item: 2 }, { kind: 'pattern', source: 'x' })).toBe(
      '"Products" (item 2) is not in the form this block expects: check it.',
    );
  });
});

describe('the JSON Schema check (editor form, server save) in plain words', () => {
  it('names props by their titles and says what to do', () => {
    expect(jsonWords('add-to-cart-button', {})).toEqual(['Choose a SKU for "SKU".']);
    expect(jsonWords('add-to-cart-button', { skuNumber: 'TEA12', qty: 0 })).toEqual(['"Quantity" must be at least 1.']);
    expect(jsonWords('product-gallery', {})).toEqual(['Choose a product for "Product".']);
    expect(jsonWords('return-to-top', { threshold: 'far' })).toEqual([
      expect.stringMatching(/^"[^"]+" must be a whole number\.$/),
    ]);
    expect(jsonWords('cart', { view: 'full' })).toEqual(['Choose one of the options for "View".']);
    expect(jsonWords('spacer-medium', { spacing: 'huge' })).toEqual([
      'This block has no setting "spacing": edit the block and save it again.',
    ]);
  });

  it('says how a link must start', () => {
    const words = jsonWords('rotating-banner', { slides: [{ imageSrc: 'javascript:alert(1)', xsImageSrc: '/a.png' }] });
    expect(words.some((text) => text.endsWith(LINK_WORDS))).toBe(true);
    expect(words.join(' ')).not.toMatch(/wrong format|Instance|imageSrc/);
  });
});

describe('the JSON Schema check of links and lists', () => {
  it('says what a link must start with, and points into lists', () => {
    const category = { imageUrl: 'javascript:x', label: 'Oils', action: 'popup' };
    expect(jsonWords('product-circle', { categories: [category] })).toEqual([`Category 1: "Image": ${LINK_WORDS}`]);
    const sections = [{ title: 'Oils', productIds: [] }];
    expect(jsonWords('quick-shop', { sections })).toEqual(['Section 1: Add at least 1 to "Products".']);
  });
});
