/**
 * A small blocks.json, shaped as the build writes it (registry/manifest.ts): three real entries,
 * for the server's fake dist/ and the slot check's tests.
 */
export const testBlockManifest = {
  version: '0.0.0-test',
  blocks: [
    {
      name: 'spacer-medium',
      title: 'Spacer (medium)',
      description: 'Medium vertical space between page sections.',
      hydrate: 'load',
      deprecated: null,
      props: {
        type: 'object',
        properties: {},
        required: [],
        additionalProperties: false,
        $schema: 'http://json-schema.org/draft-07/schema#',
      },
    },
    {
      name: 'add-to-cart',
      title: 'Add to cart',
      description: "A product's price (optionally BV and PV), option select, quantity and an Add to Cart button.",
      hydrate: 'load',
      deprecated: null,
      props: {
        type: 'object',
        properties: {
          productId: {
            anyOf: [{ const: '' }, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'A product id, e.g. P100.' }],
            description: 'The product to show.',
          },
          showBvPv: { type: 'boolean', default: false },
        },
        required: [],
        additionalProperties: false,
        $schema: 'http://json-schema.org/draft-07/schema#',
      },
    },
    {
      name: 'add-to-cart-button',
      title: 'Add to cart button',
      description: 'A bare Add to Cart button for one SKU, to place in content.',
      hydrate: 'visible',
      deprecated: null,
      props: {
        type: 'object',
        properties: {
          skuNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '^\\S+$', description: 'The SKU to add.' },
          qty: { type: 'integer', minimum: 1, maximum: 200, default: 1 },
          label: { type: 'string', minLength: 1, maxLength: 80 },
        },
        required: ['skuNumber'],
        additionalProperties: false,
        $schema: 'http://json-schema.org/draft-07/schema#',
      },
    },
  ],
};
