import type { RefObject } from 'react';
import { failureText } from '#api/errors/api-error.ts';
import { useLabels } from '#host/labels.ts';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { ownerInlineLabels } from './labels.ts';
import css from './save-status.css?inline';
import { inlineSaveState, type InlineSetting } from './use-inline-setting.ts';

type SaveStatusProps =
  | {
      /** An inline setting: its failure and conflict show here too. */
      setting: Pick<InlineSetting<unknown>, 'status' | 'failure' | 'reload'>;
      /** Where focus goes after Reload (the section's heading); none for a setting the server keeps no revisions of. */
      focusAfterReload?: RefObject<HTMLElement | null>;
      /** A block's own words for a done and a failed save, instead of the owner blocks' shared ones. */
      texts?: { saved: string; failed: string } | undefined;
    }
  | {
      /** A save whose failures the block shows itself: a setting form's ErrorBanner, the video's. */
      save: Pick<InlineSetting<unknown>, 'status'>;
      /** The block's words for a done save. */
      savedText: string;
    };

/**
 * The visible state of an owner's save, the same in every owner block: 'Saving…', 'Saved' (or the
 * block's own words), and for an inline setting the failure (the server's text, else the spec's
 * 'An error occurred') with the note that the previous choice is back, or the conflict with its
 * Reload button. Live regions, so screen readers hear each change without moving focus.
 */
export function SaveStatus(props: SaveStatusProps) {
  useStyles(css);
  const labels = useLabels(ownerInlineLabels);
  const inline = 'setting' in props ? props : null;
  const { status, savedText } =
    'setting' in props
      ? { status: props.setting.status, savedText: props.texts?.saved ?? labels.saved }
      : { status: props.save.status, savedText: props.savedText };
  return (
    <div className="cmsb-save-status" data-state={inlineSaveState(status)}>
      <p className="cmsb-save-status__progress" role="status">
        {status === 'pending' ? (
          <>
            <Spinner size="small" decorative /> {labels.saving}
          </>
        ) : status === 'saved' ? (
          savedText
        ) : null}
      </p>
      {inline ? (
        <div className="cmsb-save-status__error" role="alert">
          {status === 'error'
            ? (inline.texts?.failed ?? `${failureText(inline.setting.failure, labels.saveFailed)} ${labels.restored}`)
            : null}
          {status === 'conflict' ? (
            <ConflictNotice onReload={inline.setting.reload} focusAfter={inline.focusAfterReload} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
