import { encodeSlotProps } from '../host/slot-props.ts';
import type { BlockEntry } from './block-manifest.ts';
import type { Props } from './schema-values.ts';

/** The empty slot a published page holds: `<div data-block="NAME" data-props="{…}"></div>`. */
export function slotHtml(name: string, props: Readonly<Props>): string {
  const attributes = [`data-block="${name.replace(/[&"<>]/g, '')}"`];
  if (Object.keys(props).length > 0) attributes.push(`data-props="${encodeSlotProps(props).replace(/"/g, '&quot;')}"`);
  return `<div ${attributes.join(' ')}></div>`;
}

export interface SlotReading {
  name: string;
  /** null when data-props is not a JSON object: the editor then starts from the defaults. */
  props: Props | null;
}

/** What a slot element in the content names and holds. */
export function readSlot(attributes: { block: string | null; props: string | null }): SlotReading {
  const name = attributes.block ?? '';
  if (attributes.props === null || attributes.props === '') return { name, props: {} };
  try {
    const props: unknown = JSON.parse(attributes.props);
    return { name, props: typeof props === 'object' && props !== null && !Array.isArray(props) ? (props as Props) : null };
  } catch {
    return { name, props: null };
  }
}

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
  if (!entry) return { title: reading.name || 'Block', details: '', problem: `"${reading.name}" is not a registered block.` };
  const details = Object.entries(reading.props ?? {})
    .filter(([, value]) => value !== '' && value !== undefined)
    .slice(0, SUMMARY_PROPS)
    .map(([name, value]) => `${name}: ${summaryValue(value)}`)
    .join(' · ');
  return { title: entry.title, details, problem: reading.props === null ? 'Its props are not valid JSON.' : null };
}
