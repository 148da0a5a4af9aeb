import type { Product } from '../../../../src/contracts/products.ts';
import { REVISION_CONFLICT_CODE, REVISION_CONFLICT_STATUS, REVISION_CONFLICT_TEXT } from '../../../../src/contracts/revisions.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
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

/** The products the owner's picker offers, as GET /api/pws/home-page-product-choices answers them. */
export const productChoices: Product[] = demoProducts.map((p) => ({
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

/** Site demo's sections as the server answers them; `canEdit` as for its owner unless said otherwise. */
export function sections({
  products = demoProducts.slice(0, 3),
  productCount = 3,
  popup = null,
  canEdit = true,
  revision = 4,
}: {
  products?: HomePageProduct[];
  productCount?: 3 | 6;
  popup?: Popup | null;
  canEdit?: boolean;
  /** Both sections' revision. */
  revision?: number;
} = {}): SiteSettingsSections {
  return {
    siteId: 'demo',
    ownerUserId: OWNER.id,
    canEdit,
    homePagePopups: { currentPopupId: popup?.popupId ?? null, currentPopup: popup, revision },
    homePageProducts: { productCount, productIds: products.map((p) => p.productId), products, revision },
  };
}

export const SECTIONS_ROUTE = 'GET /api/pws/site-settings-section/demo';
export const PRODUCTS_PUT = 'PUT /api/pws/site-settings-section/current/homePageProducts';
export const POPUPS_PUT = 'PUT /api/pws/site-settings-section/current/homePagePopups';
export const POPUPS_ROUTE = 'GET /api/pws/popups';
export const CHOICES_ROUTE = 'GET /api/pws/home-page-product-choices';

/** The popups PUT as the server answers it: the chosen popup and the next revision (`status` decides success). */
export const popupSaved =
  (status: () => number = () => 200): FakeHandler =>
  ({ body }) => {
    const { currentPopupId, revision } = body as { currentPopupId: string | null; revision: number };
    const currentPopup = popups.find((p) => p.popupId === currentPopupId) ?? null;
    return { status: status(), data: { currentPopupId, currentPopup, revision: revision + 1 } };
  };

/** The products PUT as the server answers it: the picks resolved from the fixtures and the next revision. */
export const productsSaved: FakeHandler = ({ body }) => {
  const { productCount, productIds, revision } = body as { productCount: 3 | 6; productIds: string[]; revision: number };
  const products = productIds.flatMap((id) => demoProducts.filter((p) => p.productId === id));
  return { data: { productCount, productIds, products, revision: revision + 1 } };
};

/** The 409 of a save over a newer revision (src/contracts/revisions.ts). */
export const revisionConflict: FakeHandler = () => ({
  status: REVISION_CONFLICT_STATUS,
  messages: [{ type: 'error', source: 'revision', code: REVISION_CONFLICT_CODE, value: REVISION_CONFLICT_TEXT }],
});

/** Answers `loaded` to the first read and `latest` to every later one: someone saved in between. */
export function savedElsewhere(loaded: unknown, latest: unknown): FakeHandler {
  let reads = 0;
  return () => ({ data: reads++ === 0 ? loaded : latest });
}
