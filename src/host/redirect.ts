/** Where the server's /login-home goes when its `redirect` is missing or refused (the login block sends the home route). */
export const DEFAULT_REDIRECT = '/';

/**
 * Characters no honest path on this site holds in any of its decoded forms: control characters
 * (browsers drop tabs and newlines from URLs, so `/\t/evil.example` becomes `//evil.example`) and
 * backslashes (browsers read `/\evil.example` as `//evil.example`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

/** Enough rounds for any real double or triple encoding; more layers than this are refused outright. */
const MAX_DECODINGS = 4;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The text and each of its percent-decodings until it stops changing; null when it cannot be decoded. */
function decodings(text: string): string[] | null {
  const forms = [text];
  let current = text;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

/** A path of this site in every decoded form: one leading slash, no `//host`, no backslash or control character. */
function isPlainPath(form: string): boolean {
  return form.startsWith('/') && !form.startsWith('//') && !FORBIDDEN.test(form);
}

const BASE = 'http://site.invalid';

/**
 * The one redirect guard, used by the login block and the server's /login-home. Returns the path
 * (with query and hash) to go to when `target` is a path on this site, else null.
 *
 * Refused: another origin, `//host`, `/\host`, `javascript:` and any other scheme, and each of
 * these percent-encoded (once or more), with tabs, newlines or other control characters inside,
 * or with backslashes, and any of these reached by resolving dot segments. When `origin` is
 * given, an absolute http(s) URL on exactly that origin is taken as its path (the OIDC provider
 * answers absolute URLs of this site).
 */
export function sitePath(target: string | null | undefined, origin?: string): string | null {
  if (typeof target !== 'string' || target === '') return null;
  let candidate = target;
  if (SCHEME.test(target)) {
    if (!origin || FORBIDDEN.test(target)) return null;
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin || url.username || url.password) {
      return null;
    }
    candidate = url.pathname + url.search + url.hash;
  }
  const forms = decodings(candidate);
  if (!forms?.every(isPlainPath)) return null;
  // The browser's own reading of each form must stay a plain path of this origin, judged after
  // resolving: dot segments can turn `/.//evil.example` or `/a/..//evil.example` into `//evil.example`.
  const [resolved, ...decoded] = forms.map((form) => new URL(form, BASE));
  if (!resolved || ![resolved, ...decoded].every((url) => url.origin === BASE && isPlainPath(url.pathname))) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

/** `target` when it is a path on this site, else the default page. */
export function safeRedirect(target: string | null | undefined, origin?: string): string {
  return sitePath(target, origin) ?? DEFAULT_REDIRECT;
}
