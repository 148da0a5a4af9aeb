import type { FieldErrors } from './required.ts';
import { isFilled } from './required.ts';

/**
 * The conference spec's ticket rules (conference.md 5): the browser checks them before submitting
 * and the reference server checks them again, with the same texts, keyed by the ticket's uid.
 */

/** Fields a ticket draft must have, with the name each message uses. */
export const TICKET_REQUIRED_FIELDS = {
  conferenceId: 'Conference',
  skuNumber: 'Ticket type',
  firstName: 'First name',
  lastName: 'Last name',
  displayName: 'Name on badge',
  city: 'City',
  stateCountry: 'State or country',
} as const;

export type TicketRequiredField = keyof typeof TICKET_REQUIRED_FIELDS;

/** The spec's highlightable fields, in the order a ticket block shows them. */
export const TICKET_HIGHLIGHT_FIELDS = [
  'conferenceId',
  'skuNumber',
  'displayRcn',
  'firstName',
  'lastName',
  'displayName',
  'translationLangCode',
  'hearingImpaired',
  'signLanguage',
  'city',
  'stateCountry',
] as const;

export type TicketField = (typeof TICKET_HIGHLIGHT_FIELDS)[number];

/** The primary message when any ticket fails (verbatim, conference.md 5 and 8). */
export const TICKET_FORM_MESSAGE = 'Some information was missing or invalid on the form. Please check the form and try again.';

/** "Conference is required and can't be empty", and the same wording for the others. */
export function ticketRequiredMessage(field: TicketRequiredField): string {
  return `${TICKET_REQUIRED_FIELDS[field]} is required and can't be empty`;
}

/**
 * Lengths the spec leaves open ("not shown"): what fits a printed badge and a desk's screen.
 * The badge name is the line printed largest, so it is the shortest.
 */
export const TICKET_MAX_LENGTHS = {
  firstName: 50,
  lastName: 50,
  displayName: 30,
  displayRcn: 20,
  city: 50,
  stateCountry: 50,
} as const satisfies Partial<Record<TicketField, number>>;

const LENGTH_LABELS: Record<keyof typeof TICKET_MAX_LENGTHS, string> = {
  ...TICKET_REQUIRED_FIELDS,
  displayRcn: 'RCN on badge',
};

export function ticketTooLongMessage(field: keyof typeof TICKET_MAX_LENGTHS): string {
  return `${LENGTH_LABELS[field]} can be at most ${TICKET_MAX_LENGTHS[field]} characters`;
}

/** The most tickets one purchase submits (the spec leaves it open). */
export const MAX_TICKETS_PER_PURCHASE = 20;

/** Translation codes and the 0/1 flags the spec allows (conference.md 9). */
export const TRANSLATION_LANG_CODES = ['eng', 'spa'] as const;
export type TranslationLangCode = (typeof TRANSLATION_LANG_CODES)[number];

export const TRANSLATION_MESSAGE = 'Choose English or Spanish';
export const FLAG_MESSAGE = 'Choose yes or no';

export interface TicketDraftValues {
  conferenceId: string;
  skuNumber: string;
  firstName: string;
  lastName: string;
  displayName: string;
  displayRcn: string;
  city: string;
  stateCountry: string;
  translationLangCode: string;
  hearingImpaired: number;
  signLanguage: number;
}

/** Every problem of one ticket, at its field; empty when the ticket can be submitted. */
export function validateTicket(ticket: TicketDraftValues): FieldErrors<TicketField> {
  const errors: FieldErrors<TicketField> = {};
  for (const field of Object.keys(TICKET_REQUIRED_FIELDS) as TicketRequiredField[]) {
    if (!isFilled(ticket[field])) errors[field] = ticketRequiredMessage(field);
  }
  for (const field of Object.keys(TICKET_MAX_LENGTHS) as (keyof typeof TICKET_MAX_LENGTHS)[]) {
    if (!errors[field] && ticket[field].trim().length > TICKET_MAX_LENGTHS[field]) errors[field] = ticketTooLongMessage(field);
  }
  if (!(TRANSLATION_LANG_CODES as readonly string[]).includes(ticket.translationLangCode)) {
    errors.translationLangCode = TRANSLATION_MESSAGE;
  }
  if (ticket.hearingImpaired !== 0 && ticket.hearingImpaired !== 1) errors.hearingImpaired = FLAG_MESSAGE;
  if (ticket.signLanguage !== 0 && ticket.signLanguage !== 1) errors.signLanguage = FLAG_MESSAGE;
  return errors;
}

/** The highlight key of one field of one ticket (conference.md 5: ticket uid plus field name). */
export function ticketFieldKey(uid: string, field: TicketField): string {
  return `${uid}.${field}`;
}
