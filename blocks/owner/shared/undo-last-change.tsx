import { useId } from 'react';
import type { ChangedBy } from '#contracts/section-history.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ownerUndoLabels } from './undo-labels.ts';
import css from './undo-last-change.css?inline';
import { formatChangeTime, type SectionUndo } from './use-section-undo.ts';

/** Who made a change, in the owner's words; '' once their account is gone (the note then names no one). */
function changerName(changedBy: ChangedBy | null, labels: { changedByYou: string; changedBySupport: string }): string {
  if (changedBy === null) return '';
  if (changedBy.who === 'you') return labels.changedByYou;
  return changedBy.who === 'owner' ? changedBy.name : labels.changedBySupport;
}

interface UndoLastChangeProps {
  undo: Pick<SectionUndo<unknown>, 'history' | 'unavailable' | 'pending' | 'undo'>;
}

/**
 * "Undo last change" for a section in edit mode, with when and by whom the change it takes back was
 * made. While it may not be pressed it says why (saving, changed elsewhere, nothing to undo) and
 * is marked aria-disabled, not disabled, so it keeps the focus; presses then do nothing. The
 * section's status tells what came of it (SaveStatus with useSectionUndo's `shown` and `texts`).
 */
export function UndoLastChange({ undo }: UndoLastChangeProps) {
  useStyles(css);
  const labels = useLabels(ownerUndoLabels);
  const { locale } = useHostConfig();
  const noteId = useId();
  // note: nothing until the history has come, or has failed to.
  if (!undo.history && undo.unavailable !== 'historyFailed') return null;
  const lastChange = undo.unavailable === 'historyFailed' ? null : (undo.history?.lastChange ?? null);
  const why = {
    saving: labels.undoWhileSaving,
    changedElsewhere: labels.undoChangedElsewhere,
    historyFailed: labels.historyFailed,
    nothingToUndo: labels.nothingToUndo,
  };
  const changed = lastChange
    ? fillLabel(lastChange.changedBy === null ? labels.lastChange : labels.lastChangeBy, {
        date: formatChangeTime(lastChange.changedAt, locale),
        name: changerName(lastChange.changedBy, labels),
      })
    : null;
  const note = [undo.unavailable === 'nothingToUndo' ? null : changed, undo.unavailable ? why[undo.unavailable] : null]
    .filter((text) => text !== null)
    .join(' ');

  return (
    <div className="cmsb-undo">
      <Button
        variant="secondary"
        aria-disabled={undo.unavailable === null ? undefined : true}
        aria-busy={undo.pending || undefined}
        aria-describedby={noteId}
        onClick={() => {
          if (undo.unavailable === null) undo.undo();
        }}
      >
        {labels.undo}
      </Button>
      <p className="cmsb-undo__note" id={noteId}>
        {note}
      </p>
    </div>
  );
}
