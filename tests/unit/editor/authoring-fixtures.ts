import type { BlockEntry } from '../../../src/contracts/block-manifest.ts';
import type { ReferenceItem } from '../../../src/contracts/references.ts';

// Small blocks.json entries written the way the manifest describes blocks to content
// administrators (titles, help text, categories, references), for the inserter and form tests.
// They do not follow dist/blocks.json on purpose: each states what a test needs.

const entry = (fields: Partial<BlockEntry> & Pick<BlockEntry, 'name' | 'title' | 'category'>): BlockEntry => ({
  description: `${fields.title} for visitors.`,
  keywords: [],
  icon: 'product',
  insertable: true,
  example: null,
  deprecated: null,
  serverRender: false,
  props: { type: 'object', properties: {}, required: [], additionalProperties: false },
  ...fields,
});

export const ADD_TO_CART = entry({
  name: 'add-to-cart',
  title: 'Add to cart',
  category: 'Commerce',
  description: "A product's price, options and an Add to cart button.",
  keywords: ['buy', 'basket'],
  icon: 'cart',
  example: { productId: 'P100' },
  props: {
    type: 'object',
    properties: {
      productId: {
        anyOf: [{ const: '' }, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }],
        title: 'Product',
        description: 'The product visitors add to their cart.',
        reference: 'product',
      },
      showBvPv: { type: 'boolean', title: 'Show BV and PV', description: 'Shows the points under the price.', default: false },
    },
    required: [],
    additionalProperties: false,
  },
});

export const CART = entry({
  name: 'cart',
  title: 'Cart and checkout',
  category: 'Commerce',
  description: "The visitor's cart, then payment.",
  keywords: ['checkout', 'basket'],
  icon: 'cart',
  props: {
    type: 'object',
    properties: { view: { enum: ['app', 'mini'], type: 'string', default: 'app', title: 'View' } },
    required: [],
    additionalProperties: false,
  },
});

export const QUICK_SHOP = entry({
  name: 'quick-shop',
  title: 'Quick shop',
  category: 'Commerce',
  description: 'Products in titled sections, each with a quick Add to cart.',
  icon: 'products',
  props: {
    type: 'object',
    properties: {
      sections: {
        type: 'array',
        title: 'Sections',
        description: 'Titled groups of products.',
        items: {
          type: 'object',
          properties: {
            title: { type: 'string', minLength: 1, title: 'Title', description: "The section's heading." },
            productIds: {
              type: 'array',
              title: 'Products',
              description: "The section's products, in order.",
              items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
              minItems: 1,
            },
          },
          required: ['title', 'productIds'],
          additionalProperties: false,
        },
        minItems: 1,
        maxItems: 10,
      },
    },
    required: ['sections'],
    additionalProperties: false,
  },
});

export const BANNER = entry({
  name: 'rotating-banner',
  title: 'Rotating banner',
  category: 'Site',
  description: 'Pictures that take turns, each linking to a page.',
  keywords: ['slideshow', 'carousel'],
  icon: 'banner',
  example: { image: '/media/1/tea.png' },
  props: {
    type: 'object',
    properties: {
      image: { type: 'string', minLength: 1, title: 'Image for wide screens', reference: 'image' },
      href: {
        type: 'string',
        title: 'Link',
        description: 'A page of the site, or any address.',
        reference: 'page',
        freeText: true,
      },
    },
    required: ['image'],
    additionalProperties: false,
  },
});

export const SPACER = entry({ name: 'spacer-medium', title: 'Spacer (medium)', category: 'Site', icon: 'space' });

export const LOGIN = entry({
  name: 'login',
  title: 'Sign in',
  category: 'Accounts',
  description: 'The sign-in form.',
  keywords: ['log in', 'password'],
  icon: 'key',
});

export const IMPERSONATION_BANNER = entry({
  name: 'impersonation-banner',
  title: 'Impersonation banner',
  category: 'Accounts',
  icon: 'user',
  insertable: false,
});

export const CHECK_IN = entry({
  name: 'conference-check-in',
  title: 'Check-in desk',
  category: 'Conference desk',
  icon: 'check-in',
});

export const SUGGESTED_V2 = entry({
  name: 'suggested-products-v2',
  title: 'Suggested products (old)',
  category: 'Commerce',
  description: 'Kept for old pages.',
  icon: 'products',
  deprecated: 'Replaced by Suggested products: use that block instead.',
  serverRender: false,
});

export const SUGGESTED_V3 = entry({
  name: 'suggested-products-v3',
  title: 'Suggested products',
  category: 'Commerce',
  icon: 'products',
});

/** In no particular order: the inserter orders them. */
export const AUTHORING_BLOCKS: readonly BlockEntry[] = [
  SUGGESTED_V2,
  SPACER,
  LOGIN,
  CHECK_IN,
  QUICK_SHOP,
  IMPERSONATION_BANNER,
  BANNER,
  CART,
  SUGGESTED_V3,
  ADD_TO_CART,
];

export const GREEN_TEA: ReferenceItem = {
  value: 'P100',
  label: 'Green tea',
  detail: 'P100 · $12.50',
  thumbnail: '/img/p100.png',
};
export const BLACK_TEA: ReferenceItem = { value: 'P101', label: 'Black tea', detail: 'P101 · $9.00', thumbnail: null };
export const TEA_IMAGE: ReferenceItem = {
  value: '/media/1/tea.png',
  label: 'tea.png',
  detail: '1200 × 800 · 84 KB',
  thumbnail: '/media/1/tea.png',
};
export const ABOUT_PAGE: ReferenceItem = {
  value: '/pages/about-us',
  label: 'About us',
  detail: '/pages/about-us',
  thumbnail: null,
};
