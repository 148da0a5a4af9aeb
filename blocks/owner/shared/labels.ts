import { RELOAD_LABEL, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';
import { SITE_SETTINGS_TEXTS } from '#contracts/site-settings.ts';
import { defineLabels } from '#host/labels.ts';

/** The inline-edit status every owner block shows; a host overrides them as `ownerInline.<key>`. */
export const ownerInlineLabels = defineLabels('ownerInline', {
  saving: 'Saving…',
  saved: 'Saved',
  /** Accounts spec 8: the owner blocks' error, when the server gives no text of its own. */
  saveFailed: SITE_SETTINGS_TEXTS.saveFailed,
  /** Shown with the error: the rollback the spec asks for (accounts spec 4). */
  restored: 'Your previous choice is back.',
  /** A save refused because someone saved the same section since; the owner's choice stays on screen. */
  changedElsewhere: REVISION_CONFLICT_TEXT,
  reload: RELOAD_LABEL,
  // Undo of a section's last change (issue 39, item 7); the spec gives no words for it.
  undo: 'Undo last change',
  /** `{date}`: when the change an undo takes back was made; `{name}`: who made it (changedByYou, the owner's name or changedBySupport). */
  lastChangeBy: 'Last changed {date} by {name}',
  /** The viewer made the change. */
  changedByYou: 'you',
  /** Someone other than the viewer and the site's owner made it, such as support staff acting for the owner. */
  changedBySupport: 'someone from support',
  /** The same, when the account that made it is gone. */
  lastChange: 'Last changed {date}',
  /** Why Undo is unavailable: a save or undo is under way. */
  undoWhileSaving: 'Undo is available once the change is saved.',
  /** Why Undo is unavailable: the section was changed elsewhere since the page got it. */
  undoChangedElsewhere: 'Changed elsewhere: reload before undoing.',
  /** Why Undo is unavailable: the section's history did not come. */
  historyFailed: 'The change history could not be loaded.',
  /** Why Undo is unavailable; `{count}` is how many changes are kept. */
  nothingToUndo: 'Nothing to undo yet. Your last {count} changes here can be undone.',
  /** `{date}`: when the value put back had been saved. */
  undone: 'Undone: back to the version of {date}.',
  /** The value put back was there before any change was kept, so its date is not known. */
  undoneEarliest: 'Undone: back to the earlier version.',
  /** After the failure's text: what is shown is still what the server holds. */
  undoFailed: 'Nothing was undone.',
});
