import * as v from 'valibot';

/**
 * Addresses a content administrator writes into a block's props (pictures, videos, links,
 * downloads). They are regular expressions, not code checks, so the manifest's JSON Schema carries
 * them as `pattern` and the editor and the server refuse the same addresses the block does.
 */

/** Any character but whitespace, quotes, angle brackets, backslashes and control characters. */
const SAFE_CHAR = String.raw`[^\s"'<>\\\u0000-\u001f\u007f]`;

/** A path of this site: one leading slash, never `//host` or `/\host` (browsers read both as another origin). */
const OWN_PATH = String.raw`\/(?![/\\])${SAFE_CHAR}*`;

export const SITE_PATH = new RegExp(`^${OWN_PATH}$`);

/** A path of this site, or an absolute http(s) address; never `javascript:`, `data:` or any other scheme. */
export const WEB_URL = new RegExp(String.raw`^(?:https?:\/\/(?!\/)${SAFE_CHAR}+|${OWN_PATH})$`);

const MAX_URL_LENGTH = 2000;

/** A picture, video or link address: a path of this site or an http(s) address. */
export function webUrlSchema(description: string) {
  return v.pipe(
    v.string(),
    v.maxLength(MAX_URL_LENGTH),
    v.regex(WEB_URL, 'Use a path of this site (/…) or an http(s) address.'),
    v.description(description),
  );
}

/** A page of this site (`/p/lavender-essential-oil`). */
export function sitePathSchema(description: string) {
  return v.pipe(
    v.string(),
    v.maxLength(MAX_URL_LENGTH),
    v.regex(SITE_PATH, 'Use a path of this site, starting with a single /.'),
    v.description(description),
  );
}

/** Whether `url` leads to another site, so a link to it cannot download in place. */
export function isOtherOrigin(url: string, base: string): boolean {
  return new URL(url, base).origin !== new URL(base).origin;
}
