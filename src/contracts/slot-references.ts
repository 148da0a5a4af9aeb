import type { JsonSchema } from './json-schema.ts';
import type { ReferenceKind } from './reference-metadata.ts';

/** Where the server serves uploads: `/media/{id}/{name}` (server/routes/media.ts). */
export const MEDIA_PREFIX = '/media';

/**
 * A value a slot's props reference: `lookup` is what must exist (the value without a link's #part
 * or ?query), what the server's check on save and the editor's warnings ask about.
 */
export interface SlotReference {
  kind: ReferenceKind;
  value: string;
  lookup: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What of a free-text value must exist: the forms its picker writes (a CMS page's path, an
 * upload's URL); anything else (an outside address, a route of the host) is the author's to
 * choose, and null.
 */
export function freeTextLookup(kind: ReferenceKind, value: string): string | null {
  const path = value.replace(/[?#].*$/s, '');
  if (kind === 'page' && path.startsWith('/pages/')) return path;
  if (kind === 'image' && path.startsWith(`${MEDIA_PREFIX}/`)) return path;
  return null;
}

/**
 * Every reference in a slot's props, walked against its block's JSON Schema (objects, arrays and
 * anyOf branches, at any depth). An empty value is an optional prop left empty: nothing is
 * referenced.
 */
export function slotReferences(schema: JsonSchema, props: unknown): SlotReference[] {
  const found: SlotReference[] = [];
  const walk = (node: JsonSchema, value: unknown): void => {
    const kind = node.reference;
    if (kind && typeof value === 'string' && value.trim() !== '') {
      const lookup = node.freeText ? freeTextLookup(kind, value) : value;
      if (lookup !== null) found.push({ kind, value, lookup });
      return;
    }
    for (const branch of node.anyOf ?? []) walk(branch, value);
    if (Array.isArray(value) && node.items) {
      for (const item of value) walk(node.items, item);
    } else if (isRecord(value)) {
      const { properties = {}, additionalProperties } = node;
      for (const [key, prop] of Object.entries(value)) {
        const propSchema = properties[key] ?? (typeof additionalProperties === 'object' ? additionalProperties : undefined);
        if (propSchema) walk(propSchema, prop);
      }
    }
  };
  walk(schema, props);
  return found;
}
