import { blockTitle } from '#contracts/block-manifest.ts';
import { goneReferenceText, unknownReferenceText, type ReferenceKind } from '#contracts/references.ts';
import { freeTextLookup, slotReferences, type SlotReference } from '#contracts/slot-references.ts';
import { readSlotProps } from '#host/slot-props.ts';
import type { Db } from '../db/database.ts';
import type { BlockManifest } from './block-manifest.ts';
import { parseBody } from './dom-window.ts';
import { referenceSources } from './reference-source-store.ts';
import type { SlotProblem } from './slot-check.ts';

/** One slot of a page's content: its position from 1, as checkSlots counts, and what its props reference. */
interface ReadSlot {
  slot: number;
  block: string;
  props: Record<string, unknown> | null;
  references: SlotReference[];
}

function readSlots(html: string, manifest: BlockManifest): ReadSlot[] {
  return Array.from(parseBody(html).querySelectorAll('[data-block]'), (element, index) => {
    const block = element.getAttribute('data-block') ?? '';
    const schema = manifest.blocks.find((entry) => entry.name === block)?.props;
    const props = readSlotProps(element.getAttribute('data-props'));
    return { slot: index + 1, block, props, references: schema && props ? slotReferences(schema, props) : [] };
  });
}

/** JSON with every object's keys sorted: equal props give equal text, whatever order their keys were written in. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

const slotKey = ({ block, props }: ReadSlot) => `${block}\n${canonicalJson(props)}`;

/** What a save's references come to: slots refused, and slots kept though something they reference has gone. */
export interface ReferenceCheck {
  /** Slots new or changed since the stored page that reference something unknown: the save is refused. */
  refused: SlotProblem[];
  /** Slots saved before as they are now whose reference has gone since: saved, and warned of. */
  kept: SlotProblem[];
}

/**
 * The slots of a page's content that reference something the database does not have (a product,
 * page, image, conference, event or video), one per slot, naming its first unknown value. A slot
 * whose block and props already stood in `saved()` (the stored page, asked for only when some slot
 * references something unknown; as many slots as stood there, a copy beyond them is new) was accepted
 * then: its reference has gone since (a product or page deleted), and refusing it would block every
 * later save of the page, even a one-word fix; it is kept, and warned of. Any other slot is new or
 * changed, and refused. Slots are counted as checkSlots counts them; a slot checkSlots refuses
 * (unknown block, props that are not JSON) is left to it. One query per kind of reference,
 * whatever the number of slots.
 */
export async function checkReferences(
  db: Db,
  html: string,
  manifest: BlockManifest,
  saved: () => Promise<string> = () => Promise.resolve(''),
): Promise<ReferenceCheck> {
  const slots = readSlots(html, manifest);
  const lookups = new Map<ReferenceKind, Set<string>>();
  for (const { kind, lookup } of slots.flatMap((slot) => slot.references)) {
    lookups.set(kind, (lookups.get(kind) ?? new Set()).add(lookup));
  }
  const existing = new Map(
    await Promise.all(
      Array.from(lookups, async ([kind, values]) => [kind, await referenceSources[kind].existing(db, [...values])] as const),
    ),
  );

  const check: ReferenceCheck = { refused: [], kept: [] };
  /** How many slots of each block and props the stored page holds: each keeps one slot, a copy beyond them is new. */
  let savedSlots: Map<string, number> | undefined;
  for (const slot of slots) {
    const unknown = slot.references.find(({ kind, lookup }) => !existing.get(kind)?.has(lookup));
    if (!unknown) continue;
    if (!savedSlots) {
      savedSlots = new Map();
      for (const key of readSlots(await saved(), manifest).map(slotKey)) savedSlots.set(key, (savedSlots.get(key) ?? 0) + 1);
    }
    const { block } = slot;
    const key = slotKey(slot);
    const keeps = savedSlots.get(key) ?? 0;
    if (keeps > 0) {
      savedSlots.set(key, keeps - 1);
      const text = goneReferenceText(slot.slot, blockTitle(manifest, block), unknown.kind, unknown.value);
      check.kept.push({ slot: slot.slot, block, code: 'missingReference', text });
    } else {
      const text = unknownReferenceText(slot.slot, blockTitle(manifest, block), unknown.kind, unknown.value);
      check.refused.push({ slot: slot.slot, block, code: 'unknownReference', text });
    }
  }
  return check;
}

/**
 * Whether a page's content uses `lookup` of `kind`: in a slot's props, or, for a page or an image,
 * as a link or a picture of its text (`lookup` as freeTextLookup writes it).
 */
export function contentReferences(html: string, manifest: BlockManifest, kind: ReferenceKind, lookup: string): boolean {
  const inSlots = readSlots(html, manifest).some(({ references }) =>
    references.some((reference) => reference.kind === kind && reference.lookup === lookup),
  );
  if (inSlots || (kind !== 'page' && kind !== 'image')) return inSlots;
  const [selector, attribute] = kind === 'page' ? ['a[href]', 'href'] : ['img[src]', 'src'];
  return Array.from(parseBody(html).querySelectorAll(selector)).some(
    (element) => freeTextLookup(kind, element.getAttribute(attribute) ?? '') === lookup,
  );
}
