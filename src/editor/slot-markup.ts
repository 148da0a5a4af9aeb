import { readSlotProps } from '#host/slot-props.ts';
import type { BlockEntry } from './block-manifest.ts';
import type { Props } from './schema-values.ts';

export interface SlotReading {
  name: string;
  /** null when data-props is not a JSON object: the editor then starts from the defaults. */
  props: Props | null;
}

/** What a slot element in the content names and holds. */
export function readSlot(attributes: { block: string | null; props: string | null }): SlotReading {
  return { name: attributes.block ?? '', props: readSlotProps(attributes.props) };
}

/** Said of a slot whose block name the registry does not know. */
export const unregisteredBlockText = (name: string) => `"${name}" is not a registered block.`;

/**
 * The name a slot's strip shows: its block's title, or the name it holds when no block has it
 * (its preview then says what is wrong, in the words edit mode uses on a page).
 */
export const slotTitle = (reading: SlotReading, entry: BlockEntry | undefined): string =>
  entry?.title ?? (reading.name || 'Block');
