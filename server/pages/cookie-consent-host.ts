/**
 * The demo host's own script on /cookie-notice (runs in the browser): it asks the library whether
 * analytics is allowed, as a host does before it loads an analytics tag, and says so on the page,
 * again on every change of the visitor's decision. It imports nothing from the library: it reaches
 * it through `window.CmsBlocks`, as any host would.
 */
import type { CmsBlocksApi } from '../../src/runtime/start.ts';

function showAnalytics(line: HTMLElement, allowed: boolean): void {
  line.dataset.analytics = allowed ? 'allowed' : 'refused';
  // note: short texts of one line, so the update moves nothing below it.
  line.textContent = `Analytics on this page: ${allowed ? 'allowed' : 'not allowed'}`;
}

// note: this deferred script comes before the library's loader (a module script) on the page; both
// run in page order before DOMContentLoaded, so by then window.CmsBlocks is there.
document.addEventListener('DOMContentLoaded', () => {
  const line = document.getElementById('host-analytics');
  const consent: CmsBlocksApi['consent'] | undefined = window.CmsBlocks?.consent;
  if (!line || !consent) return;
  showAnalytics(line, consent.allowed('analytics'));
  consent.onChange(({ categories }) => showAnalytics(line, categories.analytics));
});
