import type { Product, ProductSku } from '#contracts/products.ts';
import { currencyForCountry } from '#format/money.ts';
import { jsonScriptText } from '#host/json-script.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';

const SCHEMA_ORG = 'https://schema.org';

/** schema.org ItemAvailability: the catalogue knows back-orders only, no stock counts. */
type OfferAvailability = `${typeof SCHEMA_ORG}/${'InStock' | 'BackOrder'}`;

interface OfferJsonLd {
  '@type': 'Offer';
  /** Two decimals, as schema.org and the search engines read it: "12.50". */
  price: string;
  /** ISO 4217. */
  priceCurrency: string;
  availability: OfferAvailability;
  url: string;
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Product';
  name: string;
  description?: string;
  image: string[];
  sku: string;
  /** Absent for a donation: its amount is the giver's, so there is no price to state. */
  offers?: OfferJsonLd;
}

interface ProductPageAddress {
  /** The product page's own URL: where it lives and the origin its images' paths resolve against. */
  pageUrl: URL;
  settings: StoreSettings;
}

// note: the same rule as blocks/commerce/shared/sku-selection.ts defaultSku, which server/ may not import.
const defaultSku = (product: Product): ProductSku | undefined => product.skus.find((sku) => sku.isDefault) ?? product.skus[0];

/** Every picture of the product once, the default SKU's first, at the largest size the catalogue has. */
function imageUrls(product: Product, first: ProductSku | undefined, origin: string): string[] {
  const skus = first ? [first, ...product.skus.filter((sku) => sku !== first)] : product.skus;
  const urls = skus.flatMap((sku) => sku.images.map((image) => new URL(image.highResSrc, origin).href));
  return [...new Set(urls)];
}

function offerFor(sku: ProductSku, { pageUrl, settings }: ProductPageAddress): OfferJsonLd {
  return {
    '@type': 'Offer',
    price: sku.retailPrice.toFixed(2),
    priceCurrency: currencyForCountry(settings.country),
    // A back-ordered SKU can still be added to the cart (it ships later), so it is not OutOfStock.
    availability: `${SCHEMA_ORG}/${sku.isBackOrdered ? 'BackOrder' : 'InStock'}`,
    url: pageUrl.href,
  };
}

/**
 * The schema.org `Product` of a product page, from the product as the API answers it: its default
 * SKU's offer, which is what the page shows before a visitor picks another option.
 */
export function productStructuredData(product: Product, address: ProductPageAddress): ProductJsonLd {
  const sku = defaultSku(product);
  const description = product.description.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    image: imageUrls(product, sku, address.pageUrl.origin),
    sku: product.productId,
    ...(sku && !sku.isCustomAmount ? { offers: offerFor(sku, address) } : {}),
  };
}

/**
 * The `<script type="application/ld+json">` of a product page. It is data, never run, so the strict
 * `script-src 'self'` allows it; jsonScriptText keeps a product's text from ending the script.
 */
export function productStructuredDataScript(product: Product, address: ProductPageAddress): string {
  return `<script type="application/ld+json">${jsonScriptText(productStructuredData(product, address))}</script>`;
}
