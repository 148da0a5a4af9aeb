import { failureText, type Failure } from '#api/errors/api-error.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import css from './add-error.css?inline';

export interface AddErrorProps {
  /** useAddToCart's `failure`; nothing shows while there is none. */
  failure: Failure | null;
  /** The block's words when the server said nothing of its own. */
  fallback: string;
  /** Closes the banner (useAddToCart's `reset`). */
  onClose: () => void;
}

/**
 * Why an add to the cart failed, in the error banner right below its Add to Cart button: the
 * server's message (a refused quantity or SKU names no field the block shows), else `fallback`.
 * A failure never goes to a toast; the next try takes the banner away.
 */
export function AddError({ failure, fallback, onClose }: AddErrorProps) {
  useStyles(css);
  if (!failure) return null;
  return <ErrorBanner className="cmsb-add-error" message={failureText(failure, fallback)} onClose={onClose} />;
}
