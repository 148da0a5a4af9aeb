import { useHostConfig } from '#host/host-context.tsx';
import { SafeHtml } from './safe-html.tsx';

/**
 * A named place for CMS-managed HTML inside a block (e.g. `checkoutReceiptTop`). The host passes
 * the HTML in the page config's `contentAreas`; it is sanitised, and an empty area renders nothing.
 */
export function ContentArea({ name, className }: { name: string; className?: string }) {
  const html = useHostConfig().contentAreas[name];
  if (!html) return null;
  return <SafeHtml html={html} className={className ?? 'cmsb-content-area'} />;
}
