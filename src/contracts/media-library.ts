import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { ReferenceItemSchema } from './references.ts';

/** The longest image description the library keeps: the shortest a block's own description prop takes. */
export const MEDIA_ALT_MAX_LENGTH = 200;

/** An image's description as the library stores it: trimmed, empty for none. */
export const MediaAltSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MEDIA_ALT_MAX_LENGTH, `An image description can be at most ${MEDIA_ALT_MAX_LENGTH} characters.`),
);

/**
 * Administrators only: changes the alt text of the media library's entry `id` (a token; 404 for
 * an unknown one) and answers its picker item. Pages that already show the image keep the
 * description they were saved with.
 */
export const updateMediaEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/cms/media/{id}',
  data: ReferenceItemSchema,
  body: v.object({ alt: MediaAltSchema }),
});

/**
 * Administrators only: removes the entry `id` from the media library, and its bytes (404 for an
 * unknown one). Pages that show it keep its address, which then shows nothing.
 */
export const deleteMediaEndpoint = defineEndpoint({ method: 'DELETE', path: '/api/cms/media/{id}', data: v.null() });
