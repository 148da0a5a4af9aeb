import * as v from 'valibot';

/**
 * What a prop can reference. A prop declares it in its valibot schema (`reference('product')`),
 * blocks.json carries it into the prop's JSON Schema (`"reference": "product"`), the editor shows
 * a picker of that kind and the server checks the value exists when a page is saved.
 *
 * Its own small module, apart from the picker's API (references.ts): the blocks' props schemas
 * import it, and the build keeps it with valibot in the config chunk every page loads, so it
 * adds no shared chunk to any page (scripts/chunk-groups.ts).
 */
export const REFERENCE_KINDS = ['product', 'sku', 'category', 'page', 'image', 'conference', 'event', 'video', 'user'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** A prop's reference as its JSON Schema carries it. */
export interface ReferenceMetadata {
  reference: ReferenceKind;
  /** Values the picker does not offer are allowed too (an outside link, a route of the host). */
  freeText?: boolean;
  /**
   * An image's: the name of the prop beside it that describes it (`alt`). When an image is picked
   * and that prop is empty, the editor fills it with the media library's alt text.
   */
  alt?: string;
}

/** The valibot metadata of a prop that references something: `v.pipe(v.string(), reference('product'))`. */
export const reference = <TInput>(kind: ReferenceKind, options: Omit<ReferenceMetadata, 'reference'> = {}) =>
  // note: spread into a fresh object type: valibot's metadata must be a Record<string, unknown>, which an interface is not
  v.metadata<TInput, { [K in keyof ReferenceMetadata]: ReferenceMetadata[K] }>({
    reference: kind,
    ...(options.freeText ? { freeText: true } : {}),
    ...(options.alt ? { alt: options.alt } : {}),
  });
