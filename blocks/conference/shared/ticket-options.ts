import { TICKET_OPTION_LISTS } from '#contracts/conference.ts';
import type { SelectOption } from '#ui/forms/select-field.tsx';

/** A ticket option list (translation, hearing impaired, sign language) as a select's options. */
export function ticketOptions(field: keyof typeof TICKET_OPTION_LISTS): SelectOption[] {
  return TICKET_OPTION_LISTS[field].map(({ key, value }) => ({ value: key, label: value }));
}
