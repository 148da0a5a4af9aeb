import { Alert } from '../../../../src/ui/alert.tsx';
import { useStyles } from '../../../../src/ui/use-styles.ts';
import css from './add-error.css?inline';

/**
 * Why an add to the cart failed (useAddItem's `error`), right below its Add to Cart button and
 * announced; errors never go to toasts. Renders nothing while there is none.
 */
export function AddError({ message }: { message: string | null }) {
  useStyles(css);
  if (!message) return null;
  return (
    <Alert type="error" className="cmsb-add-error">
      {message}
    </Alert>
  );
}
