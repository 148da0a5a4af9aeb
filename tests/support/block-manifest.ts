import type { BlockEntry, BlockManifest } from '../../src/contracts/block-manifest.ts';

// Entries copied from dist/blocks.json (tests/unit/editor/block-manifest.test.ts checks they still
// match it), for tests that want a small manifest: the editor dialog tests and the server fake dist/.

export const SPACER_MEDIUM: BlockEntry = {
  name: 'spacer-medium',
  title: 'Spacer (medium)',
  description: 'Medium vertical space between page sections.',
  deprecated: null,
  props: { type: 'object', properties: {}, required: [], additionalProperties: false },
};

export const CART: BlockEntry = {
  name: 'cart',
  title: 'Cart and checkout',
  description:
    'The cart app: cart list, order preview, payment with 3-D Secure, auto-ship and order history, on in-block routes (/cart#/payment).',
  deprecated: null,
  props: {
    type: 'object',
    properties: {
      cardForm: { enum: ['newer', 'legacy'], type: 'string', default: 'newer' },
      view: { enum: ['app', 'mini'], type: 'string', default: 'app' },
    },
    required: [],
    additionalProperties: false,
  },
};

export const ADD_TO_CART: BlockEntry = {
  name: 'add-to-cart',
  title: 'Add to cart',
  description:
    "A product's price (optionally BV and PV), option select, quantity, custom amount for donations and an Add to Cart button.",
  deprecated: null,
  props: {
    type: 'object',
    properties: {
      productId: {
        anyOf: [{ const: '' }, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'A product id, e.g. P100.' }],
        description: 'The product to show. Empty until the page is saved once (the block then asks the editor to save).',
      },
      showBvPv: { type: 'boolean', description: "Shows the selected option's BV and PV under the price.", default: false },
    },
    required: [],
    additionalProperties: false,
  },
};

export const ADD_TO_CART_BUTTON: BlockEntry = {
  name: 'add-to-cart-button',
  title: 'Add to cart button',
  description: 'A bare Add to Cart button for one SKU, to place in content.',
  deprecated: null,
  props: {
    type: 'object',
    properties: {
      skuNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '^\\S+$', description: 'The SKU to add.' },
      qty: {
        type: 'integer',
        minimum: 1,
        maximum: 200,
        description: 'How many to add when it is not in the cart yet.',
        default: 1,
      },
      label: { type: 'string', minLength: 1, maxLength: 80, description: "The button's text; 'Add to Cart' by default." },
    },
    required: ['skuNumber'],
    additionalProperties: false,
  },
};

export const SUGGESTED_PRODUCTS_V2: BlockEntry = {
  name: 'suggested-products-v2',
  title: 'Suggested products (version 2, deprecated)',
  description: 'Kept for old pages: shows editors a deprecation notice and visitors nothing. Use suggested-products-v3.',
  deprecated: 'Suggested products version 2 is deprecated; use suggested-products-v3.',
  props: { type: 'object', properties: {}, required: [] },
};

export const QUICK_SHOP: BlockEntry = {
  name: 'quick-shop',
  title: 'Quick shop',
  description: 'Products in titled sections, each with its price, an option select and a quick Add to Cart.',
  deprecated: null,
  props: {
    type: 'object',
    properties: {
      sections: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S', description: "The section's heading." },
            productIds: {
              type: 'array',
              items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'A product id, e.g. P100.' },
              minItems: 1,
              maxItems: 24,
              description: "The section's products, in order.",
            },
          },
          required: ['title', 'productIds'],
          additionalProperties: false,
        },
        minItems: 1,
        maxItems: 10,
        description: 'Titled groups of products.',
      },
    },
    required: ['sections'],
    additionalProperties: false,
  },
};

export const SMALL_MANIFEST: readonly BlockEntry[] = [SPACER_MEDIUM, CART, ADD_TO_CART, SUGGESTED_PRODUCTS_V2, QUICK_SHOP];

/** A small blocks.json for the server fake dist/ and the slot check tests: three real entries. */
export const testBlockManifest: BlockManifest = { blocks: [SPACER_MEDIUM, ADD_TO_CART, ADD_TO_CART_BUTTON] };
