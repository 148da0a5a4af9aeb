import * as v from 'valibot';

/**
 * A web address a content administrator writes into a block's props: a path on this site (one
 * leading slash, never `//host` or `/\host`) or an http(s) address. Spaces, quotes, angle brackets,
 * backslashes and control characters are refused, and with them `javascript:` and `data:`. A
 * pattern, not a function, so the props' JSON Schema (and the editor's form) carries the rule.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
export const CONTENT_URL_PATTERN = /^(?:\/(?![/\\])|https?:\/\/[^\s"'<>\\/\u0000-\u001f])[^\s"'<>\\\u0000-\u001f]*$/;

export const CONTENT_URL_MESSAGE = 'Use a path on this site (starting with /) or an http(s) address.';

/** A link or image address in a block's props (see CONTENT_URL_PATTERN). */
export const ContentUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.regex(CONTENT_URL_PATTERN, CONTENT_URL_MESSAGE));

/** Whether `url` leads to another site, so a link to it cannot download in place. */
export function isOtherOrigin(url: string, base: string): boolean {
  return new URL(url, base).origin !== new URL(base).origin;
}
