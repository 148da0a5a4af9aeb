import { slotPropsAttribute } from '#host/slot-props.ts';
import { placeholderFor } from './placeholders.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and for quoted attribute values (either quote style). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

export interface SlotOptions {
  props?: Readonly<Record<string, unknown>>;
  /** Lets tests and demos find one slot on a page. */
  id?: string;
  /** `data-hydrate`: overrides the block's default hydration. */
  hydrate?: 'load' | 'idle' | 'visible';
}

/**
 * A slot the loader fills, as a CMS writes it: `<div data-block="NAME" data-props='...'>`, holding
 * the block's placeholder shapes until it mounts.
 */
export function slot(name: string, { props, id, hydrate }: SlotOptions = {}): string {
  const attributes = [`data-block="${escapeHtml(name)}"`];
  if (id) attributes.push(`id="${escapeHtml(id)}"`);
  if (props) attributes.push(slotPropsAttribute(props));
  if (hydrate) attributes.push(`data-hydrate="${hydrate}"`);
  return `<div ${attributes.join(' ')}>${placeholderFor(name)}</div>`;
}
