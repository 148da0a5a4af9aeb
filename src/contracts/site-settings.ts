import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { SectionRevisionSchema } from './revisions.ts';
import { TOKEN_PATTERN } from './path-tokens.ts';
import type { Product } from './products.ts';

/**
 * A personal site's home-page settings (accounts spec 3, 7, 9): the popup visitors see once and
 * the 3 or 6 products of the home-page grid. The owner changes each section with a PUT on the
 * site they own (`current`); visitors read what they need with one public GET by site id.
 */

/** Accounts spec 9: "Home-page products count choices are 3 or 6 (default 3). The grid has rows of 3." */
export const HOME_PAGE_PRODUCT_COUNTS = [3, 6] as const;
export type HomePageProductCount = (typeof HOME_PAGE_PRODUCT_COUNTS)[number];
export const DEFAULT_HOME_PAGE_PRODUCT_COUNT: HomePageProductCount = 3;
const MAX_HOME_PAGE_PRODUCTS = Math.max(...HOME_PAGE_PRODUCT_COUNTS);
export const HOME_PAGE_GRID_COLUMNS = 3;

export const SITE_SETTINGS_TEXTS = {
  /** Accounts spec 6, the popup chooser for anyone but the owner. */
  notAllowed: 'You are not allowed to view this content.',
  /** Accounts spec 8 (the owner blocks' error): shown when the server gives no text of its own. */
  saveFailed: 'An error occurred',
  productCount: 'Choose 3 or 6 products.',
  tooManyProducts: 'Choose at most {count} products.',
  duplicateProduct: 'Each product can be chosen once.',
  unknownProduct: 'Product {productId} is not in the catalogue.',
  notGoods: 'Product {productId} is a donation, a service or a subscription: only goods can be shown on the home page.',
  productId: 'Each product id must be 1 to 64 letters, digits, "-" or "_".',
  unknownPopup: 'No such popup.',
  popupId: 'The popup id must be 1 to 64 letters, digits, "-" or "_", or null for none.',
  invalid: 'Some settings were invalid. Please check them and try again.',
} as const;

const id = (message: string) => v.pipe(v.string(), v.regex(TOKEN_PATTERN, message));

/** Accounts spec 3, Popup; `name` is ours, so the owner can tell popups apart and the dialog has a title. */
export const PopupSchema = v.object({
  popupId: v.string(),
  name: v.string(),
  backgroundImage: v.string(),
  /** Sanitised HTML: stored sanitised by the server, rendered sanitised by the block. */
  content: v.string(),
  linkText: v.string(),
  linkUrl: v.string(),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

/** Accounts spec 3, Home-page product: what the grid shows of a product, with its SKUs' prices. */
export const HomePageProductSchema = v.object({
  productId: v.string(),
  name: v.string(),
  image: v.nullable(v.string()),
  thumbImage: v.nullable(v.string()),
  description: v.string(),
  detailPageUrl: v.string(),
  skuOptions: v.array(v.object({ skuNumber: v.string(), isDefault: v.boolean(), formattedRetailPrice: v.string() })),
});
export type HomePageProduct = v.InferOutput<typeof HomePageProductSchema>;

/**
 * The grid's view of a catalogue product: its default SKU's first picture (else any SKU's) and
 * every SKU's price. The server answers with it; the owner's picker shows a new pick with it at once.
 */
export function toHomePageProduct(product: Product, detailPageUrl: string): HomePageProduct {
  const pictureSku =
    product.skus.find((sku) => sku.isDefault && sku.images.length > 0) ?? product.skus.find((sku) => sku.images.length > 0);
  const picture = pictureSku?.images[0];
  return {
    productId: product.productId,
    name: product.name,
    image: picture?.imageSrc ?? null,
    thumbImage: picture ? picture.thumbSrc || picture.imageSrc : null,
    description: product.description,
    detailPageUrl,
    skuOptions: product.skus.map(({ skuNumber, isDefault, formattedRetailPrice }) => ({
      skuNumber,
      isDefault,
      formattedRetailPrice,
    })),
  };
}

const ProductCountSchema = v.picklist(HOME_PAGE_PRODUCT_COUNTS, SITE_SETTINGS_TEXTS.productCount);

/** Accounts spec 3, Home-page products settings. */
export const HomePageProductsSettingsSchema = v.object({
  productCount: ProductCountSchema,
  productIds: v.pipe(
    v.array(id(SITE_SETTINGS_TEXTS.productId)),
    v.maxLength(MAX_HOME_PAGE_PRODUCTS, SITE_SETTINGS_TEXTS.tooManyProducts.replace('{count}', String(MAX_HOME_PAGE_PRODUCTS))),
  ),
});
export type HomePageProductsSettings = v.InferOutput<typeof HomePageProductsSettingsSchema>;

/** The owner's save of the products section: the settings and the revision they edited. */
export const HomePageProductsSaveSchema = v.object({
  ...HomePageProductsSettingsSchema.entries,
  revision: SectionRevisionSchema,
});

/** The products section as visitors need it: the settings and the chosen products, resolved, in their order. */
export const HomePageProductsSectionSchema = v.object({
  ...HomePageProductsSettingsSchema.entries,
  products: v.array(HomePageProductSchema),
  revision: SectionRevisionSchema,
});
export type HomePageProductsSection = v.InferOutput<typeof HomePageProductsSectionSchema>;

/** The owner's save of the popup section: the popup (null: none) and the revision it edited. */
export const HomePagePopupsSaveSchema = v.object({
  currentPopupId: v.nullable(id(SITE_SETTINGS_TEXTS.popupId)),
  revision: SectionRevisionSchema,
});

/** The popup section as visitors need it: the current popup with its content, or null for none. */
export const HomePagePopupsSectionSchema = v.object({
  currentPopupId: v.nullable(v.string()),
  currentPopup: v.nullable(PopupSchema),
  revision: SectionRevisionSchema,
});
export type HomePagePopupsSection = v.InferOutput<typeof HomePagePopupsSectionSchema>;

/** A site's public sections, with whether the signed-in user may change them (see `canEdit`). */
export const SiteSettingsSectionsSchema = v.object({
  siteId: v.string(),
  ownerUserId: v.string(),
  /** The server's own rule: the site's owner, an employee or a super-user (false for visitors). */
  canEdit: v.boolean(),
  homePagePopups: HomePagePopupsSectionSchema,
  homePageProducts: HomePageProductsSectionSchema,
});
export type SiteSettingsSections = v.InferOutput<typeof SiteSettingsSectionsSchema>;

/** GET (public): what visitors of site `siteId` need; 404 for an unknown site. */
export const siteSettingsSectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pws/site-settings-section/{siteId}',
  data: SiteSettingsSectionsSchema,
});

/**
 * PUT: the owner's site's current popup (null: none). Query `siteId` lets an employee or
 * super-user name another site. 401 signed out, 403 owning no site, 404 a site unknown or not
 * theirs, 422 an unknown popup, 409 (REVISION_CONFLICT_CODE) when the section has been saved since
 * `revision`: then nothing changes.
 */
export const homePagePopupsSectionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/pws/site-settings-section/current/homePagePopups',
  data: HomePagePopupsSectionSchema,
  body: HomePagePopupsSaveSchema,
});

/** PUT: the owner's site's product count and picks; answers the section with the products resolved (409 as above). */
export const homePageProductsSectionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/pws/site-settings-section/current/homePageProducts',
  data: HomePageProductsSectionSchema,
  body: HomePageProductsSaveSchema,
});

/** GET: the popups an owner chooses from (site owners, employees and super-users). */
export const popupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pws/popups',
  data: v.array(PopupSchema),
});

export type HomePageProductsErrors = Partial<Record<'productCount' | 'productIds', string>>;

/**
 * The rules between the fields, which the body schema cannot see: at most `productCount` picks,
 * none twice. The server applies them to every save (and checks the catalogue itself); the
 * block keeps its picks within them.
 */
export function homePageProductsErrors({ productCount, productIds }: HomePageProductsSettings): HomePageProductsErrors {
  if (productIds.length > productCount) {
    return { productIds: SITE_SETTINGS_TEXTS.tooManyProducts.replace('{count}', String(productCount)) };
  }
  if (new Set(productIds).size !== productIds.length) return { productIds: SITE_SETTINGS_TEXTS.duplicateProduct };
  return {};
}
