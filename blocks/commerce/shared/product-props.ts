import * as v from 'valibot';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { reference } from '#contracts/reference-metadata.ts';

export const ProductIdSchema = v.pipe(v.string(), v.regex(TOKEN_PATTERN, 'A product id is 1 to 64 letters, digits, "-" or "_".'));

/** One product of a list (the editor's product picker; the server checks it exists when the page is saved). */
export const ProductItemSchema = v.pipe(ProductIdSchema, v.title('Product'), reference('product'));

export const CartSystemIdSchema = v.pipe(
  v.string(),
  v.regex(TOKEN_PATTERN, 'A cart system id is 1 to 64 letters, digits, "-" or "_".'),
);

/** A category as the catalogue names it (matched without regard to case). */
export const CategoryNameSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(100),
  v.regex(/\S/, 'A category name must not be blank.'),
);

/** A product id that may still be missing: the block then asks the editor to save the page once. */
export const UnsavedProductIdSchema = v.optional(
  v.pipe(
    v.union([v.literal(''), ProductIdSchema]),
    v.title('Product'),
    v.description('The product this block sells.'),
    reference('product'),
  ),
);
