import { checkPropsSchema, type PropsProblem } from '#contracts/props-schema-check.ts';
import type { BlockManifest } from './block-manifest.ts';
import { parseBody } from './dom-window.ts';
import { readSlotProps } from '#host/slot-props.ts';

/**
 * The codes of src/contracts/cms-pages.ts (SlotProblemParamsSchema); `unknownReference` and the
 * warning `missingReference` come from the reference check (reference-check.ts), which runs once
 * every slot passes this one.
 */
export type SlotProblemCode = 'unknownBlock' | 'invalidJson' | 'invalidProps' | 'unknownReference' | 'missingReference';

/** What is wrong with one slot of a page's content. */
export interface SlotProblem {
  /** The slot's position among the content's slots, from 1. */
  slot: number;
  block: string;
  code: SlotProblemCode;
  /** Names the slot, for the administrator. */
  text: string;
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
