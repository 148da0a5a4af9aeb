import { blockTitle, type BlockManifest } from '#contracts/block-manifest.ts';
import { checkPropsSchema, type PropsProblem } from '#contracts/props-schema-check.ts';
import { goneReferenceText, unknownReferenceText, type ReferenceKind } from '#contracts/references.ts';
import { freeTextLookup, slotReferences, type SlotReference } from '#contracts/slot-references.ts';
import { readSlotProps } from '#host/slot-props.ts';
import { parseBody } from './dom-window.ts';
import { sanitizePageReporting } from './sanitize-page.ts';

/**
 * The codes of src/contracts/cms-pages.ts (SlotProblemParamsSchema); `unknownReference` and the
 * warning `missingReference` come from the reference check (checkReferences), which runs once
 * every slot passes checkSlots.
 */
export type SlotProblemCode = 'unknownBlock' | 'invalidJson' | 'invalidProps' | 'unknownReference' | 'missingReference';

/** What is wrong with one slot of a page's content. */
export interface SlotProblem {
  /** The slot's position among the content's slots (`[data-block]` elements, in document order), from 1. */
  slot: number;
  /** Its `data-block`. */
  block: string;
  code: SlotProblemCode;
  /** Names the slot, for the administrator: "Slot 3 (Add to cart): the product P990 no longer exists." */
  text: string;
}

/** A slot problem and what it means for the save: `error` refuses it; `warning` (missingReference) lets it through. */
export interface ContentProblem extends SlotProblem {
  level: 'error' | 'warning';
}

/**
 * Which of `values` exist, for one kind of reference: those that do, in any order. Asked once
 * per kind and check, with every value of that kind the content references.
 */
export type ReferenceExists = (values: string[]) => Iterable<string> | Promise<Iterable<string>>;

/**
 * How a check learns what exists, one lookup per kind of reference: product ids, SKU numbers,
 * category names, CMS pages' paths (`/pages/<slug>`), uploaded images' URLs (`/media/…`),
 * conference, event and video ids, distributors' user ids. A kind without a lookup is not checked.
 */
export type ContentReferences = Partial<Record<ReferenceKind, ReferenceExists>>;

export interface ContentCheckOptions {
  /** dist/blocks.json (`cms-blocks/blocks.json`): the blocks and their props, as this build writes them. */
  blocksJson: BlockManifest;
  /** What the slots' references are checked against; without it, no reference is checked. */
  references?: ContentReferences;
  /**
   * The stored content the save replaces, asked for only when a slot references something that
   * does not exist: a slot it already held as it is was accepted then, and is kept with a warning.
   */
  saved?: () => string | Promise<string>;
}

export interface CheckedContent {
  /** The content as it may be stored: sanitised (sanitizePageReporting). */
  html: string;
  /** What sanitising removed, in words (`<script>`, `the style attribute`), each once; empty when nothing was. */
  removed: string[];
  /** One problem per slot, in page order; any `error` means the content must not be stored. */
  problems: ContentProblem[];
}

const unknownBlockText = (slot: number, block: string) =>
  `Slot ${slot}: this site has no block "${block}". Remove it, or insert a block from the list instead.`;
const invalidJsonText = (slot: number, title: string) =>
  `Slot ${slot} (${title}): its settings cannot be read. Remove the block and insert it again.`;
const invalidPropsText = (slot: number, title: string, problems: PropsProblem[]) =>
  `Slot ${slot} (${title}): ${problems.map(({ message }) => message).join(' ')}`;

/**
 * Every slot (`[data-block]` element, in document order) of a page's content that the build's
 * blocks refuse: a name the manifest lacks, props that are not a JSON object, props that fail the
 * block's JSON Schema, checked as the editor checks them before it inserts a slot.
 */
export function checkSlots(html: string, manifest: BlockManifest): SlotProblem[] {
  const problemOf = (element: Element, slot: number): SlotProblem | null => {
    const block = element.getAttribute('data-block') ?? '';
    const entry = manifest.blocks.find((candidate) => candidate.name === block);
    if (!entry) return { slot, block, code: 'unknownBlock', text: unknownBlockText(slot, block) };
    const props = readSlotProps(element.getAttribute('data-props'));
    if (!props) return { slot, block, code: 'invalidJson', text: invalidJsonText(slot, entry.title) };
    const problems = checkPropsSchema(entry.props, props);
    return problems.length > 0
      ? { slot, block, code: 'invalidProps', text: invalidPropsText(slot, entry.title, problems) }
      : null;
  };
  return Array.from(parseBody(html).querySelectorAll('[data-block]'), (element, index) => problemOf(element, index + 1)).filter(
    (problem) => problem !== null,
  );
}

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
 * The slots of a page's content that reference something `references` does not know (a product,
 * page, image, conference, event or video), one per slot, naming its first unknown value. A slot
 * whose block and props already stood in `saved()` (the stored page, asked for only when some slot
 * references something unknown; as many slots as stood there, a copy beyond them is new) was accepted
 * then: its reference has gone since (a product or page deleted), and refusing it would block every
 * later save of the page, even a one-word fix; it is kept, and warned of. Any other slot is new or
 * changed, and refused. Slots are counted as checkSlots counts them; a slot checkSlots refuses
 * (unknown block, props that are not JSON) is left to it. One lookup per kind of reference,
 * whatever the number of slots.
 */
export async function checkReferences(
  references: ContentReferences,
  html: string,
  manifest: BlockManifest,
  saved: () => string | Promise<string> = () => '',
): Promise<ReferenceCheck> {
  const slots = readSlots(html, manifest);
  const lookups = new Map<ReferenceKind, Set<string>>();
  for (const { kind, lookup } of slots.flatMap((slot) => slot.references)) {
    if (references[kind]) lookups.set(kind, (lookups.get(kind) ?? new Set()).add(lookup));
  }
  const existing = new Map(
    await Promise.all(
      Array.from(lookups, async ([kind, values]) => [kind, new Set(await references[kind]?.([...values]))] as const),
    ),
  );

  const check: ReferenceCheck = { refused: [], kept: [] };
  /** How many slots of each block and props the stored page holds: each keeps one slot, a copy beyond them is new. */
  let savedSlots: Map<string, number> | undefined;
  for (const slot of slots) {
    const unknown = slot.references.find(({ kind, lookup }) => existing.get(kind)?.has(lookup) === false);
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

const withLevel =
  (level: ContentProblem['level']) =>
  (problem: SlotProblem): ContentProblem => ({ ...problem, level });

/**
 * A save's check of a page's content, as the reference server makes it and `cms-blocks/server`'s
 * checkContent exports it: every slot against blocks.json (checkSlots); once every slot is well
 * formed, what they reference (checkReferences: one kind of message per slot); and the content
 * sanitised for storing (sanitizePageReporting).
 */
export async function checkPageContent(html: string, options: ContentCheckOptions): Promise<CheckedContent> {
  const { blocksJson, references, saved } = options;
  const slotProblems = checkSlots(html, blocksJson);
  const { refused, kept } =
    slotProblems.length > 0 || !references
      ? { refused: slotProblems, kept: [] }
      : await checkReferences(references, html, blocksJson, saved);
  const problems = [...refused.map(withLevel('error')), ...kept.map(withLevel('warning'))].sort((a, b) => a.slot - b.slot);
  const { content, removed } = sanitizePageReporting(html);
  return { html: content, removed, problems };
}
