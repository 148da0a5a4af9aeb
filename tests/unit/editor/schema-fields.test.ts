import type { JsonSchema } from '#contracts/json-schema.ts';
import { fieldFor, fieldsFor, labelFor, type PropField } from '#editor/schema-fields.ts';
import { realBlock, realBlocks } from './fixtures.ts';

/** The field of one prop of a block in today's dist/blocks.json. */
function fieldOf(blockName: string, propName: string): PropField {
  const field = fieldsFor(realBlock(blockName).props).find((entry) => entry.name === propName);
  if (!field) throw new Error(`${blockName} has no field ${propName}`);
  return field;
}

/** A real prop's title and description: what its field's label and hint must be. */
function wordsOf(blockName: string, propName: string): { label: string | undefined; hint: string | undefined } {
  const schema = realBlock(blockName).props.properties?.[propName];
  return { label: schema?.title, hint: schema?.description };
}

/** Every field, the fields of groups and objects included. */
const allFields = (fields: readonly PropField[]): PropField[] =>
  fields.flatMap((field) => (field.kind === 'groups' || field.kind === 'object' ? [field, ...allFields(field.fields)] : [field]));

describe('labelFor', () => {
  it('splits camelCase, snake_case and kebab-case into a sentence-case label', () => {
    expect(labelFor('threshold')).toBe('Threshold');
    expect(labelFor('orderNumber')).toBe('Order number');
    expect(labelFor('expirationTimestamp')).toBe('Expiration timestamp');
    expect(labelFor('page_size')).toBe('Page size');
    expect(labelFor('card-form')).toBe('Card form');
  });

  it('writes the known acronyms in capitals, a plural with a small s', () => {
    expect(labelFor('productId')).toBe('Product ID');
    expect(labelFor('productIds')).toBe('Product IDs');
    expect(labelFor('showBvPv')).toBe('Show BV PV');
    expect(labelFor('skuNumber')).toBe('SKU number');
    expect(labelFor('appStoreUrl')).toBe('App store URL');
    expect(labelFor('cartSystemId')).toBe('Cart system ID');
    expect(labelFor('id')).toBe('ID');
  });

  it('splits after digits and leaves other words alone', () => {
    expect(labelFor('line2Text')).toBe('Line2 text');
    expect(labelFor('idealSize')).toBe('Ideal size');
  });
});

describe('fieldsFor: every shape in dist/blocks.json', () => {
  it('an empty props object (spacer-medium, login): no fields', () => {
    expect(fieldsFor(realBlock('spacer-medium').props)).toEqual([]);
    expect(fieldsFor(realBlock('login').props)).toEqual([]);
  });

  it('an object without additionalProperties (suggested-products-v2): no fields', () => {
    const schema = realBlock('suggested-products-v2').props;
    expect(schema.additionalProperties).toBeUndefined();
    expect(fieldsFor(schema)).toEqual([]);
  });

  it('an integer with a minimum and a default (return-to-top threshold)', () => {
    expect(fieldOf('return-to-top', 'threshold')).toEqual({
      name: 'threshold',
      ...wordsOf('return-to-top', 'threshold'),
      required: false,
      kind: 'number',
      integer: true,
      minimum: 0,
      defaultValue: 400,
    });
  });

  it('an integer with a range, a description and a default (add-to-cart-button qty)', () => {
    expect(fieldOf('add-to-cart-button', 'qty')).toEqual({
      name: 'qty',
      ...wordsOf('add-to-cart-button', 'qty'),
      required: false,
      kind: 'number',
      integer: true,
      minimum: 1,
      maximum: 200,
      defaultValue: 1,
    });
  });

  it('an integer with a range and no default (dont-have-account rank)', () => {
    const field = fieldOf('dont-have-account', 'rank');
    expect(field).toEqual({
      name: 'rank',
      ...wordsOf('dont-have-account', 'rank'),
      required: false,
      kind: 'number',
      integer: true,
      minimum: 1,
      maximum: 4,
    });
    expect(field).not.toHaveProperty('defaultValue');
  });

  it('an integer with a minimum only (reset-password expirationTimestamp)', () => {
    const field = fieldOf('reset-password', 'expirationTimestamp');
    expect(field).toMatchObject({
      kind: 'number',
      integer: true,
      minimum: 0,
      required: false,
      ...wordsOf('reset-password', 'expirationTimestamp'),
    });
    expect(field).not.toHaveProperty('maximum');
  });

  it('a string enum with a default (cart cardForm, view)', () => {
    expect(fieldOf('cart', 'cardForm')).toEqual({
      name: 'cardForm',
      ...wordsOf('cart', 'cardForm'),
      required: false,
      kind: 'choice',
      options: ['newer', 'legacy'],
      defaultValue: 'newer',
    });
    expect(fieldOf('cart', 'view')).toMatchObject({ kind: 'choice', options: ['app', 'mini'], defaultValue: 'app' });
  });

  it('a string enum without a default (impersonation-banner layout)', () => {
    const field = fieldOf('impersonation-banner', 'layout');
    expect(field).toEqual({
      name: 'layout',
      ...wordsOf('impersonation-banner', 'layout'),
      required: false,
      kind: 'choice',
      options: ['default', 'simple', 'horizontal'],
    });
    expect(field).not.toHaveProperty('defaultValue');
  });

  it('a string with minLength, maxLength and pattern (checkout-receipt orderNumber)', () => {
    expect(fieldOf('checkout-receipt', 'orderNumber')).toEqual({
      name: 'orderNumber',
      ...wordsOf('checkout-receipt', 'orderNumber'),
      required: false,
      kind: 'text',
      minLength: 1,
      maxLength: 40,
      pattern: '^[A-Za-z0-9-]+$',
      optionalEmpty: false,
    });
  });

  it('a string with maxLength and pattern only (checkout-receipt appStoreUrl)', () => {
    const field = fieldOf('checkout-receipt', 'appStoreUrl');
    expect(field).toEqual({
      name: 'appStoreUrl',
      ...wordsOf('checkout-receipt', 'appStoreUrl'),
      required: false,
      kind: 'text',
      maxLength: 300,
      pattern: '^https:\\/\\/apps\\.apple\\.com\\/[^\\s"\'<>]*$',
      optionalEmpty: false,
    });
    expect(field).not.toHaveProperty('minLength');
  });

  it('a required string (add-to-cart-button skuNumber, product-gallery productId), and an optional one (certification-badge userId)', () => {
    expect(fieldOf('add-to-cart-button', 'skuNumber')).toEqual({
      name: 'skuNumber',
      ...wordsOf('add-to-cart-button', 'skuNumber'),
      required: true,
      kind: 'text',
      minLength: 1,
      maxLength: 40,
      pattern: '^\\S+$',
      optionalEmpty: false,
      reference: { reference: 'sku' },
    });
    expect(fieldOf('certification-badge', 'userId')).toMatchObject({
      kind: 'text',
      required: false,
      ...wordsOf('certification-badge', 'userId'),
      reference: { reference: 'user' },
    });
    expect(fieldOf('product-gallery', 'productId')).toEqual({
      name: 'productId',
      ...wordsOf('product-gallery', 'productId'),
      required: true,
      kind: 'text',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      optionalEmpty: false,
      reference: { reference: 'product' },
    });
  });

  it('a string with a default (suggested-products-v3 cartSystemId)', () => {
    expect(fieldOf('suggested-products-v3', 'cartSystemId')).toEqual({
      name: 'cartSystemId',
      ...wordsOf('suggested-products-v3', 'cartSystemId'),
      required: false,
      kind: 'text',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      optionalEmpty: false,
      defaultValue: 'default',
    });
  });

  it("anyOf [{const: ''}, {type: string, pattern}] (add-to-cart productId): text that may be left empty, the outer description as hint", () => {
    expect(fieldOf('add-to-cart', 'productId')).toEqual({
      name: 'productId',
      ...wordsOf('add-to-cart', 'productId'),
      required: false,
      kind: 'text',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      optionalEmpty: true,
      reference: { reference: 'product' },
    });
    expect(fieldOf('product-detail-page-top', 'productId')).toMatchObject({ kind: 'text', optionalEmpty: true });
  });

  it('a boolean with a default (add-to-cart showBvPv)', () => {
    expect(fieldOf('add-to-cart', 'showBvPv')).toEqual({
      name: 'showBvPv',
      ...wordsOf('add-to-cart', 'showBvPv'),
      required: false,
      kind: 'boolean',
      defaultValue: false,
    });
  });

  it('an array of objects with an array of product references inside (quick-shop sections)', () => {
    const section = realBlock('quick-shop').props.properties?.sections?.items?.properties ?? {};
    expect(fieldOf('quick-shop', 'sections')).toEqual({
      name: 'sections',
      ...wordsOf('quick-shop', 'sections'),
      required: true,
      kind: 'groups',
      minItems: 1,
      maxItems: 10,
      fields: [
        {
          name: 'title',
          label: section.title?.title,
          hint: section.title?.description,
          required: true,
          kind: 'text',
          minLength: 1,
          maxLength: 80,
          pattern: '\\S',
          optionalEmpty: false,
        },
        {
          name: 'productIds',
          label: section.productIds?.title,
          hint: section.productIds?.description,
          required: true,
          kind: 'lines',
          minItems: 1,
          maxItems: 24,
          item: {
            name: 'productIds',
            label: 'Product',
            hint: undefined,
            required: true,
            kind: 'text',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
            optionalEmpty: false,
            reference: { reference: 'product' },
          },
        },
      ],
    });
  });

  it('an optional object inside groups (product-circle categories video): its own fields, required ones marked', () => {
    const categories = fieldOf('product-circle', 'categories');
    if (categories.kind !== 'groups') throw new Error('categories is not a group');
    const video = categories.fields.find((field) => field.name === 'video');
    expect(video).toMatchObject({ name: 'video', required: false, kind: 'object' });
    if (video?.kind !== 'object') throw new Error('video is not an object');
    expect(video.fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['src', 'text', true],
      ['captionsSrc', 'text', true],
      ['poster', 'text', false],
    ]);
    expect(video.fields[1]).toMatchObject({ maxLength: 2000 });
  });

  it('keeps the order of the schema and marks only the required props', () => {
    const fields = fieldsFor(realBlock('suggested-products-v3').props);
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['productId', 'text', false],
      ['categoryName', 'text', true],
      ['count', 'number', false],
      ['cartSystemId', 'text', false],
    ]);
  });

  it('maps every block without throwing, and no field of today falls back to JSON text', () => {
    const blocks = realBlocks();
    expect(blocks.length).toBeGreaterThan(15);
    for (const block of blocks) {
      const fields = allFields(fieldsFor(block.props));
      const json = fields.filter((field) => field.kind === 'json').map((field) => `${block.name}.${field.name}`);
      expect(json).toEqual([]);
      expect(fieldsFor(block.props).map((field) => field.name)).toEqual(Object.keys(block.props.properties ?? {}));
    }
  });

  it('meets no schema keyword in blocks.json that the mapping does not know (a new one needs a decision here)', () => {
    const known = new Set([
      ...['$schema', 'type', 'title', 'description', 'default', 'enum', 'const', 'anyOf'],
      ...['properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems'],
      ...['minLength', 'maxLength', 'pattern', 'minimum', 'maximum'],
      // what a prop references: a picker (src/editor/pickers)
      ...['reference', 'freeText', 'alt'],
    ]);
    const unknown = new Set<string>();
    const walk = (schema: JsonSchema) => {
      for (const key of Object.keys(schema)) if (!known.has(key)) unknown.add(key);
      for (const property of Object.values(schema.properties ?? {})) walk(property);
      for (const branch of schema.anyOf ?? []) walk(branch);
      if (schema.items) walk(schema.items);
    };
    for (const block of realBlocks()) walk(block.props);
    expect([...unknown]).toEqual([]);
  });
});

describe('fieldFor: shapes outside today’s blocks', () => {
  it('takes a title over the generated label', () => {
    expect(fieldFor('qty', { type: 'integer', title: 'Quantity' }, false)).toMatchObject({ label: 'Quantity' });
  });

  it('carries what a string references, with free text only where the schema allows it', () => {
    expect(fieldFor('image', { type: 'string', reference: 'image' }, true)).toMatchObject({
      kind: 'text',
      reference: { reference: 'image' },
    });
    expect(fieldFor('href', { type: 'string', reference: 'page', freeText: true }, false)).toMatchObject({
      kind: 'text',
      reference: { reference: 'page', freeText: true },
    });
    // on the outer schema of a string that may be left empty, as blocks.json writes it
    expect(
      fieldFor('productId', { anyOf: [{ const: '' }, { type: 'string' }], title: 'Product', reference: 'product' }, false),
    ).toEqual({
      name: 'productId',
      label: 'Product',
      hint: undefined,
      required: false,
      kind: 'text',
      optionalEmpty: true,
      reference: { reference: 'product' },
    });
    expect(fieldFor('note', { type: 'string' }, false)).not.toHaveProperty('reference');
  });

  it('a number (not integer) is a number field that allows fractions', () => {
    expect(fieldFor('ratio', { type: 'number', minimum: 0, maximum: 1 }, false)).toMatchObject({
      kind: 'number',
      integer: false,
      minimum: 0,
      maximum: 1,
    });
  });

  it('an enum of strings without a type is a choice; a default not among the options is dropped', () => {
    const field = fieldFor('size', { enum: ['s', 'm'], default: 'xl' }, true);
    expect(field).toMatchObject({ kind: 'choice', options: ['s', 'm'], required: true });
    expect(field).not.toHaveProperty('defaultValue');
  });

  it('the anyOf with the const second works too', () => {
    expect(fieldFor('code', { anyOf: [{ type: 'string', maxLength: 5 }, { const: '' }] }, false)).toMatchObject({
      kind: 'text',
      optionalEmpty: true,
      maxLength: 5,
    });
  });

  it('an object with properties is a fieldset of its fields, objects inside it too', () => {
    const schema: JsonSchema = {
      type: 'object',
      title: 'Place',
      description: 'Where it is.',
      properties: {
        city: { type: 'string', minLength: 1 },
        point: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } }, required: ['lat'] },
      },
      required: ['city'],
      additionalProperties: false,
    };
    expect(fieldFor('place', schema, true)).toEqual({
      name: 'place',
      label: 'Place',
      hint: 'Where it is.',
      required: true,
      kind: 'object',
      fields: [
        { name: 'city', label: 'City', hint: undefined, required: true, kind: 'text', minLength: 1, optionalEmpty: false },
        {
          name: 'point',
          label: 'Point',
          hint: undefined,
          required: false,
          kind: 'object',
          fields: [
            { name: 'lat', label: 'Lat', hint: undefined, required: true, kind: 'number', integer: false },
            { name: 'lng', label: 'Lng', hint: undefined, required: false, kind: 'number', integer: false },
          ],
        },
      ],
    });
  });

  it('falls back to JSON text for any other shape, keeping the schema', () => {
    const numbers: JsonSchema = { type: 'array', items: { type: 'number' } };
    const enumLines: JsonSchema = { type: 'array', items: { type: 'string', enum: ['a', 'b'] } };
    const bareObject: JsonSchema = { type: 'object' };
    const map: JsonSchema = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'number' } };
    const union: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    for (const schema of [numbers, enumLines, bareObject, map, union]) {
      expect(fieldFor('x', schema, false)).toEqual({
        name: 'x',
        label: 'X',
        hint: undefined,
        required: false,
        kind: 'json',
        schema,
      });
    }
  });
});
