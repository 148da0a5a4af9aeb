import type { Product } from '../../../../src/contracts/products.ts';
import type { HomePageProduct, Popup, SiteSettingsSections } from '../../../../src/contracts/site-settings.ts';

/** Fixtures of the home-page blocks' unit tests and stories: site demo, owned by user 1002. */

export const OWNER = { id: '1002', username: 'distributor', status: 'D' };
export const OTHER_USER = { id: '1007', username: 'riley', status: 'D' };

const picture = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><title>${name}</title><rect width="40" height="40" fill="#c7d2fe"/></svg>`)}`;

export const homeProduct = (productId: string, name: string, price: string): HomePageProduct => ({
  productId,
  name,
  image: picture(name),
  thumbImage: picture(name),
  description: `${name}: a gentle favourite of my customers.`,
  detailPageUrl: `/p/${productId.toLowerCase()}`,
  skuOptions: [
    { skuNumber: `${productId}-S`, isDefault: false, formattedRetailPrice: '$1.00' },
    { skuNumber: `${productId}-D`, isDefault: true, formattedRetailPrice: price },
  ],
});

export const demoProducts = [
  homeProduct('P100', 'Lavender Essential Oil', '$24.00'),
  homeProduct('P101', 'Peppermint Essential Oil', '$19.00'),
  homeProduct('P102', 'Daily Multivitamin', '$29.00'),
  homeProduct('P103', 'Omega-3 Fish Oil', '$32.00'),
  homeProduct('P104', 'Hydrating Face Cream', '$38.00'),
  homeProduct('P105', 'Citrus Body Wash', '$14.00'),
  homeProduct('P106', 'Herbal Tea Sampler', '$12.00'),
];

/** The catalogue as GET /api/products answers it, for the owner's picker. */
export const catalogue: Product[] = demoProducts.map((p) => ({
  productId: p.productId,
  name: p.name,
  description: p.description,
  detailPage: p.productId.toLowerCase(),
  category: 'Essential Oils',
  subscription: null,
  skus: p.skuOptions.map((sku) => ({
    skuNumber: sku.skuNumber,
    optionDescription: '5 mL',
    retailPrice: 1,
    formattedRetailPrice: sku.formattedRetailPrice,
    bv: 1,
    pv: 1,
    formattedBv: '1',
    formattedPv: '1',
    isDefault: sku.isDefault,
    isBackOrdered: false,
    isCustomAmount: false,
    images: [
      {
        imageId: `${p.productId}-1`,
        imageSrc: p.image ?? '',
        thumbSrc: p.thumbImage ?? '',
        highResSrc: '',
        caption: '',
        width: 40,
        height: 40,
      },
    ],
  })),
}));
export const catalogueList = { items: catalogue, total: catalogue.length, page: 1, pageSize: 48, categories: ['Essential Oils'] };

export const popups: Popup[] = [
  {
    popupId: 'spring-sale',
    name: 'Spring sale',
    backgroundImage: picture('spring'),
    content: '<p><strong>Spring sale:</strong> 15% off every essential oil.</p><img src="x" onerror="alert(1)">',
    linkText: 'Shop lavender oil',
    linkUrl: '/p/lavender-essential-oil',
  },
  {
    popupId: 'free-shipping',
    name: 'Free shipping weekend',
    backgroundImage: picture('shipping'),
    content: '<p>Free shipping on every order over $50.</p>',
    linkText: 'Start shopping',
    linkUrl: '/products',
  },
];

export function sections({
  products = demoProducts.slice(0, 3),
  productCount = 3,
  popup = null,
}: { products?: HomePageProduct[]; productCount?: 3 | 6; popup?: Popup | null } = {}): SiteSettingsSections {
  return {
    siteId: 'demo',
    ownerUserId: OWNER.id,
    homePagePopups: { currentPopupId: popup?.popupId ?? null, currentPopup: popup },
    homePageProducts: { productCount, productIds: products.map((p) => p.productId), products },
  };
}

export const SECTIONS_ROUTE = 'GET /api/pws/site-settings-section/demo';
export const PRODUCTS_PUT = 'PUT /api/pws/site-settings-section/current/homePageProducts';
export const POPUPS_PUT = 'PUT /api/pws/site-settings-section/current/homePagePopups';
export const POPUPS_ROUTE = 'GET /api/pws/popups';
export const CATALOGUE_ROUTE = 'GET /api/products';
