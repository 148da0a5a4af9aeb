import type { JsonSchema } from '#contracts/json-schema.ts';
import { checkBlockProps } from '#editor/block-props-check.ts';
import { fieldFor, fieldsFor, type PropField } from '#editor/schema-fields.ts';
import { emptyGroup, propsFrom, valuesFor, withPicked, type FormValues } from '#editor/schema-values.ts';
import { realBlock } from './fixtures.ts';

const fieldsOf = (name: string) => fieldsFor(realBlock(name).props);
const fieldOf = (block: string, name: string): PropField => {
  const field = fieldsOf(block).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${block} has no prop ${name}`);
  return field;
};

describe('valuesFor', () => {
  it("fills each field's default, and '' where there is none", () => {
    expect(valuesFor(fieldsOf('add-to-cart-button'))).toEqual({ skuNumber: '', qty: '1', label: '' });
    expect(valuesFor(fieldsOf('cart'))).toEqual({ cardForm: 'newer', view: 'app' });
    expect(valuesFor(fieldsOf('add-to-cart'))).toEqual({ productId: '', showBvPv: false });
    expect(valuesFor(fieldsOf('suggested-products-v3'))).toEqual({
      productId: '',
      categoryName: '',
      count: '4',
      cartSystemId: 'default',
    });
    expect(valuesFor(fieldsOf('impersonation-banner'))).toEqual({ layout: '' });
    expect(valuesFor(fieldsOf('spacer-medium'))).toEqual({});
  });

  it("takes the slot's props over the defaults", () => {
    expect(valuesFor(fieldsOf('add-to-cart-button'), { skuNumber: 'TEA12', qty: 3 })).toEqual({
      skuNumber: 'TEA12',
      qty: '3',
      label: '',
    });
    expect(valuesFor(fieldsOf('cart'), { view: 'mini' })).toEqual({ cardForm: 'newer', view: 'mini' });
    expect(valuesFor(fieldsOf('add-to-cart'), { productId: 'P100', showBvPv: true })).toEqual({
      productId: 'P100',
      showBvPv: true,
    });
  });

  it('ignores a prop of the wrong type and starts from the default instead', () => {
    expect(valuesFor(fieldsOf('add-to-cart-button'), { skuNumber: 12, qty: 'three' })).toEqual({
      skuNumber: '',
      qty: '1',
      label: '',
    });
    expect(valuesFor(fieldsOf('add-to-cart'), { showBvPv: 'yes' })).toEqual({ productId: '', showBvPv: false });
  });

  it('writes an array of strings one per line and repeated groups as a list of values', () => {
    const fields = fieldsOf('quick-shop');
    expect(valuesFor(fields, { sections: [{ title: 'Teas', productIds: ['P1', 'P2'] }, { title: 'Mugs' }] })).toEqual({
      sections: [
        { title: 'Teas', productIds: 'P1\nP2' },
        { title: 'Mugs', productIds: '' },
      ],
    });
  });

  it('starts a required group with minItems empty items, an optional one with none', () => {
    expect(valuesFor(fieldsOf('quick-shop'))).toEqual({ sections: [{ title: '', productIds: '' }] });
    const optional = fieldFor('rows', { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } }, false);
    expect(valuesFor([optional])).toEqual({ rows: [] });
    const three = fieldFor(
      'rows',
      { type: 'array', minItems: 3, items: { type: 'object', properties: { a: { type: 'string' } } } },
      true,
    );
    expect(valuesFor([three])).toEqual({ rows: [{ a: '' }, { a: '' }, { a: '' }] });
  });

  it('drops group items that are not objects', () => {
    expect(valuesFor(fieldsOf('quick-shop'), { sections: ['x', null, { title: 'Teas' }] })).toEqual({
      sections: [{ title: 'Teas', productIds: '' }],
    });
  });

  it('an emptyGroup holds the defaults of its fields', () => {
    const sections = fieldsOf('quick-shop')[0]!;
    expect(sections.kind).toBe('groups');
    if (sections.kind === 'groups') expect(emptyGroup(sections.fields)).toEqual({ title: '', productIds: '' });
  });
});

describe('propsFrom: texts', () => {
  const fields = fieldsOf('add-to-cart-button');

  it("says 'Required' for an empty required field", () => {
    expect(propsFrom(fields, { skuNumber: '', qty: '1', label: '' })).toEqual({ props: {}, errors: { skuNumber: 'Required' } });
  });

  it('checks length (in code points) and pattern', () => {
    expect(propsFrom(fields, { skuNumber: 'S'.repeat(41), qty: '1', label: '' }).errors).toEqual({
      skuNumber: 'Enter at most 40 characters.',
    });
    expect(propsFrom(fields, { skuNumber: 'SKU 1', qty: '1', label: '' }).errors).toEqual({
      skuNumber: 'The value has the wrong format.',
    });
    const emoji = '😀'.repeat(40);
    expect(propsFrom(fields, { skuNumber: emoji, qty: '1', label: '' })).toEqual({ props: { skuNumber: emoji }, errors: {} });
    const min = [fieldFor('code', { type: 'string', minLength: 3 }, false)];
    expect(propsFrom(min, { code: 'ab' }).errors).toEqual({ code: 'Enter at least 3 characters.' });
    expect(propsFrom(min, { code: 'abc' })).toEqual({ props: { code: 'abc' }, errors: {} });
  });

  it('leaves an empty optional field out', () => {
    expect(propsFrom(fields, { skuNumber: 'TEA12', qty: '', label: '' })).toEqual({ props: { skuNumber: 'TEA12' }, errors: {} });
  });

  it("keeps '' of a field that may be empty on purpose only when the slot had it", () => {
    const productId = fieldsOf('add-to-cart');
    expect(propsFrom(productId, { productId: '', showBvPv: false })).toEqual({ props: {}, errors: {} });
    expect(propsFrom(productId, { productId: '', showBvPv: false }, { productId: 'P100' })).toEqual({
      props: { productId: '' },
      errors: {},
    });
    expect(propsFrom(productId, { productId: 'bad id!', showBvPv: false }).errors).toEqual({
      productId: 'The value has the wrong format.',
    });
  });

  it('leaves a value equal to its default out, unless the slot had the prop', () => {
    const v3 = fieldsOf('suggested-products-v3');
    const values = { productId: '', categoryName: 'Tea', count: '4', cartSystemId: 'default' };
    expect(propsFrom(v3, values)).toEqual({ props: { categoryName: 'Tea' }, errors: {} });
    expect(propsFrom(v3, values, { categoryName: 'Tea', count: 4, cartSystemId: 'default' })).toEqual({
      props: { categoryName: 'Tea', count: 4, cartSystemId: 'default' },
      errors: {},
    });
    expect(propsFrom(v3, { ...values, cartSystemId: 'eu' })).toEqual({
      props: { categoryName: 'Tea', cartSystemId: 'eu' },
      errors: {},
    });
  });

  it('a choice: its default left out, another option kept, an unset required one is Required', () => {
    const cart = fieldsOf('cart');
    expect(propsFrom(cart, { cardForm: 'newer', view: 'mini' })).toEqual({ props: { view: 'mini' }, errors: {} });
    expect(propsFrom(cart, { cardForm: 'newer', view: 'app' }, { view: 'app' })).toEqual({ props: { view: 'app' }, errors: {} });
    expect(propsFrom(fieldsOf('impersonation-banner'), { layout: '' })).toEqual({ props: {}, errors: {} });
    const size = [fieldFor('size', { enum: ['s', 'm'] }, true)];
    expect(propsFrom(size, { size: '' }).errors).toEqual({ size: 'Required' });
  });
});

describe('propsFrom: numbers', () => {
  const qty = fieldsOf('add-to-cart-button');
  const errorFor = (fields: readonly PropField[], name: string, value: string) =>
    propsFrom(fields, { [name]: value }).errors[name];

  it('gives the range of an integer with a minimum and a maximum', () => {
    expect(errorFor(qty, 'qty', '0')).toBe('Enter a number from 1 to 200.');
    expect(errorFor(qty, 'qty', '201')).toBe('Enter a number from 1 to 200.');
    expect(errorFor(qty, 'qty', '200')).toBeUndefined();
  });

  it('asks for a whole number and for a number', () => {
    expect(errorFor(qty, 'qty', '1.5')).toBe('Enter a whole number.');
    expect(errorFor(qty, 'qty', 'abc')).toBe('Enter a number.');
    expect(errorFor(qty, 'qty', 'Infinity')).toBe('Enter a number.');
  });

  it('gives a minimum alone and a maximum alone', () => {
    expect(errorFor(fieldsOf('return-to-top'), 'threshold', '-1')).toBe('Enter a number of at least 0.');
    const max = [fieldFor('ratio', { type: 'number', maximum: 1 }, false)];
    expect(errorFor(max, 'ratio', '1.5')).toBe('Enter a number of at most 1.');
    expect(propsFrom(max, { ratio: '0.25' })).toEqual({ props: { ratio: 0.25 }, errors: {} });
  });

  it('turns the text into a number, leaves the default and blanks out, and says Required when needed', () => {
    expect(propsFrom(qty, { skuNumber: 'A', qty: ' 3 ' }).props).toEqual({ skuNumber: 'A', qty: 3 });
    expect(propsFrom(qty, { skuNumber: 'A', qty: '1' }).props).toEqual({ skuNumber: 'A' });
    expect(propsFrom(qty, { skuNumber: 'A', qty: '1' }, { qty: 1 }).props).toEqual({ skuNumber: 'A', qty: 1 });
    expect(propsFrom(qty, { skuNumber: 'A', qty: '  ' }).props).toEqual({ skuNumber: 'A' });
    const required = [fieldFor('count', { type: 'integer' }, true)];
    expect(propsFrom(required, { count: '' }).errors).toEqual({ count: 'Required' });
  });
});

describe('propsFrom: booleans', () => {
  const fields = fieldsOf('add-to-cart');

  it('keeps a box that differs from its default, leaves the default out unless the slot had it', () => {
    expect(propsFrom(fields, { productId: 'P1', showBvPv: true }).props).toEqual({ productId: 'P1', showBvPv: true });
    expect(propsFrom(fields, { productId: 'P1', showBvPv: false }).props).toEqual({ productId: 'P1' });
    expect(propsFrom(fields, { productId: 'P1', showBvPv: false }, { showBvPv: true }).props).toEqual({
      productId: 'P1',
      showBvPv: false,
    });
  });
});

describe('propsFrom: lines (an array of strings)', () => {
  const lines = fieldFor('productIds', realBlock('quick-shop').props.properties!.sections!.items!.properties!.productIds!, true);

  it('takes one item per line, trimmed, blank lines skipped', () => {
    expect(propsFrom([lines], { productIds: ' P1 \n\nP2\n  \n' })).toEqual({ props: { productIds: ['P1', 'P2'] }, errors: {} });
  });

  it("says 'Required' when a required one has no lines", () => {
    expect(propsFrom([lines], { productIds: '\n  \n' }).errors).toEqual({ productIds: 'Required' });
  });

  it('names the first line that is wrong', () => {
    expect(propsFrom([lines], { productIds: 'P1\nP 2\nP 3' }).errors).toEqual({
      productIds: 'Line 2: The value has the wrong format.',
    });
  });

  it('counts the lines against minItems and maxItems', () => {
    const ids = Array.from({ length: 25 }, (_, index) => `P${index}`).join('\n');
    expect(propsFrom([lines], { productIds: ids }).errors).toEqual({ productIds: 'Use at most 24 lines.' });
    const three = [fieldFor('tags', { type: 'array', items: { type: 'string' }, minItems: 3 }, true)];
    expect(propsFrom(three, { tags: 'a\nb' }).errors).toEqual({ tags: 'Add at least 3 lines.' });
    const one = [fieldFor('tags', { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1 }, true)];
    expect(propsFrom(one, { tags: 'a\nb' }).errors).toEqual({ tags: 'Use at most 1 line.' });
  });

  it('leaves an empty optional one out, even when it has a minItems', () => {
    const optional = [fieldFor('tags', { type: 'array', items: { type: 'string' }, minItems: 1 }, false)];
    expect(propsFrom(optional, { tags: '' })).toEqual({ props: {}, errors: {} });
    expect(propsFrom(optional, { tags: 'a' })).toEqual({ props: { tags: ['a'] }, errors: {} });
  });
});

describe('propsFrom: groups (quick-shop sections)', () => {
  const fields = fieldsOf('quick-shop');
  const section = (title: string, productIds: string): FormValues => ({ title, productIds });

  it('builds an array of objects', () => {
    expect(propsFrom(fields, { sections: [section('Teas', 'P1\nP2'), section('Mugs', 'M1')] })).toEqual({
      props: {
        sections: [
          { title: 'Teas', productIds: ['P1', 'P2'] },
          { title: 'Mugs', productIds: ['M1'] },
        ],
      },
      errors: {},
    });
  });

  it('keys the errors of an item by its path', () => {
    const { errors } = propsFrom(fields, { sections: [section('Teas', 'P1'), section('', 'P 2')] });
    expect(errors).toEqual({
      'sections.1.title': 'Required',
      'sections.1.productIds': 'Line 1: The value has the wrong format.',
    });
    expect(propsFrom(fields, { sections: [section(' ', '')] }).errors).toEqual({
      'sections.0.title': 'The value has the wrong format.',
      'sections.0.productIds': 'Required',
    });
  });

  it('counts the items: none is Required, more than maxItems is too many', () => {
    expect(propsFrom(fields, { sections: [] }).errors).toEqual({ sections: 'Required' });
    const eleven = Array.from({ length: 11 }, (_, index) => section(`S${index}`, 'P1'));
    expect(propsFrom(fields, { sections: eleven }).errors).toEqual({ sections: 'Use at most 10 items.' });
    const two = [
      fieldFor(
        'rows',
        { type: 'array', minItems: 2, items: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } },
        true,
      ),
    ];
    expect(propsFrom(two, { rows: [{ a: 'x' }] }).errors).toEqual({ rows: 'Add at least 2 items.' });
  });

  it("compares each item with the slot's item at the same place, for defaults", () => {
    const rows = [
      fieldFor(
        'rows',
        { type: 'array', items: { type: 'object', properties: { size: { enum: ['s', 'm'], default: 's' } } } },
        false,
      ),
    ];
    const values = { rows: [{ size: 's' }, { size: 's' }] };
    expect(propsFrom(rows, values, { rows: [{}, { size: 's' }] }).props).toEqual({ rows: [{}, { size: 's' }] });
  });

  it('leaves an optional one without items out, unless the slot had it', () => {
    const rows = [
      fieldFor('rows', { type: 'array', minItems: 1, items: { type: 'object', properties: { a: { type: 'string' } } } }, false),
    ];
    expect(propsFrom(rows, { rows: [] })).toEqual({ props: {}, errors: {} });
    expect(propsFrom(rows, { rows: [] }, { rows: [{ a: 'x' }] }).errors).toEqual({ rows: 'Add at least 1 item.' });
  });
});

describe('propsFrom: JSON fallback', () => {
  const fields = [fieldFor('matrix', { type: 'array', items: { type: 'number' } }, false)];

  it('parses the text as JSON, leaves it out when blank', () => {
    expect(propsFrom(fields, { matrix: '[1, 2.5]' })).toEqual({ props: { matrix: [1, 2.5] }, errors: {} });
    expect(propsFrom(fields, { matrix: '  ' })).toEqual({ props: {}, errors: {} });
    expect(valuesFor(fields, { matrix: [1, 2] })).toEqual({ matrix: '[\n  1,\n  2\n]' });
  });

  it("says 'Enter valid JSON.' for text that is not JSON, 'Required' for a blank required one", () => {
    expect(propsFrom(fields, { matrix: '[1,' }).errors).toEqual({ matrix: 'Enter valid JSON.' });
    const required = [fieldFor('matrix', { type: 'array', items: { type: 'number' } }, true)];
    expect(propsFrom(required, { matrix: '' }).errors).toEqual({ matrix: 'Required' });
  });
});

describe('objects (product-circle categories video)', () => {
  const fields = fieldsOf('product-circle');
  const category = { imageUrl: '/img/teas.jpg', label: 'Teas', action: 'popup' };
  const video = { src: '/media/teas.webm', captionsSrc: '/media/teas.vtt', poster: '/media/teas.jpg' };
  const emptyVideo = { src: '', captionsSrc: '', poster: '' };
  const form = (videoValues: FormValues): FormValues => ({
    heading: '',
    categories: [{ ...category, productIds: 'P1', productUrl: '', video: videoValues }],
  });

  it("fills the object's fields from the slot's props, empty ones when it has none", () => {
    expect(valuesFor(fields, { categories: [{ ...category, video }, category] })).toEqual({
      heading: '',
      categories: [
        { ...category, productIds: '', productUrl: '', video },
        { ...category, productIds: '', productUrl: '', video: emptyVideo },
      ],
    });
    expect(valuesFor(fields, { categories: [{ ...category, video: 'x' }] })).toMatchObject({
      categories: [{ video: emptyVideo }],
    });
  });

  it('leaves an optional object with every field empty out, and writes a filled one', () => {
    expect(propsFrom(fields, form(emptyVideo))).toEqual({
      props: { categories: [{ ...category, productIds: ['P1'] }] },
      errors: {},
    });
    expect(propsFrom(fields, form({ ...emptyVideo, src: ' ' })).props).toEqual({
      categories: [{ ...category, productIds: ['P1'] }],
    });
    expect(propsFrom(fields, form({ ...video, poster: '' }))).toEqual({
      props: { categories: [{ ...category, productIds: ['P1'], video: { src: video.src, captionsSrc: video.captionsSrc } }] },
      errors: {},
    });
  });

  it('removes the object of a slot that had one when its fields are cleared', () => {
    const original = { categories: [{ ...category, productIds: ['P1'], video }] };
    expect(propsFrom(fields, form(emptyVideo), original).props).toEqual({ categories: [{ ...category, productIds: ['P1'] }] });
  });

  it('checks the fields of an object with any field filled, keyed by their path', () => {
    expect(propsFrom(fields, form({ ...emptyVideo, poster: '/media/teas.jpg' })).errors).toEqual({
      'categories.0.video.src': 'Required',
      'categories.0.video.captionsSrc': 'Required',
    });
    expect(propsFrom(fields, form({ ...video, src: 'not a url' })).errors).toEqual({
      'categories.0.video.src': 'The value has the wrong format.',
    });
  });

  it('always writes a required object, asking for its required fields', () => {
    const place = [
      fieldFor(
        'place',
        {
          type: 'object',
          properties: { city: { type: 'string' }, size: { enum: ['s', 'm'], default: 's' } },
          required: ['city'],
        },
        true,
      ),
    ];
    expect(valuesFor(place)).toEqual({ place: { city: '', size: 's' } });
    expect(propsFrom(place, { place: { city: '', size: 's' } }).errors).toEqual({ 'place.city': 'Required' });
    expect(propsFrom(place, { place: { city: 'Oslo', size: 's' } })).toEqual({ props: { place: { city: 'Oslo' } }, errors: {} });
  });

  it('takes fields left at their default, a nested object or groups left empty, as not filled', () => {
    const inner: JsonSchema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        size: { enum: ['s', 'm'], default: 's' },
        on: { type: 'boolean' },
        inner,
        rows: { type: 'array', items: inner },
        tags: { type: 'array', minItems: 1, items: inner },
      },
      required: ['size', 'tags'],
    };
    const extra = [fieldFor('extra', schema, false)];
    const start = valuesFor(extra);
    expect(start).toEqual({ extra: { size: 's', on: false, inner: { a: '' }, rows: [], tags: [{ a: '' }] } });
    expect(propsFrom(extra, start)).toEqual({ props: {}, errors: {} });
    const checked = { extra: { ...(start.extra as FormValues), on: true } };
    expect(propsFrom(extra, checked).errors).toEqual({ 'extra.tags.0.a': 'Required' });
    const nested = { extra: { ...(start.extra as FormValues), inner: { a: 'x' } } };
    expect(propsFrom(extra, nested).errors).toEqual({ 'extra.tags.0.a': 'Required' });
  });

  it('passes the whole props through the schema check', () => {
    const block = realBlock('product-circle');
    expect(checkBlockProps(block, form(video))).toEqual({
      props: { categories: [{ ...category, productIds: ['P1'], video }] },
      errors: {},
    });
  });
});

describe('checkBlockProps against real blocks.json entries', () => {
  it('passes add-to-cart with productId P100', () => {
    const block = realBlock('add-to-cart');
    expect(checkBlockProps(block, { productId: 'P100', showBvPv: false })).toEqual({ props: { productId: 'P100' }, errors: {} });
  });

  it("fails add-to-cart's productId 'bad id!' at that field", () => {
    const block = realBlock('add-to-cart');
    expect(checkBlockProps(block, { productId: 'bad id!', showBvPv: false }).errors).toEqual({
      productId: 'The value has the wrong format.',
    });
  });

  it("says 'Required' for add-to-cart-button without a skuNumber", () => {
    const block = realBlock('add-to-cart-button');
    expect(checkBlockProps(block, valuesFor(fieldsFor(block.props))).errors).toEqual({ skuNumber: 'Required' });
  });

  it('passes a full quick-shop, and a form with no fields gives no props', () => {
    const block = realBlock('quick-shop');
    expect(checkBlockProps(block, { sections: [{ title: 'Teas', productIds: 'P1' }] })).toEqual({
      props: { sections: [{ title: 'Teas', productIds: ['P1'] }] },
      errors: {},
    });
    expect(checkBlockProps(realBlock('spacer-medium'), {})).toEqual({ props: {}, errors: {} });
  });

  it("shows a schema problem the form's rules miss at its field, and one about the whole props at ''", () => {
    const block = { ...realBlock('add-to-cart-button') };
    // the form's choice does not check its options again: the schema check does
    block.props = {
      ...block.props,
      properties: { ...block.props.properties, label: { type: 'string', enum: ['Buy'] } },
    };
    expect(checkBlockProps(block, { skuNumber: 'A', qty: '1', label: 'Add' })).toEqual({
      props: { skuNumber: 'A', label: 'Add' },
      errors: { label: 'Choose one of the options for "label".' },
    });
    const closed = { ...realBlock('spacer-medium'), props: { ...realBlock('spacer-medium').props, required: ['x'] } };
    expect(checkBlockProps(closed, {}).errors).toEqual({ '': 'Fill in "x".' });
  });
});

describe('withPicked: an image picked fills the empty description beside it', () => {
  const image = fieldFor('src', { type: 'string', reference: 'image', alt: 'alt' }, true);
  const picked = { value: '/media/a/tea.png', label: 'tea.png', detail: null, thumbnail: null, alt: 'A cup of green tea' };

  it('fills the description prop the reference names when it is empty or blank', () => {
    expect(withPicked({ src: '', alt: '' }, image, picked.value, picked)).toEqual({
      src: picked.value,
      alt: 'A cup of green tea',
    });
    expect(withPicked({ src: '', alt: '  ' }, image, picked.value, picked)).toEqual({
      src: picked.value,
      alt: 'A cup of green tea',
    });
  });

  it('never replaces a description already written, nor fills one for a typed value or an image without alt text', () => {
    expect(withPicked({ src: '', alt: 'Our tea' }, image, picked.value, picked)).toEqual({ src: picked.value, alt: 'Our tea' });
    expect(withPicked({ src: '', alt: '' }, image, '/media/a/typed.png')).toEqual({ src: '/media/a/typed.png', alt: '' });
    expect(withPicked({ src: '', alt: '' }, image, picked.value, { ...picked, alt: '' })).toEqual({ src: picked.value, alt: '' });
    expect(withPicked({ src: '', alt: '' }, image, picked.value, { ...picked, alt: undefined })).toEqual({
      src: picked.value,
      alt: '',
    });
  });

  it('fills nothing where the reference names no description, or one the form does not have', () => {
    const bare = fieldFor('imageUrl', { type: 'string', reference: 'image' }, true);
    expect(withPicked({ imageUrl: '', alt: '' }, bare, picked.value, picked)).toEqual({ imageUrl: picked.value, alt: '' });
    expect(withPicked({ src: '' }, image, picked.value, picked)).toEqual({ src: picked.value });
  });

  it('declares the description beside the images that have one (downloadable-image, the banner’s slides), not product-circle', () => {
    expect(fieldOf('downloadable-image', 'src')).toMatchObject({ reference: { reference: 'image', alt: 'alt' } });
    const slide = fieldOf('rotating-banner', 'slides');
    const slideFields = slide.kind === 'groups' ? slide.fields : [];
    expect(
      slideFields.filter((field) => field.kind === 'text' && field.reference?.alt === 'alt').map((field) => field.name),
    ).toEqual(['imageSrc', 'xsImageSrc']);
    expect(JSON.stringify(realBlock('product-circle').props)).not.toMatch(/"alt":/);
  });
});
