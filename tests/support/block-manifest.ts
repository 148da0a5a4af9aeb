import type { BlockEntry, BlockManifest } from '#contracts/block-manifest.ts';

// Entries copied from dist/blocks.json (tests/unit/editor/block-manifest.test.ts checks they still
// match it), for tests that want a small manifest: the editor dialog tests and the server fake dist/.

export const SPACER_MEDIUM: BlockEntry = {
  name: 'spacer-medium',
  title: 'Spacer (medium)',
  description: 'Empty space between two parts of a page, as tall as a short paragraph.',
  category: 'Site',
  keywords: ['space', 'gap', 'divider', 'separator', 'margin'],
  icon: 'space',
  insertable: true,
  example: null,
  deprecated: null,
  serverRender: true,
  props: { type: 'object', properties: {}, required: [], additionalProperties: false },
};

export const CART: BlockEntry = {
  name: 'cart',
  title: 'Cart and checkout',
  description:
    "Shows the shopper's cart with checkout: items and quantities, coupons, shipping, payment by card, auto-ship and past orders. A smaller version shows only the items and totals.",
  category: 'Commerce',
  keywords: ['cart', 'basket', 'checkout', 'payment', 'order', 'shopping bag', 'auto-ship'],
  icon: 'cart',
  insertable: true,
  example: { view: 'mini' },
  deprecated: null,
  serverRender: false,
  props: {
    type: 'object',
    properties: {
      cardForm: {
        enum: ['newer', 'legacy'],
        type: 'string',
        title: 'Card form',
        description: "Which credit card form the payment step shows: 'newer' (the default) or 'legacy'.",
        default: 'newer',
      },
      view: {
        enum: ['app', 'mini'],
        type: 'string',
        title: 'View',
        description: "'app' is the whole cart and checkout; 'mini' only the items and totals, such as beside a product.",
        default: 'app',
      },
    },
    required: [],
    additionalProperties: false,
  },
};

export const ADD_TO_CART: BlockEntry = {
  name: 'add-to-cart',
  title: 'Add to cart',
  description:
    "One product's price, its options, a quantity and an Add to Cart button; for a donation, visitors choose the amount.",
  category: 'Commerce',
  keywords: ['buy', 'price', 'cart', 'basket', 'product', 'donation', 'order'],
  icon: 'cart',
  insertable: true,
  example: { productId: 'P100' },
  deprecated: null,
  serverRender: true,
  props: {
    type: 'object',
    properties: {
      productId: {
        anyOf: [{ const: '' }, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }],
        title: 'Product',
        description: 'The product this block sells.',
        reference: 'product',
      },
      showBvPv: {
        type: 'boolean',
        title: 'Show BV and PV',
        description: "Shows the chosen option's BV and PV under the price.",
        default: false,
      },
    },
    required: [],
    additionalProperties: false,
  },
};

export const ADD_TO_CART_BUTTON: BlockEntry = {
  name: 'add-to-cart-button',
  title: 'Add to cart button',
  description: 'Just an Add to Cart button for one product option, to place inside an article or a promotion.',
  category: 'Commerce',
  keywords: ['buy', 'button', 'cart', 'basket', 'sku', 'order'],
  icon: 'cart',
  insertable: true,
  example: { skuNumber: 'LAV05', label: 'Add lavender to cart' },
  deprecated: null,
  serverRender: true,
  props: {
    type: 'object',
    properties: {
      skuNumber: {
        type: 'string',
        minLength: 1,
        maxLength: 40,
        pattern: '^\\S+$',
        title: 'SKU',
        description: 'The product option the button adds, by its SKU (such as LAV05 for lavender oil, 5 mL).',
      },
      qty: {
        type: 'integer',
        minimum: 1,
        maximum: 200,
        title: 'Quantity',
        description: 'How many it adds when the cart does not hold it yet; when it does, one more.',
        default: 1,
      },
      label: { type: 'string', minLength: 1, maxLength: 80, title: 'Button text', description: "'Add to Cart' when left empty." },
    },
    required: ['skuNumber'],
    additionalProperties: false,
  },
};

export const SUGGESTED_PRODUCTS_V2: BlockEntry = {
  name: 'suggested-products-v2',
  title: 'Suggested products (version 2)',
  description:
    'The old suggested products, kept so that older pages still open: visitors see nothing in its place. Use Suggested products instead.',
  category: 'Commerce',
  keywords: ['suggested', 'recommended', 'related', 'products', 'old'],
  icon: 'products',
  insertable: true,
  example: null,
  deprecated: 'Suggested products version 2 is deprecated; use suggested-products-v3.',
  serverRender: true,
  props: { type: 'object', properties: {}, required: [] },
};

export const QUICK_SHOP: BlockEntry = {
  name: 'quick-shop',
  title: 'Quick shop',
  description:
    'Products you choose, in groups under headings, each with its price, options and a quick Add to Cart, for shoppers who know what they want.',
  category: 'Commerce',
  keywords: ['quick', 'order form', 'shop', 'products', 'list', 'reorder'],
  icon: 'products',
  insertable: true,
  example: { sections: [{ title: 'Essential oils', productIds: ['P100', 'P101'] }] },
  deprecated: null,
  serverRender: true,
  props: {
    type: 'object',
    properties: {
      sections: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: {
              type: 'string',
              minLength: 1,
              maxLength: 80,
              pattern: '\\S',
              title: 'Heading',
              description: "The section's heading.",
            },
            productIds: {
              type: 'array',
              items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', title: 'Product', reference: 'product' },
              minItems: 1,
              maxItems: 24,
              title: 'Products',
              description: '1 to 24 products, in the order shown.',
            },
          },
          required: ['title', 'productIds'],
          additionalProperties: false,
          title: 'Section',
        },
        minItems: 1,
        maxItems: 10,
        title: 'Sections',
        description: '1 to 10 groups of products, each under its heading.',
      },
    },
    required: ['sections'],
    additionalProperties: false,
  },
};

export const SMALL_MANIFEST: readonly BlockEntry[] = [SPACER_MEDIUM, CART, ADD_TO_CART, SUGGESTED_PRODUCTS_V2, QUICK_SHOP];

/** A small blocks.json for the server fake dist/ and the slot check tests: three real entries. */
export const testBlockManifest: BlockManifest = { blocks: [SPACER_MEDIUM, ADD_TO_CART, ADD_TO_CART_BUTTON] };
