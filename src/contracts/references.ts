import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { REFERENCE_KINDS, type ReferenceKind } from './reference-metadata.ts';
import { REFERENCE_NOUNS } from './reference-nouns.ts';

export { REFERENCE_KINDS, reference, type ReferenceKind, type ReferenceMetadata } from './reference-metadata.ts';
export { REFERENCE_NOUNS } from './reference-nouns.ts';
export const ReferenceKindSchema = v.picklist(REFERENCE_KINDS);

/** One thing a picker offers: `value` is what the prop stores (P100, /pages/about-us, an image's URL). */
export const ReferenceItemSchema = v.object({
  value: v.string(),
  /** Its human name: the product's name, the page's title, the image's file name. */
  label: v.string(),
  /** A second line: "P100 · $12.50", "/pages/about-us", "1200 × 800 · 84 KB". */
  detail: v.nullable(v.string()),
  /** A small image's URL, or null. */
  thumbnail: v.nullable(v.string()),
  /**
   * Images only: the description the media library keeps for it ('' when none is written yet),
   * which the editor puts in a block's own description prop when that is empty.
   */
  alt: v.optional(v.string()),
});
export type ReferenceItem = v.InferOutput<typeof ReferenceItemSchema>;

export const REFERENCE_SEARCH_LIMIT = 20;

/**
 * Administrators only (401 signed out, 403 otherwise). Query: `q` (search text: names and ids;
 * empty lists the first ones) or `value` (repeated, at most REFERENCE_SEARCH_LIMIT: the items
 * with exactly these values, for showing what a prop holds; unknown values are left out).
 * At most REFERENCE_SEARCH_LIMIT items. An unknown kind answers 404.
 */
export const referencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cms/references/{kind}',
  data: v.array(ReferenceItemSchema),
});

/** Images an administrator may upload: their types (checked by their bytes, not their name) and size. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

/** An upload's answer: the image as a picker item, and whether the library already held the same bytes. */
export const MediaUploadSchema = v.object({ ...ReferenceItemSchema.entries, alreadyInLibrary: v.boolean() });
export type MediaUpload = v.InferOutput<typeof MediaUploadSchema>;

/**
 * Administrators only. A multipart form with one `file` and, optionally, its `alt` text; answers
 * the stored image as a picker item (its `value` is the URL it is served from). The same bytes
 * uploaded again answer the entry the library already has (`alreadyInLibrary`), as it is. A type
 * outside MEDIA_TYPES or a file over MEDIA_MAX_BYTES answers 422 on the field `file`.
 */
export const uploadMediaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cms/media',
  data: MediaUploadSchema,
});

/**
 * The words a refused save says of one slot, naming the block by its title (blockTitle):
 * "Slot 2 (Add to cart): there is no product P999. Choose another product, or remove the block."
 */
export const unknownReferenceText = (slot: number, title: string, kind: ReferenceKind, value: string) =>
  `Slot ${slot} (${title}): there is no ${REFERENCE_NOUNS[kind]} ${value}. Choose another ${REFERENCE_NOUNS[kind]}, or remove the block.`;

/**
 * The warning of a save that kept a slot saved before whose reference has gone since, naming the
 * block by its title: "Slot 3 (Add to cart): the product P990 no longer exists."
 */
export const goneReferenceText = (slot: number, blockTitle: string, kind: ReferenceKind, value: string) =>
  `Slot ${slot} (${blockTitle}): the ${REFERENCE_NOUNS[kind]} ${value} no longer exists.`;

/** Said in the editor of a saved slot whose reference has gone: "There is no product P999." */
export const missingReferenceText = (kind: ReferenceKind, value: string) => `There is no ${REFERENCE_NOUNS[kind]} ${value}.`;
