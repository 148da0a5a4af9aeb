import type { BlockName, BlockProps } from '../../registry/props.ts';

/**
 * A slot's `data-props` text: JSON with `<`, `>` and `&` written as `\u003c`, `\u003e` and
 * `\u0026`. It parses to the same props, yet holds no character that HTML sanitisers treat as
 * markup (TinyMCE's and DOMPurify's drop an attribute holding `</` or `-->` together with the
 * attribute), so a slot survives editing, saving and loading byte for byte.
 */
export function encodeSlotProps(props: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(props).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The whole `data-props="…"` attribute, for HTML written as text: encodeSlotProps's JSON with each
 * `"` as `&quot;`, the one character left that could end the attribute.
 */
export function slotPropsAttribute(props: Readonly<Record<string, unknown>>): string {
  return `data-props="${encodeSlotProps(props).replace(/"/g, '&quot;')}"`;
}

/** `data-block="NAME" data-props="{…}"`, for any name (no data-props without props). */
function slotAttributeText(name: string, props: Readonly<Record<string, unknown>>): string {
  const attributes = [`data-block="${name.replace(/[&"<>]/g, '')}"`];
  if (Object.keys(props).length > 0) attributes.push(slotPropsAttribute(props));
  return attributes.join(' ');
}

/**
 * A slot's attributes, for HTML written as text: `data-block="add-to-cart" data-props="{…}"` (no
 * data-props for `{}`). A host's compiler checks the block's name and its props against the
 * package's declarations (BlockProps), so a misspelt block or prop fails the host's build.
 */
export function slotAttributes<Block extends BlockName>(block: Block, props: BlockProps<Block>): string {
  return slotAttributeText(block, props);
}

/** The empty slot a page stores: `<div data-block="NAME" data-props="{…}"></div>` (no data-props without props). */
export function slotHtml(name: string, props: Readonly<Record<string, unknown>>): string {
  return `<div ${slotAttributeText(name, props)}></div>`;
}

/**
 * A slot's props from its `data-props` text, as the runtime reads them (no text or an empty one
 * means no props); null when the text is not JSON or not a JSON object.
 */
export function readSlotProps(text: string | null): Record<string, unknown> | null {
  if (text === null || text.trim() === '') return {};
  try {
    const props: unknown = JSON.parse(text);
    return typeof props === 'object' && props !== null && !Array.isArray(props) ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
