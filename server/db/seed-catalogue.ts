export interface DemoSku {
  skuNumber: string;
  optionDescription: string;
  retailPriceCents: number;
  bv: number;
  pv: number;
  isDefault?: boolean;
  isBackOrdered?: boolean;
  /** One per order: the cart refuses any other quantity. */
  qtyIsLocked?: boolean;
  /** Image names (`/demo-images/NAME.svg`) with their captions. */
  images: { name: string; caption: string }[];
}

export interface DemoProduct {
  id: string;
  name: string;
  detailPage: string;
  description: string;
  category: string;
  /** Subscribe & Save: the percent an auto-ship order takes off; absent where it cannot be subscribed to. */
  subscriptionPercent?: number;
  skus: DemoSku[];
}

/** Everyday consumables (oils, supplements, body care) save this much on auto-ship. */
const SUBSCRIBE_SAVE_PERCENT = 10;

export const DEMO_IMAGE_SIZE = 800;

export function demoImageUrls(name: string) {
  return {
    src: `/demo-images/${name}.svg`,
    thumbSrc: `/demo-images/${name}-thumb.svg`,
    highResSrc: `/demo-images/${name}-large.svg`,
  };
}

export const demoProducts: DemoProduct[] = [
  {
    id: 'P100',
    name: 'Lavender Essential Oil',
    detailPage: 'lavender-essential-oil',
    category: 'Essential Oils',
    description: 'Steam-distilled lavender from high-altitude farms. Calming in a diffuser, gentle on skin when diluted.',
    subscriptionPercent: SUBSCRIBE_SAVE_PERCENT,
    skus: [
      {
        skuNumber: 'LAV05',
        optionDescription: '5 mL',
        retailPriceCents: 1250,
        bv: 10,
        pv: 10,
        isDefault: true,
        images: [
          { name: 'lavender-5ml-front', caption: 'Lavender 5 mL bottle' },
          { name: 'lavender-5ml-label', caption: 'Lavender 5 mL label' },
        ],
      },
      {
        skuNumber: 'LAV15',
        optionDescription: '15 mL',
        retailPriceCents: 2900,
        bv: 24,
        pv: 24,
        images: [
          { name: 'lavender-15ml-front', caption: 'Lavender 15 mL bottle' },
          { name: 'lavender-15ml-label', caption: 'Lavender 15 mL label' },
        ],
      },
      {
        skuNumber: 'LAV30',
        optionDescription: '30 mL',
        retailPriceCents: 4900,
        bv: 40,
        pv: 40,
        images: [
          { name: 'lavender-30ml-front', caption: 'Lavender 30 mL bottle' },
          { name: 'lavender-field', caption: 'Lavender field at harvest' },
          { name: 'lavender-30ml-box', caption: 'Lavender 30 mL gift box' },
        ],
      },
    ],
  },
  {
    id: 'P101',
    name: 'Peppermint Essential Oil',
    detailPage: 'peppermint-essential-oil',
    category: 'Essential Oils',
    description: 'Cool, bright peppermint for an energising diffuser blend or a refreshing massage oil.',
    subscriptionPercent: SUBSCRIBE_SAVE_PERCENT,
    skus: [
      {
        skuNumber: 'PEP05',
        optionDescription: '5 mL',
        retailPriceCents: 1100,
        bv: 9,
        pv: 9,
        isDefault: true,
        images: [
          { name: 'peppermint-5ml-front', caption: 'Peppermint 5 mL bottle' },
          { name: 'peppermint-leaves', caption: 'Fresh peppermint leaves' },
        ],
      },
      {
        skuNumber: 'PEP15',
        optionDescription: '15 mL',
        retailPriceCents: 2600,
        bv: 21,
        pv: 21,
        isBackOrdered: true,
        images: [{ name: 'peppermint-15ml-front', caption: 'Peppermint 15 mL bottle' }],
      },
    ],
  },
  {
    id: 'P102',
    name: 'Daily Multivitamin',
    detailPage: 'daily-multivitamin',
    category: 'Supplements',
    description: 'Twenty-three vitamins and minerals in one easy-to-swallow tablet a day.',
    subscriptionPercent: SUBSCRIBE_SAVE_PERCENT,
    skus: [
      {
        skuNumber: 'MVT30',
        optionDescription: '30 tablets',
        retailPriceCents: 1999,
        bv: 15,
        pv: 16,
        isDefault: true,
        images: [
          { name: 'multivitamin-30-front', caption: 'Multivitamin, 30 tablets' },
          { name: 'multivitamin-30-back', caption: 'Supplement facts' },
          { name: 'multivitamin-tablets', caption: 'Tablets, actual size' },
        ],
      },
      {
        skuNumber: 'MVT90',
        optionDescription: '90 tablets',
        retailPriceCents: 4999,
        bv: 40,
        pv: 42,
        images: [
          { name: 'multivitamin-90-front', caption: 'Multivitamin, 90 tablets' },
          { name: 'multivitamin-90-back', caption: 'Supplement facts' },
        ],
      },
    ],
  },
  {
    id: 'P103',
    name: 'Omega-3 Fish Oil',
    detailPage: 'omega-3-fish-oil',
    category: 'Supplements',
    description: 'Purified fish oil with EPA and DHA in lemon-flavoured softgels.',
    subscriptionPercent: SUBSCRIBE_SAVE_PERCENT,
    skus: [
      {
        skuNumber: 'OMG60',
        optionDescription: '60 softgels',
        retailPriceCents: 2450,
        bv: 20,
        pv: 20,
        isDefault: true,
        images: [{ name: 'omega-3-front', caption: 'Omega-3, 60 softgels' }],
      },
    ],
  },
  {
    id: 'P104',
    name: 'Hydrating Face Cream',
    detailPage: 'hydrating-face-cream',
    category: 'Skin Care',
    description: 'A light daily moisturiser with hyaluronic acid and aloe.',
    subscriptionPercent: SUBSCRIBE_SAVE_PERCENT,
    skus: [
      {
        skuNumber: 'FCR50',
        optionDescription: '50 mL jar',
        retailPriceCents: 3800,
        bv: 30,
        pv: 30,
        isDefault: true,
        images: [{ name: 'face-cream-jar', caption: 'Hydrating face cream, 50 mL jar' }],
      },
    ],
  },
  {
    id: 'P105',
    name: 'Citrus Body Wash',
    detailPage: 'citrus-body-wash',
    category: 'Skin Care',
    description: 'A sulphate-free body wash with orange and grapefruit oils.',
    subscriptionPercent: SUBSCRIBE_SAVE_PERCENT,
    skus: [
      {
        skuNumber: 'BDW250',
        optionDescription: '250 mL',
        retailPriceCents: 1400,
        bv: 11,
        pv: 11,
        isDefault: true,
        images: [
          { name: 'body-wash-250ml', caption: 'Citrus body wash, 250 mL' },
          { name: 'body-wash-lather', caption: 'A rich lather' },
        ],
      },
      {
        skuNumber: 'BDW500',
        optionDescription: '500 mL',
        retailPriceCents: 2400,
        bv: 19,
        pv: 19,
        images: [{ name: 'body-wash-500ml', caption: 'Citrus body wash, 500 mL' }],
      },
      {
        skuNumber: 'BDW1L',
        optionDescription: '1 L refill',
        retailPriceCents: 3900,
        bv: 31,
        pv: 31,
        images: [{ name: 'body-wash-refill', caption: 'Citrus body wash, 1 L refill pouch' }],
      },
      {
        skuNumber: 'BDW2P',
        optionDescription: 'Two 500 mL bottles',
        retailPriceCents: 4500,
        bv: 36,
        pv: 36,
        images: [
          { name: 'body-wash-twin-pack', caption: 'Two 500 mL bottles' },
          { name: 'body-wash-lather', caption: 'A rich lather' },
        ],
      },
    ],
  },
  {
    id: 'P106',
    name: 'Herbal Tea Sampler',
    detailPage: 'herbal-tea-sampler',
    category: 'Wellness',
    description: 'Twelve caffeine-free blends: chamomile, rooibos, hibiscus and more.',
    skus: [
      {
        skuNumber: 'TEA12',
        optionDescription: '12 tea bags',
        retailPriceCents: 999,
        bv: 7,
        pv: 7,
        isDefault: true,
        images: [{ name: 'tea-sampler-box', caption: 'Herbal tea sampler box' }],
      },
    ],
  },
  {
    id: 'P107',
    name: 'Ultrasonic Aroma Diffuser',
    detailPage: 'ultrasonic-aroma-diffuser',
    category: 'Wellness',
    description: 'A quiet diffuser with soft light, eight-hour run time and automatic shut-off.',
    skus: [
      {
        skuNumber: 'DIF01',
        optionDescription: 'Stone grey',
        retailPriceCents: 5995,
        bv: 45,
        pv: 48,
        isDefault: true,
        images: [
          { name: 'diffuser-grey', caption: 'Aroma diffuser, stone grey' },
          { name: 'diffuser-grey-mist', caption: 'Diffuser running' },
        ],
      },
      {
        skuNumber: 'DIF02',
        optionDescription: 'Natural wood',
        retailPriceCents: 6495,
        bv: 49,
        pv: 52,
        images: [
          { name: 'diffuser-wood', caption: 'Aroma diffuser, natural wood' },
          { name: 'diffuser-wood-mist', caption: 'Diffuser running' },
        ],
      },
    ],
  },
  {
    // The spec's donation SKUs: the cart shows a custom-amount field, one unit per dollar.
    id: 'P108',
    name: 'Kids Foundation donation',
    detailPage: 'kids-foundation-donation',
    category: 'Donations',
    description: 'Every dollar you give helps children in our communities. Choose your amount at checkout.',
    skus: [
      {
        skuNumber: 'KFCSH',
        optionDescription: 'Donation',
        retailPriceCents: 100,
        bv: 0,
        pv: 0,
        isDefault: true,
        images: [{ name: 'kids-foundation', caption: 'Kids Foundation' }],
      },
      {
        skuNumber: 'KFCAN',
        optionDescription: 'Donation (annual)',
        retailPriceCents: 100,
        bv: 0,
        pv: 0,
        images: [{ name: 'kids-foundation', caption: 'Kids Foundation' }],
      },
    ],
  },
  {
    // Holding this SKU makes an order an enrollment: placing it creates a distributor profile.
    id: 'P109',
    name: 'Distributor Starter Kit',
    detailPage: 'distributor-starter-kit',
    category: 'Business Tools',
    description: 'Everything a new distributor needs to start: product samples, brochures and a business guide.',
    skus: [
      {
        skuNumber: 'KIT-D',
        optionDescription: 'Starter kit',
        retailPriceCents: 4995,
        bv: 0,
        pv: 0,
        isDefault: true,
        qtyIsLocked: true,
        images: [{ name: 'starter-kit-box', caption: 'Distributor starter kit' }],
      },
    ],
  },
  {
    // The receipt shows a personal-website setup link for this SKU.
    id: 'P110',
    name: 'Personal Website Setup',
    detailPage: 'personal-website-setup',
    category: 'Business Tools',
    description: 'Your own storefront website with your name, photo and products, set up for you.',
    skus: [
      {
        skuNumber: 'PWS-SETUP',
        optionDescription: 'One-time setup',
        retailPriceCents: 1995,
        bv: 0,
        pv: 0,
        isDefault: true,
        qtyIsLocked: true,
        images: [{ name: 'personal-website', caption: 'Personal website on a laptop' }],
      },
    ],
  },
  {
    // The receipt shows the mobile-app activation message for this SKU.
    id: 'P111',
    name: 'Mobile App Subscription',
    detailPage: 'mobile-app-subscription',
    category: 'Business Tools',
    description: 'Track your orders, team and points on the go with the member app.',
    skus: [
      {
        skuNumber: 'APP-1',
        optionDescription: '1 month',
        retailPriceCents: 999,
        bv: 0,
        pv: 0,
        isDefault: true,
        images: [{ name: 'mobile-app', caption: 'Member app on a phone' }],
      },
    ],
  },
];

/** A seeded product; demo pages link to it, so a missing one is a mistake in the seed. */
export function demoProduct(id: string): DemoProduct {
  const product = demoProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The demo catalogue has no product ${id}`);
  return product;
}
