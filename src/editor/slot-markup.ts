import { readSlotProps } from '../host/slot-props.ts';
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

const SUMMARY_PROPS = 3;
const SUMMARY_VALUE_LENGTH = 40;

function summaryValue(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // note: by code points, so an emoji is never cut in two
  const chars = Array.from(text);
  return chars.length > SUMMARY_VALUE_LENGTH ? `${chars.slice(0, SUMMARY_VALUE_LENGTH - 1).join('')}…` : text;
}

export interface SlotCard {
  title: string;
  /** `productId: P100 · showBvPv: true`; empty for a block without props. */
  details: string;
  /** Set when the editor cannot place this slot: an unknown block, or props that are not JSON. */
  problem: string | null;
}

/** The card the editor shows for a slot: its block's title and its first few props. */
export function slotCard(reading: SlotReading, entry: BlockEntry | undefined): SlotCard {
  if (!entry) return { title: reading.name || 'Block', details: '', problem: unregisteredBlockText(reading.name) };
  const details = Object.entries(reading.props ?? {})
    .filter(([, value]) => value !== '' && value !== undefined)
    .slice(0, SUMMARY_PROPS)
    .map(([name, value]) => `${name}: ${summaryValue(value)}`)
    .join(' · ');
  return { title: entry.title, details, problem: reading.props === null ? 'Its props are not valid JSON.' : null };
}
