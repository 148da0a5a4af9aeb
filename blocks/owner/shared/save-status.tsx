import type { RefObject } from 'react';
import { failureText } from '#api/errors/api-error.ts';
import { useLabels } from '#host/labels.ts';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { ownerInlineLabels } from './labels.ts';
import css from './save-status.css?inline';
import { inlineSaveState, type InlineSetting } from './use-inline-setting.ts';

interface SaveStatusProps {
  setting: Pick<InlineSetting<unknown>, 'status' | 'failure' | 'reload'>;
  /** Where focus goes after Reload (the section's heading); none for a setting the server keeps no revisions of. */
  focusAfterReload?: RefObject<HTMLElement | null>;
  /** A block's own words for a done and a failed save, instead of the owner blocks' shared ones. */
  texts?: { saved: string; failed: string } | undefined;
}

/**
 * The visible state of an inline save: 'Saving…', 'Saved', the failure (the server's text, else
 * the spec's 'An error occurred') with the note that the previous choice is back, or the conflict
 * with its Reload button. Live regions, so screen readers hear each change without moving focus.
 */
export function SaveStatus({ setting: { status, failure, reload }, focusAfterReload, texts }: SaveStatusProps) {
  useStyles(css);
  const labels = useLabels(ownerInlineLabels);
  return (
    <div className="cmsb-save-status" data-state={inlineSaveState(status)}>
      <p className="cmsb-save-status__progress" role="status">
        {status === 'pending' ? (
          <>
            <Spinner size="small" decorative /> {labels.saving}
          </>
        ) : status === 'saved' ? (
          (texts?.saved ?? labels.saved)
        ) : null}
      </p>
      <div className="cmsb-save-status__error" role="alert">
        {status === 'error' ? (texts?.failed ?? `${failureText(failure, labels.saveFailed)} ${labels.restored}`) : null}
        {status === 'conflict' ? <ConflictNotice onReload={reload} focusAfter={focusAfterReload} /> : null}
      </div>
    </div>
  );
}
