import { blockTitle } from '#contracts/block-manifest.ts';
import type { JsonSchema } from '#contracts/json-schema.ts';
import { unknownReferenceText, type ReferenceKind } from '#contracts/references.ts';
import { readSlotProps } from '#host/slot-props.ts';
import type { Db } from '../db/database.ts';
import { MEDIA_PREFIX } from '../media/media-store.ts';
import type { BlockManifest } from './block-manifest.ts';
import { parseBody } from './dom-window.ts';
import { referenceSources } from './reference-source-store.ts';
import type { SlotProblem } from './slot-check.ts';

/** A value a slot's props reference: `lookup` is what must exist (the value without a link's #part or ?query). */
interface SlotReference {
  kind: ReferenceKind;
  value: string;
  lookup: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What of a free-text value must exist: the forms its picker writes (a CMS page's path, an
 * upload's URL); anything else (an outside address, a route of the host) is the author's to choose.
 */
function freeTextLookup(kind: ReferenceKind, value: string): string | null {
  const path = value.replace(/[?#].*$/s, '');
  if (kind === 'page' && path.startsWith('/pages/')) return path;
  if (kind === 'image' && path.startsWith(`${MEDIA_PREFIX}/`)) return path;
  return null;
}

/** Every reference in `value`, walked against its JSON Schema (objects, arrays and anyOf branches, at any depth). */
function collectReferences(schema: JsonSchema, value: unknown, found: SlotReference[]): void {
  const kind = schema.reference;
  // An empty value is an optional prop left empty: nothing is referenced.
  if (kind && typeof value === 'string' && value.trim() !== '') {
    const lookup = schema.freeText ? freeTextLookup(kind, value) : value;
    if (lookup !== null) found.push({ kind, value, lookup });
    return;
  }
  for (const branch of schema.anyOf ?? []) collectReferences(branch, value, found);
  if (Array.isArray(value) && schema.items) {
    for (const item of value) collectReferences(schema.items, item, found);
  } else if (isRecord(value)) {
    const { properties = {}, additionalProperties } = schema;
    for (const [key, prop] of Object.entries(value)) {
      const propSchema = properties[key] ?? (typeof additionalProperties === 'object' ? additionalProperties : undefined);
      if (propSchema) collectReferences(propSchema, prop, found);
    }
  }
}

/**
 * The slots of a page's content that reference something the database does not have (a product,
 * page, image, conference, event or video): one problem per slot, naming its first unknown value.
 * Slots are counted as checkSlots counts them; a slot checkSlots refuses (unknown block, props
 * that are not JSON) is left to it. One query per kind of reference, whatever the number of slots.
 */
export async function checkReferences(db: Db, html: string, manifest: BlockManifest): Promise<SlotProblem[]> {
  const slots = Array.from(parseBody(html).querySelectorAll('[data-block]'), (element, index) => {
    const block = element.getAttribute('data-block') ?? '';
    const schema = manifest.blocks.find((entry) => entry.name === block)?.props;
    const props = readSlotProps(element.getAttribute('data-props'));
    const references: SlotReference[] = [];
    if (schema && props) collectReferences(schema, props, references);
    return { slot: index + 1, block, references };
  });

  const lookups = new Map<ReferenceKind, Set<string>>();
  for (const { kind, lookup } of slots.flatMap((slot) => slot.references)) {
    lookups.set(kind, (lookups.get(kind) ?? new Set()).add(lookup));
  }
  const existing = new Map(
    await Promise.all(
      Array.from(lookups, async ([kind, values]) => [kind, await referenceSources[kind].existing(db, [...values])] as const),
    ),
  );

  return slots.flatMap(({ slot, block, references }) => {
    const unknown = references.find(({ kind, lookup }) => !existing.get(kind)?.has(lookup));
    return unknown
      ? [
          {
            slot,
            block,
            code: 'unknownReference' as const,
            text: unknownReferenceText(slot, blockTitle(manifest, block), unknown.kind, unknown.value),
          },
        ]
      : [];
  });
}
