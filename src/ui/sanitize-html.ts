import DOMPurify from 'dompurify';

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

const SAME_CONTEXT_TARGETS = new Set(['_self', '_parent', '_top']);

/**
 * A DOMPurify hook (afterSanitizeAttributes) for every sanitiser of ours, the server's page
 * sanitiser too: an element whose target opens a new context gets rel="noopener noreferrer",
 * so the page it opens cannot reach back through window.opener.
 */
export function isolateNewContextLink(node: Element): void {
  const target = node.getAttribute('target');
  if (target === null || SAME_CONTEXT_TARGETS.has(target.toLowerCase())) return;
  const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  rel.add('noopener');
  rel.add('noreferrer');
  node.setAttribute('rel', [...rel].join(' '));
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
