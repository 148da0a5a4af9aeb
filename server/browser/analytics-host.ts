/**
 * The demo host's analytics loader on the pages of site `demo` (runs in the browser): it loads the
 * site's analytics tag, with the tracking ID the owner saved, only once the visitor's cookie
 * decision allows analytics: at once when it already does, else as soon as they allow it. It
 * imports nothing from the library and asks `window.CmsBlocks`, as any host would. The server
 * writes this script only while a tracking ID is saved, with the tag's address (the ID in it) as
 * `data-tag-src`. It also passes the library's purchase event to the
 * tag, as a GA4 `purchase` event in the tag's queue (`dataLayer`), which the tag reads once loaded.
 */
import type { CmsBlocksApi } from '#contracts/cms-blocks-api.ts';
import type { PurchaseEventDetail } from '#host/purchase-event.ts';

// note: read while this script runs: document.currentScript is null in later callbacks.
const tagSrc = (document.currentScript as HTMLScriptElement | null)?.dataset.tagSrc ?? '';

document.addEventListener('cms-blocks:purchase', (event) => {
  const { orderNumber, value, currency } = (event as CustomEvent<PurchaseEventDetail>).detail;
  (window.dataLayer ??= []).push({ event: 'purchase', transaction_id: orderNumber, value, currency });
});

function loadTag(): void {
  const tag = document.createElement('script');
  tag.src = tagSrc;
  tag.async = true;
  document.head.append(tag);
}

// note: deferred, before the library's loader (a module script): both run before DOMContentLoaded.
document.addEventListener('DOMContentLoaded', () => {
  const consent: CmsBlocksApi['consent'] | undefined = window.CmsBlocks?.consent;
  if (!tagSrc || !consent) return;
  if (consent.allowed('analytics')) {
    loadTag();
    return;
  }
  const stop = consent.onChange(({ categories }) => {
    if (!categories.analytics) return;
    stop();
    loadTag();
  });
});
