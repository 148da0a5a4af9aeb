import type { ConferenceProduct } from '#contracts/conference.ts';
import { fillLabel } from '#host/labels.ts';

/**
 * What each feature SKU is called in its picker, filled into `template` ({product}, {option},
 * {price}). The product is named by its name, as the cart and the receipt name its line
 * ('Gala party', 'Standard seat'), not by its option group: a choice shown as 'Seating: Standard
 * seat' arrived in the cart as 'Gala party', and two products may share a group ('Seating').
 */
export function featureNames(featureProducts: readonly ConferenceProduct[], template: string): Map<string, string> {
  return new Map(
    featureProducts.flatMap((product) =>
      product.skus.map((sku) => [
        sku.number,
        fillLabel(template, {
          product: product.name,
          option: sku.options[0]?.optionValue ?? sku.number,
          price: sku.formattedPrice,
        }),
      ]),
    ),
  );
}
