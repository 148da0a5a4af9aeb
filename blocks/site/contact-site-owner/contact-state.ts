import * as v from 'valibot';
import { communicationErrorText, type Failure } from '#api/errors/api-error.ts';
import type { SaveStatus } from '#api/use-save.ts';
import { ContactErrorSchema, validateContact, type ContactField, type ContactValues } from '#contracts/contact.ts';
import type { FieldErrors } from '#validation/required.ts';
import type { ContactLabels } from './labels.ts';

/** The form's states, exposed as `data-state`; 'invalid' is a field problem found here or by the server. */
export type ContactState = 'idle' | 'sending' | 'invalid' | 'communication-error' | 'sent';

export const EMPTY_CONTACT: ContactValues = { name: '', comment: '', email: '', phone: '' };

export interface ContactFailure {
  state: 'invalid' | 'communication-error';
  /** The server's error message (or ours when it sent none), shown in the error banner. */
  message: string;
  /** The fields the server named, each with its text: these are highlighted. */
  fields: FieldErrors<ContactField>;
}

/**
 * What a failed send shows. The spec's 422 (`{message, fields}`) → invalid: its message, and each
 * named field highlighted with the server's text for it (the message when it gave none). Anything
 * else (no answer, 5xx, a 422 of another shape) → the communication error, in our words.
 */
export function contactFailure(failure: Failure<ContactField>, communicationError: string): ContactFailure {
  const parsed = failure.kind === 'invalid' ? v.safeParse(ContactErrorSchema, failure.data) : null;
  if (!parsed?.success) {
    return { state: 'communication-error', message: communicationErrorText(failure, communicationError), fields: {} };
  }
  const { message, fields: named } = parsed.output;
  const fields: FieldErrors<ContactField> = {};
  for (const field of named) fields[field] = failure.fields[field] || message;
  return { state: 'invalid', message, fields };
}

/** The form's state: sending, the last failure's, 'invalid' when the rules refused the last submit, else idle. */
export function contactState(
  status: SaveStatus,
  failure: ContactFailure | null,
  refused: boolean,
): Exclude<ContactState, 'sent'> {
  if (status === 'pending') return 'sending';
  if (failure) return failure.state;
  return refused ? 'invalid' : 'idle';
}

/** The rules the form checks before it sends: the server's own (see validateContact), in the block's words. */
export function contactRuleErrors(
  values: ContactValues,
  labels: Pick<ContactLabels, 'required' | 'invalidEmail' | 'invalidPhone' | 'tooLong'>,
): FieldErrors<ContactField> {
  return validateContact(values, {
    required: labels.required,
    email: labels.invalidEmail,
    phone: labels.invalidPhone,
    tooLong: labels.tooLong,
  });
}
