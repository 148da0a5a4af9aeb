const SAME_CONTEXT_TARGETS = new Set(['_self', '_parent', '_top']);

/**
 * A DOMPurify hook (afterSanitizeAttributes) for every sanitiser of ours, the blocks' and the
 * server's page sanitiser: an element whose target opens a new context gets rel="noopener noreferrer",
 * so the page it opens cannot reach back through window.opener. The editor writes links the same
 * way (any element with these two methods: TinyMCE's nodes too).
 */
export function isolateNewContextLink(node: Pick<Element, 'getAttribute' | 'setAttribute'>): void {
  const target = node.getAttribute('target');
  if (target === null || SAME_CONTEXT_TARGETS.has(target.toLowerCase())) return;
  const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  rel.add('noopener');
  rel.add('noreferrer');
  node.setAttribute('rel', [...rel].join(' '));
}
