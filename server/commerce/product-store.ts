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
  skuNumber: string;
  optionDescription: string;
  retailPriceCents: number;
  bv: number;
  pv: number;
  isDefault: boolean;
  isBackOrdered: boolean;
  images: ProductImage[];
}

/** A product with its SKUs and their images, as one row of the database's answer. */
type ProductWithSkus = ProductRow & { skus: SkuRow[] };

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

const productFields = `p.id as "productId", p.name, p.description, p.detail_page as "detailPage", p.category,
    p.subscription_percent as "subscriptionPercent"`;

/**
 * The product's SKUs (in their order), each with its images (in theirs), as a JSON array: a product
 * or a page of them is one query, not three (`npm run bench:server`: the product list spent its
 * time on the database's round trips).
 */
const skusOfProduct = `coalesce((select json_agg(json_build_object('skuNumber', s.sku_number,
      'optionDescription', s.option_description, 'retailPriceCents', s.retail_price_cents, 'bv', s.bv, 'pv', s.pv,
      'isDefault', s.is_default, 'isBackOrdered', s.is_back_ordered,
      'images', coalesce((select json_agg(json_build_object('imageId', i.image_id, 'imageSrc', i.src,
          'thumbSrc', i.thumb_src, 'highResSrc', i.high_res_src, 'caption', i.caption, 'width', i.width,
          'height', i.height) order by i.sort_order, i.image_id)
        from sku_images i where i.sku_number = s.sku_number), '[]'))
    order by s.sort_order, s.sku_number)
  from skus s where s.product_id = p.id), '[]')`;

/** The product `p` with its SKUs, as a JSON object (a ProductWithSkus). */
const productJson = `json_build_object('productId', p.id, 'name', p.name, 'description', p.description,
    'detailPage', p.detail_page, 'category', p.category, 'subscriptionPercent', p.subscription_percent,
    'skus', ${skusOfProduct})`;

// A product without SKUs cannot be sold or shown (the API's product has at least one), so it is left out.
const selectProducts = `select ${productJson} as product from products p`;
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

function toApiSku({ retailPriceCents, ...sku }: SkuRow, settings: StoreSettings): ProductSku {
  return {
    skuNumber: sku.skuNumber,
    optionDescription: sku.optionDescription,
    retailPrice: retailPriceCents / 100,
    formattedRetailPrice: formatCents(retailPriceCents, settings),
    bv: sku.bv,
    pv: sku.pv,
    formattedBv: formatPoints(sku.bv),
    formattedPv: formatPoints(sku.pv),
    isDefault: sku.isDefault,
    isBackOrdered: sku.isBackOrdered,
    isCustomAmount: isDonationSku(sku.skuNumber),
    images: sku.images,
  };
}

function toApiProduct({ subscriptionPercent, skus, ...row }: ProductWithSkus, settings: StoreSettings): Product {
  return {
    ...row,
    subscription: subscriptionPercent === null ? null : { discountPercent: subscriptionPercent },
    skus: skus.map((sku) => toApiSku(sku, settings)),
  };
}

type ProductKey = { productId: string } | { detailPage: string };

/** The column a product is found by, and its value. */
const keyOf = (by: ProductKey) => ('productId' in by ? ['p.id', by.productId] : ['p.detail_page', by.detailPage]);

/** A product's own fields by id or by detail page (the /p/{detailPage} route); null when there is none. */
export async function findProductRow(db: Db, by: ProductKey): Promise<ProductRow | null> {
  const [column, value] = keyOf(by);
  const [row] = await db.query<ProductRow>(`select ${productFields} from products p where ${column} = $1 and ${hasSkus}`, [
    value,
  ]);
  return row ?? null;
}

export async function findProduct(db: Db, settings: StoreSettings, by: ProductKey): Promise<Product | null> {
  const [column, value] = keyOf(by);
  const [row] = await db.query<{ product: ProductWithSkus }>(`${selectProducts} where ${column} = $1 and ${hasSkus}`, [value]);
  return row ? toApiProduct(row.product, settings) : null;
}

/**
 * One page of the catalogue: filtered by category and/or ids, sorted, with the total before paging
 * and every category that has a product (sorted): one query.
 */
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
  const [row] = await db.query<{ total: number; categories: string[]; items: ProductWithSkus[] }>(
    `select (select count(*) from products p ${where}) as total,
       coalesce((select json_agg(distinct p.category) from products p where ${LISTED_PRODUCT}), '[]') as categories,
       coalesce((select json_agg(page.product order by page.position)
         from (select ${productJson} as product, row_number() over (order by ${order}) as position
           from products p ${where} order by ${order} ${paging}) page), '[]') as items`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: (row?.items ?? []).map((product) => toApiProduct(product, settings)),
    total: row?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    categories: (row?.categories ?? []).sort((a, b) => a.localeCompare(b, 'en')),
  };
}

/** The products of a category (without regard to case) for the suggestion strip, in catalogue order. */
export async function productsInCategory(db: Db, settings: StoreSettings, category: string): Promise<Product[]> {
  const rows = await db.query<{ product: ProductWithSkus }>(
    `${selectProducts} where lower(p.category) = lower($1) and ${LISTED_PRODUCT} order by p.sort_order`,
    [category],
  );
  return rows.map((row) => toApiProduct(row.product, settings));
}
