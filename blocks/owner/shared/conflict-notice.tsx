import { useState, type RefObject } from 'react';
import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import css from './conflict-notice.css?inline';
import { ownerInlineLabels } from './labels.ts';

interface ConflictNoticeProps {
  /** Shows what the server holds now (InlineSetting.reload). */
  onReload: () => Promise<void>;
  /** Where focus goes once the latest shows: the Reload button is gone with the notice. */
  focusAfter?: RefObject<HTMLElement | null> | undefined;
}

/**
 * "Changed elsewhere: reload to see the latest" with its Reload button: a save was refused because
 * someone saved the same section since. Put it in a live region, so it is announced. A reload that
 * fails leaves the notice, so Reload can be tried again.
 */
export function ConflictNotice({ onReload, focusAfter }: ConflictNoticeProps) {
  useStyles(css);
  const labels = useLabels(ownerInlineLabels);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      focusAfter?.current?.focus();
    } catch {
      setReloading(false);
    }
  };
  return (
    <span className="cmsb-conflict-notice">
      <span>{labels.changedElsewhere}</span>
      <Button variant="secondary" busy={reloading} onClick={() => void reload()}>
        {labels.reload}
      </Button>
    </span>
  );
}
