import { Validator } from '@cfworker/json-schema';
import type { BlockManifest } from './block-manifest.ts';
import { parseBody } from './dom-window.ts';
import { readSlotProps } from './read-slot-props.ts';
import { describeSchemaErrors } from './schema-problems.ts';

/** The codes of src/contracts/cms-pages.ts (SlotProblemParamsSchema). */
type SlotProblemCode = 'unknownBlock' | 'invalidJson' | 'invalidProps';

/** What is wrong with one slot of a page's content. */
export interface SlotProblem {
  /** The slot's position among the content's slots, from 1. */
  slot: number;
  block: string;
  code: SlotProblemCode;
  /** Names the slot, for the administrator. */
  text: string;
}

const unknownBlockText = (slot: number, block: string) => `Slot ${slot}: "${block}" is not a registered block.`;
const invalidJsonText = (slot: number, block: string) => `Slot ${slot} (${block}): data-props must be a JSON object.`;
const invalidPropsText = (slot: number, block: string, reasons: string[]) => `Slot ${slot} (${block}): ${reasons.join('; ')}`;

/**
 * A check of every slot (`[data-block]` element, in document order) of a page's content against
 * the build's blocks: a name the manifest lacks, props that are not a JSON object, props that fail
 * the block's JSON Schema. Each block's validator is compiled on first use; none runs eval.
 */
export function createSlotCheck(manifest: BlockManifest): (html: string) => SlotProblem[] {
  const schemas = new Map(manifest.blocks.map((block) => [block.name, block.props]));
  const validators = new Map<string, Validator>();

  function problemOf(element: Element, slot: number): SlotProblem | null {
    const block = element.getAttribute('data-block') ?? '';
    const schema = schemas.get(block);
    if (!schema) return { slot, block, code: 'unknownBlock', text: unknownBlockText(slot, block) };
    const props = readSlotProps(element.getAttribute('data-props'));
    if (!props) return { slot, block, code: 'invalidJson', text: invalidJsonText(slot, block) };
    let validator = validators.get(block);
    if (!validator) validators.set(block, (validator = new Validator(schema, '7', false)));
    const { valid, errors } = validator.validate(props);
    if (valid) return null;
    return { slot, block, code: 'invalidProps', text: invalidPropsText(slot, block, describeSchemaErrors(errors, schema, props)) };
  }

  return (html) =>
    Array.from(parseBody(html).querySelectorAll('[data-block]'), (element, index) => problemOf(element, index + 1)).filter(
      (problem) => problem !== null,
    );
}
