import type { Conference, ConferenceProduct, ConferenceSummary } from '#contracts/conference.ts';
import { formatCents } from '../commerce/order-totals.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';

const selectSummary = `select c.id, c.title, c.active, to_char(c.starts_on, 'YYYY-MM-DD') as "startsOn" from conferences c`;

/** Active conferences, soonest first; with `all`, the inactive ones too. */
export async function listConferences(db: Db, all: boolean): Promise<ConferenceSummary[]> {
  return db.query<ConferenceSummary>(`${selectSummary} where c.active or $1 order by c.starts_on, c.id`, [all]);
}

export interface DeskSku {
  number: string;
  optionValue: string;
  priceCents: number;
  /** False once the SKU's capacity is sold (active tickets and features count). */
  available: boolean;
  /** How many are left to sell; null when the SKU has no capacity. */
  remaining: number | null;
}

export interface DeskProduct {
  productId: string;
  name: string;
  optionGroup: string;
  isParty: boolean;
  skus: DeskSku[];
}

export type DeskConference = ConferenceSummary & { ticketProduct: DeskProduct; featureProducts: DeskProduct[] };

interface SkuRow extends Omit<DeskSku, 'available'> {
  productId: string;
  name: string;
  optionGroup: string;
  isParty: boolean;
  isTicket: boolean;
}

/** A conference with its ticket product first, then its feature products, each with its SKUs; null when unknown. */
export async function findConference(db: Db, conferenceId: string): Promise<DeskConference | null> {
  const [[summary], rows] = await Promise.all([
    db.query<ConferenceSummary>(`${selectSummary} where c.id = $1`, [conferenceId]),
    db.query<SkuRow>(
      `select p.id as "productId", p.name, cp.option_group as "optionGroup", cp.is_party as "isParty",
         p.id = c.ticket_product_id as "isTicket", s.sku_number as number, s.option_description as "optionValue",
         s.retail_price_cents as "priceCents",
         case when cap.capacity is not null then greatest(0, cap.capacity
           - (select count(*) from conference_tickets t where t.sku_number = s.sku_number and t.active)
           - (select count(*) from conference_features f where f.sku_number = s.sku_number and f.active))::int end as remaining
       from conferences c
       join conference_products cp on cp.product_id = c.ticket_product_id
         or cp.product_id in (select fp.product_id from conference_feature_products fp where fp.conference_id = c.id)
       join products p on p.id = cp.product_id
       join skus s on s.product_id = p.id
       left join conference_sku_capacity cap on cap.sku_number = s.sku_number
       left join conference_feature_products fp on fp.conference_id = c.id and fp.product_id = p.id
       where c.id = $1
       order by p.id = c.ticket_product_id desc, fp.sort_order, s.sort_order, s.sku_number`,
      [conferenceId],
    ),
  ]);
  if (!summary) return null;
  const products = new Map<string, DeskProduct & { isTicket: boolean }>();
  for (const { productId, name, optionGroup, isParty, isTicket, ...sku } of rows) {
    const product = products.get(productId) ?? { productId, name, optionGroup, isParty, isTicket, skus: [] };
    product.skus.push({ ...sku, available: sku.remaining === null || sku.remaining > 0 });
    products.set(productId, product);
  }
  const [ticketProduct, ...featureProducts] = products.values();
  if (!ticketProduct?.isTicket) throw new Error(`Conference ${conferenceId} has no ticket product SKUs`);
  return { ...summary, ticketProduct, featureProducts };
}

function toApiProduct(product: DeskProduct, settings: StoreSettings): ConferenceProduct {
  return {
    productId: product.productId,
    name: product.name,
    optionGroups: [{ name: product.optionGroup }],
    skus: product.skus.map((sku) => ({
      number: sku.number,
      options: [{ optionValue: sku.optionValue }],
      formattedPrice: formatCents(sku.priceCents, settings),
      price: sku.priceCents / 100,
    })),
    availableSkus: product.skus.filter((sku) => sku.available).map((sku) => sku.number),
  };
}

export function toApiConference(conference: DeskConference, settings: StoreSettings): Conference {
  const { ticketProduct, featureProducts, ...summary } = conference;
  return {
    ...summary,
    ticketProduct: toApiProduct(ticketProduct, settings),
    featureProducts: featureProducts.map((product) => toApiProduct(product, settings)),
  };
}
