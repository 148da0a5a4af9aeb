import { ErrorBanner } from '../../../../src/ui/forms/error-banner.tsx';
import { useCart } from '../cart-context.tsx';
import { usePageError } from '../use-page-error.ts';

/**
 * The cart page's one error region, shown only with the cart loaded, an error and the banner not
 * closed. CartFrame places it above the page; a page with a form places it next to that form.
 */
export function PageErrorBanner() {
  const { order, state } = useCart();
  const { clear } = usePageError();
  if (!order || !state.error || state.errorHidden) return null;
  return <ErrorBanner message={state.error} onClose={clear} />;
}
