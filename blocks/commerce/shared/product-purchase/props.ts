import * as v from 'valibot';

/** A product id in a block's props; absent until the editor saves the page once. */
export const productIdProp = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(64),
    v.regex(/^[\w.-]*$/),
    v.description('The product to show. Empty until the page is saved once (the block then asks the editor to save).'),
  ),
);
