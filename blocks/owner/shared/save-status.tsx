import { apiErrorText } from '../../../src/api/errors/api-error.ts';
import { useLabels } from '../../../src/host/labels.ts';
import { Spinner } from '../../../src/ui/spinner.tsx';
import { useStyles } from '../../../src/ui/use-styles.ts';
import { ownerInlineLabels } from './labels.ts';
import css from './save-status.css?inline';
import type { SaveStatus as Status } from './use-inline-setting.ts';

/**
 * The visible state of an inline save: 'Saving…', 'Saved', or the failure (the server's text, else
 * the spec's 'An error occurred') with the note that the previous choice is back. A live region,
 * so screen readers hear each change without moving focus.
 */
export function SaveStatus({ status, error }: { status: Status; error: unknown }) {
  useStyles(css);
  const labels = useLabels(ownerInlineLabels);
  return (
    <div className="cmsb-save-status" data-state={status}>
      <p className="cmsb-save-status__progress" role="status">
        {status === 'saving' ? (
          <>
            <Spinner size="small" decorative /> {labels.saving}
          </>
        ) : status === 'saved' ? (
          labels.saved
        ) : null}
      </p>
      <p className="cmsb-save-status__error" role="alert">
        {status === 'error' ? `${apiErrorText(error, labels.saveFailed)} ${labels.restored}` : null}
      </p>
    </div>
  );
}
