import type * as v from 'valibot';
import type { Product, ProductImage, ProductList, ProductSku, ProductSortSchema } from '#contracts/products.ts';
import type { Db } from '../db/database.ts';
import { isDonationSku } from './commerce-rules.ts';
import { isGoodsSql, NOT_GOODS_SKUS } from './goods-rules.ts';
import { formatCents, formatPoints } from './order-totals.ts';
import type { StoreSettings } from './store-settings.ts';

/** A product's own fields, without its SKUs. */
export interface ProductRow {
  productId: string;
  name: string;
  description: string;
  detailPage: string;
  category: string;
  subscriptionPercent: number | null;
}

interface SkuRow {
  productId: string;
  skuNumber: string;
  optionDescription: string;
  retailPriceCents: number;
  bv: number;
  pv: number;
  isDefault: boolean;
  isBackOrdered: boolean;
}

type ImageRow = ProductImage & { skuNumber: string };

export type ProductSort = v.InferOutput<typeof ProductSortSchema>;

export interface ProductListQuery {
  /** Matched without regard to case; empty or missing lists every category. */
  category?: string | undefined;
  /** Missing keeps the catalogue's own order. */
  sort?: ProductSort | undefined;
  page: number;
  pageSize: number;
  /** Only these products, in this order (sort does not apply). */
  ids?: string[] | undefined;
  /** Only goods (goods-rules.ts): no donation, service or subscription. */
  goodsOnly?: boolean | undefined;
}

// A product without SKUs cannot be sold or shown (the API's product has at least one), so it is left out.
const selectProducts = `select p.id as "productId", p.name, p.description, p.detail_page as "detailPage", p.category,
    p.subscription_percent as "subscriptionPercent"
  from products p`;
const hasSkus = 'exists (select 1 from skus s where s.product_id = p.id)';
/**
 * The condition on `products p` of a product the listings show. Unlisted products (conference
 * tickets and features) are sold through their own forms: listings, and the editor's category
 * and SKU pickers, leave them out.
 */
export const LISTED_PRODUCT = `p.listed and ${hasSkus}`;

// The price a product sorts by is its default SKU's (the one marked default, else the first), as the blocks show it.
const defaultPrice = `(select s.retail_price_cents from skus s where s.product_id = p.id
  order by s.is_default desc, s.sort_order limit 1)`;

const sortOrders: Record<ProductSort | 'catalogue', string> = {
  catalogue: 'p.sort_order',
  name: 'lower(p.name), p.id',
  'price-asc': `${defaultPrice}, lower(p.name), p.id`,
  'price-desc': `${defaultPrice} desc, lower(p.name), p.id`,
};

function toApiSku(sku: SkuRow, images: ProductImage[], settings: StoreSettings): ProductSku {
  return {
    skuNumber: sku.skuNumber,
    optionDescription: sku.optionDescription,
    retailPrice: sku.retailPriceCents / 100,
    formattedRetailPrice: formatCents(sku.retailPriceCents, settings),
    bv: sku.bv,
    pv: sku.pv,
    formattedBv: formatPoints(sku.bv),
    formattedPv: formatPoints(sku.pv),
    isDefault: sku.isDefault,
    isBackOrdered: sku.isBackOrdered,
    isCustomAmount: isDonationSku(sku.skuNumber),
    images,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The API's products for `rows`, in the same order, each with its SKUs and their images. */
async function withSkus(db: Db, rows: ProductRow[], settings: StoreSettings): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.productId);
  const [skus, images] = await Promise.all([
    db.query<SkuRow>(
      `select s.product_id as "productId", s.sku_number as "skuNumber", s.option_description as "optionDescription",
         s.retail_price_cents as "retailPriceCents", s.bv, s.pv, s.is_default as "isDefault",
         s.is_back_ordered as "isBackOrdered"
       from skus s where s.product_id = any($1::text[])
       order by s.sort_order, s.sku_number`,
      [ids],
    ),
    db.query<ImageRow>(
      `select i.sku_number as "skuNumber", i.image_id as "imageId", i.src as "imageSrc", i.thumb_src as "thumbSrc",
         i.high_res_src as "highResSrc", i.caption, i.width, i.height
       from sku_images i join skus s on s.sku_number = i.sku_number
       where s.product_id = any($1::text[])
       order by i.sort_order, i.image_id`,
      [ids],
    ),
  ]);
  const imagesBySku = groupBy(images, (image) => image.skuNumber);
  const skusByProduct = groupBy(skus, (sku) => sku.productId);
  return rows.map(({ subscriptionPercent, ...row }) => ({
    ...row,
    subscription: subscriptionPercent === null ? null : { discountPercent: subscriptionPercent },
    skus: (skusByProduct.get(row.productId) ?? []).map((sku) =>
      toApiSku(
        sku,
        (imagesBySku.get(sku.skuNumber) ?? []).map(({ skuNumber: _, ...image }) => image),
        settings,
      ),
    ),
  }));
}

/** A product's own fields by id or by detail page (the /p/{detailPage} route); null when there is none. */
export async function findProductRow(db: Db, by: { productId: string } | { detailPage: string }): Promise<ProductRow | null> {
  const [column, value] = 'productId' in by ? ['p.id', by.productId] : ['p.detail_page', by.detailPage];
  const [row] = await db.query<ProductRow>(`${selectProducts} where ${column} = $1 and ${hasSkus}`, [value]);
  return row ?? null;
}

export async function findProduct(
  db: Db,
  settings: StoreSettings,
  by: { productId: string } | { detailPage: string },
): Promise<Product | null> {
  const row = await findProductRow(db, by);
  return row ? ((await withSkus(db, [row], settings))[0] ?? null) : null;
}

/** Every category that has a product, sorted. */
async function listCategories(db: Db): Promise<string[]> {
  const rows = await db.query<{ category: string }>(`select distinct p.category from products p where ${LISTED_PRODUCT}`);
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, 'en'));
}

/** One page of the catalogue: filtered by category and/or ids, sorted, with the total before paging. */
export async function listProducts(db: Db, settings: StoreSettings, query: ProductListQuery): Promise<ProductList> {
  const conditions = [LISTED_PRODUCT];
  const params: unknown[] = [];
  if (query.category) {
    params.push(query.category);
    conditions.push(`lower(p.category) = lower($${params.length})`);
  }
  if (query.goodsOnly) {
    params.push(NOT_GOODS_SKUS);
    conditions.push(isGoodsSql('p.id', `$${params.length}`));
  }
  let order = sortOrders[query.sort ?? 'catalogue'];
  if (query.ids) {
    params.push(query.ids);
    conditions.push(`p.id = any($${params.length}::text[])`);
    order = `array_position($${params.length}::text[], p.id)`;
  }
  const where = `where ${conditions.join(' and ')}`;
  const paging = `limit $${params.length + 1} offset $${params.length + 2}`;
  const [[count], rows, categories] = await Promise.all([
    db.query<{ n: number }>(`select count(*) as n from products p ${where}`, params),
    db.query<ProductRow>(`${selectProducts} ${where} order by ${order} ${paging}`, [
      ...params,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]),
    listCategories(db),
  ]);
  return {
    items: await withSkus(db, rows, settings),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    categories,
  };
}

/** The products of a category (without regard to case) for the suggestion strip, in catalogue order. */
export async function productsInCategory(db: Db, settings: StoreSettings, category: string): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `${selectProducts} where lower(p.category) = lower($1) and ${LISTED_PRODUCT} order by p.sort_order`,
    [category],
  );
  return withSkus(db, rows, settings);
}
