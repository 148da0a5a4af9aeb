import * as v from 'valibot';
import type { Db } from './database.ts';
import { insertJsonRows, upsertOn } from './json-rows.ts';
import catalogue from './seed-data/catalogue.json' with { type: 'json' };

// Strict objects: a misspelt field in the data file is refused, not silently left out.
const DemoSkuSchema = v.strictObject({
  skuNumber: v.string(),
  optionDescription: v.string(),
  retailPriceCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bv: v.pipe(v.number(), v.integer()),
  pv: v.pipe(v.number(), v.integer()),
  isDefault: v.optional(v.boolean()),
  isBackOrdered: v.optional(v.boolean()),
  /** One per order: the cart refuses any other quantity. */
  qtyIsLocked: v.optional(v.boolean()),
  /** Image names (`/demo-images/NAME.svg`) with their captions. */
  images: v.array(v.strictObject({ name: v.string(), caption: v.string() })),
});

const DemoProductSchema = v.strictObject({
  id: v.string(),
  name: v.string(),
  detailPage: v.string(),
  description: v.string(),
  category: v.string(),
  /**
   * Subscribe & Save: the percent an auto-ship order takes off (10 on the everyday consumables:
   * oils, supplements, body care); absent where it cannot be subscribed to.
   */
  subscriptionPercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  skus: v.array(DemoSkuSchema),
});

export type DemoProduct = v.InferOutput<typeof DemoProductSchema>;

/**
 * The store's products, in the order they list, from `seed-data/catalogue.json`.
 * note: some SKUs have a role beyond the shop and are named in code: `DONATION_SKUS`
 * (src/contracts/commerce.ts) and the enrollment, personal-website and mobile-app SKUs
 * (server/commerce/commerce-rules.ts).
 */
export const demoProducts: DemoProduct[] = parseCatalogue(catalogue);

/** Validates the catalogue data file's contents; the message names every issue and where it is. */
export function parseCatalogue(data: unknown): DemoProduct[] {
  const result = v.safeParse(v.array(DemoProductSchema), data);
  if (!result.success) throw new Error(`seed-data/catalogue.json is not a valid catalogue:\n${v.summarize(result.issues)}`);
  return result.output;
}

export const DEMO_IMAGE_SIZE = 800;

export function demoImageUrls(name: string) {
  return {
    src: `/demo-images/${name}.svg`,
    thumbSrc: `/demo-images/${name}-thumb.svg`,
    highResSrc: `/demo-images/${name}-large.svg`,
  };
}

/** A seeded product; demo pages link to it, so a missing one is a mistake in the seed. */
export function demoProduct(id: string): DemoProduct {
  const product = demoProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The demo catalogue has no product ${id}`);
  return product;
}

const PRODUCT_COLUMNS = {
  id: 'text',
  name: 'text',
  detail_page: 'text',
  description: 'text',
  category: 'text',
  sort_order: 'integer',
  subscription_percent: 'integer',
};

const SKU_COLUMNS = {
  sku_number: 'text',
  product_id: 'text',
  option_description: 'text',
  retail_price_cents: 'integer',
  bv: 'integer',
  pv: 'integer',
  is_default: 'boolean',
  is_back_ordered: 'boolean',
  qty_is_locked: 'boolean',
  sort_order: 'integer',
};

const SKU_IMAGE_COLUMNS = {
  image_id: 'text',
  sku_number: 'text',
  src: 'text',
  thumb_src: 'text',
  high_res_src: 'text',
  caption: 'text',
  width: 'integer',
  height: 'integer',
  sort_order: 'integer',
};

/**
 * Upserts the products, their SKUs and their images, so a persisted demo database follows changes
 * to the seed. Each list's order is its `sort_order`.
 */
export async function seedCatalogue(db: Db, products: DemoProduct[]): Promise<void> {
  await insertJsonRows(
    db,
    'products',
    PRODUCT_COLUMNS,
    products.map((product, sortOrder) => ({
      id: product.id,
      name: product.name,
      detail_page: product.detailPage,
      description: product.description,
      category: product.category,
      sort_order: sortOrder,
      subscription_percent: product.subscriptionPercent ?? null,
    })),
    upsertOn(['id'], PRODUCT_COLUMNS),
  );
  await insertJsonRows(
    db,
    'skus',
    SKU_COLUMNS,
    products.flatMap((product) =>
      product.skus.map((sku, sortOrder) => ({
        sku_number: sku.skuNumber,
        product_id: product.id,
        option_description: sku.optionDescription,
        retail_price_cents: sku.retailPriceCents,
        bv: sku.bv,
        pv: sku.pv,
        is_default: sku.isDefault ?? false,
        is_back_ordered: sku.isBackOrdered ?? false,
        qty_is_locked: sku.qtyIsLocked ?? false,
        sort_order: sortOrder,
      })),
    ),
    upsertOn(['sku_number'], SKU_COLUMNS),
  );
  await insertJsonRows(
    db,
    'sku_images',
    SKU_IMAGE_COLUMNS,
    products
      .flatMap((product) => product.skus)
      .flatMap((sku) =>
        sku.images.map((image, sortOrder) => {
          const { src, thumbSrc, highResSrc } = demoImageUrls(image.name);
          return {
            image_id: `${sku.skuNumber}-${sortOrder + 1}`,
            sku_number: sku.skuNumber,
            src,
            thumb_src: thumbSrc,
            high_res_src: highResSrc,
            caption: image.caption,
            width: DEMO_IMAGE_SIZE,
            height: DEMO_IMAGE_SIZE,
            sort_order: sortOrder,
          };
        }),
      ),
    upsertOn(['image_id'], SKU_IMAGE_COLUMNS),
  );
}
