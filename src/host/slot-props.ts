/**
 * A slot's `data-props` text: JSON with `<`, `>` and `&` written as `\u003c`, `\u003e` and
 * `\u0026`. It parses to the same props, yet holds no character that HTML sanitisers treat as
 * markup (TinyMCE's and DOMPurify's drop an attribute holding `</` or `-->` together with the
 * attribute), so a slot survives editing, saving and loading byte for byte.
 */
export function encodeSlotProps(props: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(props).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
