import { isApiError, validatorMessagesByField } from '../../../src/api/errors/api-error.ts';
import type { ConferenceTicket, TicketUpdate } from '../../../src/contracts/conference.ts';
import { validateTicket, type TicketField } from '../../../src/validation/conference-ticket.ts';
import type { FieldErrors } from '../../../src/validation/required.ts';

/** The fields staff edit on the details page (the ticket's editable fields but its check-in). */
export const EDITABLE_FIELDS = [
  'skuNumber',
  'firstName',
  'lastName',
  'displayName',
  'displayRcn',
  'city',
  'stateCountry',
  'translationLangCode',
  'hearingImpaired',
  'signLanguage',
] as const satisfies readonly (keyof TicketUpdate & TicketField)[];

export type EditableField = (typeof EDITABLE_FIELDS)[number];
/** The form's values, as its controls hold them: text, with the 0/1 flags as '0' and '1'. */
export type TicketFormValues = Record<EditableField, string>;

export function formValuesOf(ticket: ConferenceTicket): TicketFormValues {
  const values = {} as TicketFormValues;
  for (const field of EDITABLE_FIELDS) values[field] = String(ticket[field]);
  return values;
}

/** Whether the form holds changes the ticket as stored does not have. */
export function isDirty(values: TicketFormValues, ticket: ConferenceTicket): boolean {
  const stored = formValuesOf(ticket);
  return EDITABLE_FIELDS.some((field) => values[field] !== stored[field]);
}

const flag = (value: string) => (value === '1' ? 1 : value === '0' ? 0 : Number.NaN);

/** The shared ticket rules (conference.md 5) on the form's values. */
export function formErrors(values: TicketFormValues, conferenceId: string): FieldErrors<EditableField> {
  return validateTicket({
    ...values,
    conferenceId,
    hearingImpaired: flag(values.hearingImpaired),
    signLanguage: flag(values.signLanguage),
  });
}

/** The changes to send: the form's values, and the check-in as this desk saw it (see TicketUpdateSchema). */
export function formChanges(values: TicketFormValues, ticket: ConferenceTicket): Partial<TicketUpdate> {
  return {
    ...values,
    hearingImpaired: flag(values.hearingImpaired) as 0 | 1,
    signLanguage: flag(values.signLanguage) as 0 | 1,
    wasCheckedIn: ticket.checkedIn,
  };
}

/** The server's 422 messages at the fields they name; empty for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors<EditableField> {
  return isApiError(error) && error.status === 422 ? validatorMessagesByField(error, EDITABLE_FIELDS) : {};
}
