import * as v from 'valibot';
import { TOKEN_PATTERN } from '../../../src/contracts/path-tokens.ts';

export const ProductIdSchema = v.pipe(
  v.string(),
  v.regex(TOKEN_PATTERN, 'A product id is 1 to 64 letters, digits, "-" or "_".'),
  v.description('A product id, e.g. P100.'),
);

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
    v.description('The product to show. Empty until the page is saved once (the block then asks the editor to save).'),
  ),
);
