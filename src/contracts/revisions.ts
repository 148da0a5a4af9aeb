/**
 * Saves carry the revision they edited (a number the server raises with each save). A save over
 * a newer revision changes nothing and answers 409 with this message, so two people editing the
 * same thing never overwrite each other silently.
 */
export const REVISION_CONFLICT_STATUS = 409;
export const REVISION_CONFLICT_CODE = 'changedElsewhere';
export const REVISION_CONFLICT_TEXT = 'Changed elsewhere: reload to see the latest';
export const RELOAD_LABEL = 'Reload';
