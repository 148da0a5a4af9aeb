import { messageKey, type Message } from '#api/messages.ts';
import type { TicketDraft } from '#contracts/conference.ts';
import {
  TICKET_FORM_MESSAGE,
  TICKET_HIGHLIGHT_FIELDS,
  ticketFieldKey,
  validateTicket,
  type TicketField,
} from '#validation/conference-ticket.ts';

/**
 * From rules and server answers to what the purchase screen shows (conference.md 5): messages for
 * the 'conference tickets selector' message area, and field errors keyed `{uid}.{field}`.
 */

/** Highlight key (`{uid}.{field}`) to the text shown at that field. */
export type TicketErrors = Readonly<Record<string, string>>;

const SOURCE = 'conferenceTickets';

function message(type: string, source: string, code: string, value: string, primary = false): Message {
  const parts = { type, source, code };
  return { ...parts, value, level: 'error', primary, params: {}, key: messageKey(parts) };
}

/** The primary message every failed check leads with. */
export const formMessage = (): Message => message('error', SOURCE, 'invalidForm', TICKET_FORM_MESSAGE, true);

/** A failure with no field to blame: the call failed, or the server said nothing usable. */
export const failureMessage = (text: string): Message => message('error', SOURCE, 'unknownError', text, true);

/** Every ticket's problems, keyed by ticket and field; empty when all can be submitted. */
export function validateDrafts(drafts: readonly TicketDraft[]): TicketErrors {
  const errors: Record<string, string> = {};
  for (const draft of drafts) {
    const problems = validateTicket(draft);
    // In the order the block shows its fields, so the first error is the first one met.
    for (const field of TICKET_HIGHLIGHT_FIELDS) {
      const text = problems[field];
      if (text) errors[ticketFieldKey(draft.uid, field)] = text;
    }
  }
  return errors;
}

/** The message area's list for failed checks: the primary message, then each field's text. */
export function validationMessages(errors: TicketErrors): Message[] {
  return [formMessage(), ...Object.entries(errors).map(([key, text]) => message('validatorMessage', key, 'invalid', text))];
}

const isHighlightField = (field: string): field is TicketField => (TICKET_HIGHLIGHT_FIELDS as readonly string[]).includes(field);

/**
 * The highlight key a server message names, or null: `{uid}.{field}` as the server words its
 * ticket checks, or `items.{i}.conferenceTicket.{field}` as a request-schema refusal does (item i
 * is ticket i: one item per ticket).
 */
export function highlightKey(source: string, drafts: readonly TicketDraft[]): string | null {
  const item = /^items\.(\d+)\.conferenceTicket\.(\w+)$/.exec(source);
  if (item) {
    const [, index, field = ''] = item;
    const draft = drafts[Number(index)];
    return draft && isHighlightField(field) ? ticketFieldKey(draft.uid, field) : null;
  }
  const dot = source.indexOf('.');
  if (dot < 0) return null;
  const uid = source.slice(0, dot);
  const field = source.slice(dot + 1);
  return isHighlightField(field) && drafts.some((draft) => draft.uid === uid) ? ticketFieldKey(uid, field) : null;
}

/** Field errors from the server's messages: the first message at a field wins. */
export function serverFieldErrors(messages: readonly Message[], drafts: readonly TicketDraft[]): TicketErrors {
  const errors: Record<string, string> = {};
  for (const item of messages) {
    const key = highlightKey(item.source, drafts);
    if (key && errors[key] === undefined) errors[key] = item.value;
  }
  return errors;
}

/**
 * Messages that stop the tickets going to the cart: cart blockers, validator messages and errors.
 * The order's own notes (a missing ship address, an empty cart) are the cart's business: the cart
 * shows them once the shopper is there.
 */
export function isBlockingMessage(item: Message): boolean {
  return item.type === 'validatorMessage' || /blocker/i.test(item.type) || item.level === 'error';
}

export const blockingMessages = (messages: readonly Message[]) => messages.filter(isBlockingMessage);

/** A field's error goes once the person changes that field. */
export function withoutError(errors: TicketErrors, key: string): TicketErrors {
  if (!(key in errors)) return errors;
  const { [key]: _gone, ...rest } = errors;
  return rest;
}
