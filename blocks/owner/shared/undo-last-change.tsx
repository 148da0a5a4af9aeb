import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { SECTION_HISTORY_LIMIT, type ChangedBy } from '#contracts/section-history.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ownerInlineLabels } from './labels.ts';
import css from './undo-last-change.css?inline';
import { formatChangeTime, type SectionUndo } from './use-section-undo.ts';

/** Who made a change, in the owner's words; '' once their account is gone (the note then names no one). */
function changerName(changedBy: ChangedBy | null, labels: { changedByYou: string; changedBySupport: string }): string {
  if (changedBy === null) return '';
  if (changedBy.who === 'you') return labels.changedByYou;
  return changedBy.who === 'owner' ? changedBy.name : labels.changedBySupport;
}

interface UndoLastChangeProps {
  undo: Pick<SectionUndo<unknown>, 'history' | 'canUndo' | 'pending' | 'undo'>;
  /** Where focus goes when Undo can no longer be pressed after an undo (the section's heading). */
  focusAfter: RefObject<HTMLElement | null>;
}

/**
 * "Undo last change" for a section in edit mode, with when and by whom the change it takes back was
 * made; disabled, saying why, when there is nothing to undo. The section's status tells what came
 * of it (SaveStatus with useSectionUndo's `shown` and `texts`). Focus stays on the button, or goes
 * to the section's heading when there is nothing left to undo.
 */
export function UndoLastChange({ undo, focusAfter }: UndoLastChangeProps) {
  useStyles(css);
  const labels = useLabels(ownerInlineLabels);
  const { locale } = useHostConfig();
  const button = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  // Where focus goes once a press's undo has settled (a new object per press), and the last one done.
  const [refocus, setRefocus] = useState<{ to: 'button' | 'heading' } | null>(null);
  const refocused = useRef<object | null>(null);
  // The button is disabled while undoing, which takes the focus from it: give it back, or to the
  // heading when nothing is left to undo, unless a failure's banner has taken it.
  useEffect(() => {
    if (refocus === null || undo.pending || refocused.current === refocus) return;
    refocused.current = refocus;
    const active = document.activeElement;
    if (active && active !== document.body && active !== button.current) return;
    (refocus.to === 'heading' ? focusAfter.current : button.current)?.focus();
  }, [refocus, undo.pending, focusAfter]);
  if (!undo.history) return null;
  const { lastChange } = undo.history;
  const note = lastChange
    ? fillLabel(lastChange.changedBy === null ? labels.lastChange : labels.lastChangeBy, {
        date: formatChangeTime(lastChange.changedAt, locale),
        name: changerName(lastChange.changedBy, labels),
      })
    : fillLabel(labels.nothingToUndo, { count: SECTION_HISTORY_LIMIT });

  const press = async () => {
    const left = await undo.undo();
    setRefocus({ to: left === 0 ? 'heading' : 'button' });
  };

  return (
    <div className="cmsb-undo">
      <Button
        ref={button}
        variant="secondary"
        busy={undo.pending}
        disabled={!undo.canUndo}
        aria-describedby={noteId}
        onClick={() => void press()}
      >
        {labels.undo}
      </Button>
      <p className="cmsb-undo__note" id={noteId}>
        {note}
      </p>
    </div>
  );
}
