import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the ticket actions the list and the details share (check-in, undo, delete, ribbons); a
 * host overrides them as `conferenceTicketActions.<key>`. The spec asks for the confirmations but
 * gives no wording: these are ours. `{name}` is the attendee's name.
 */
export const ticketActionLabels = defineLabels('conferenceTicketActions', {
  undoTitle: 'Undo check-in?',
  undoText: '{name} will be marked as not checked in.',
  undoConfirm: 'Undo check-in',
  checkInConflict: 'Another desk changed the check-in of {name} first. This page now shows it.',
  deleteTitle: 'Delete this ticket?',
  deleteText: 'The ticket of {name} will be deleted. This cannot be undone.',
  deleteConfirm: 'Delete ticket',
  deleted: 'The ticket of {name} was deleted.',
  ribbons: 'Ribbons',
});
