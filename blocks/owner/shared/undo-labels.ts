import { defineLabels } from '#host/labels.ts';

/**
 * Undo of a home-page section's last change (issue 39, item 7); the spec gives no words for it. A
 * host overrides them as `ownerUndo.<key>`. Apart from ownerInlineLabels, which every owner block
 * loads, so that only the sections' edit code carries them.
 */
export const ownerUndoLabels = defineLabels('ownerUndo', {
  undo: 'Undo last change',
  /** `{date}`: when the change an undo takes back was made; `{name}`: who made it (changedByYou, the owner's name or changedBySupport). */
  lastChangeBy: 'Undo takes back the change of {date} by {name}.',
  /** The viewer made the change. */
  changedByYou: 'you',
  /** Someone other than the viewer and the site's owner made it, such as support staff acting for the owner. */
  changedBySupport: 'someone from support',
  /** The same, when the account that made it is gone. */
  lastChange: 'Undo takes back the change of {date}.',
  /** Why Undo is unavailable: a save or undo is under way. */
  undoWhileSaving: 'Undo is available once the change is saved.',
  /** Why Undo is unavailable: the section was changed elsewhere since the page got it. */
  undoChangedElsewhere: 'Changed elsewhere: reload before undoing.',
  /** Why Undo is unavailable: the section's history did not come. */
  historyFailed: 'The change history could not be loaded.',
  /** Why Undo is unavailable: no change is kept. */
  nothingToUndo: 'Nothing to undo.',
  /** `{date}`: when the value put back had been saved. */
  undone: 'Undone: back to the version of {date}.',
  /** The value put back was there before any change was kept, so its date is not known. */
  undoneEarliest: 'Undone: back to the earlier version.',
  /** After the failure's text: what is shown is still what the server holds. */
  undoFailed: 'Nothing was undone.',
});
