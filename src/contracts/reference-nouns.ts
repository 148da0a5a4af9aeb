import type { ReferenceKind } from './reference-metadata.ts';

/**
 * One of a kind, as texts for people name it: "product", "SKU", "distributor". Only editors read
 * these (pickers, save warnings, the previews' notices), so they live apart from
 * reference-metadata.ts, which the build keeps in the config chunk every page loads.
 */
export const REFERENCE_NOUNS: Readonly<Record<ReferenceKind, string>> = {
  product: 'product',
  sku: 'SKU',
  category: 'category',
  page: 'page',
  image: 'image',
  conference: 'conference',
  event: 'event',
  video: 'video',
  user: 'distributor',
};
