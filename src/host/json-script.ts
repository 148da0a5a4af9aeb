const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for the text of a `<script type="application/json">` (or `application/ld+json`): `<`, `>`,
 * `&`, U+2028 and U+2029 written as `\uXXXX` escapes, so no value (a product's name, a label, a
 * content area's HTML) can hold `</script>` or `<!--` and end or bend the script. It parses to
 * the same value.
 */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
