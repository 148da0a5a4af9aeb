import DOMPurify from 'dompurify';
import { isolateNewContextLink } from '#contracts/link-isolation.ts';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

// note: a private DOMPurify instance, made on first use, so our hook never touches the global one
// a host page or another library may configure, and importing this module runs nothing
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', isolateNewContextLink);
  purifier = instance;
  return purifier;
}

/**
 * Cleans HTML from the server with DOMPurify: no scripts, no event-handler attributes, no
 * `javascript:` URLs. Links keep `target` and any new-window target gets rel="noopener noreferrer".
 * Without a DOM to sanitise with it returns '' rather than the unchecked input.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ADD_ATTR: ['target'] });
}
