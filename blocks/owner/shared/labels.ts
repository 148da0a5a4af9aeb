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
});
