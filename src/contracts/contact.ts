import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, isValidEmail } from '#validation/email.ts';
import { REQUIRED_MESSAGE, PHONE_MESSAGE } from '#validation/messages.ts';
import { isValidPhone } from '#validation/phone.ts';
import { isFilled, type FieldErrors } from '#validation/required.ts';
import { defineEndpoint } from './endpoint.ts';

/** Longest values the contact form takes (the spec gives none): a name, a few paragraphs, an address, a phone. */
export const CONTACT_LIMITS = { name: 100, comment: 2000, email: EMAIL_MAX_LENGTH, phone: 30 } as const;

/** The fields a contact error may name: the form's, and the captcha. */
export const CONTACT_FIELDS = ['name', 'comment', 'email', 'phone', 'captcha'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactValues {
  name: string;
  comment: string;
  email: string;
  /** Optional: the site owner answers by email. */
  phone: string;
}

export const CONTACT_TEXTS = {
  required: REQUIRED_MESSAGE,
  email: EMAIL_MESSAGE,
  phone: PHONE_MESSAGE,
  tooLong: 'Use at most {max} characters.',
  /** The error's message when fields are wrong. */
  invalid: 'Some information was missing or invalid. Please check the highlighted fields and try again.',
  captcha: 'CAPTCHA validation failed.',
  unknownSite: 'This message cannot be delivered: the site it was sent from is unknown.',
} as const;

type ContactRuleTexts = Pick<typeof CONTACT_TEXTS, 'required' | 'email' | 'phone' | 'tooLong'>;

/**
 * The contact form's rules, which the server applies to every message (the form too, before it
 * sends): name, comment and email required; a well-formed email; a phone, when given, of digits
 * and the usual punctuation; none longer than its limit. One message per field.
 */
export function validateContact(
  values: ContactValues,
  texts: ContactRuleTexts = CONTACT_TEXTS,
): FieldErrors<keyof ContactValues> {
  const errors: FieldErrors<keyof ContactValues> = {};
  for (const field of ['name', 'comment', 'email', 'phone'] as const) {
    const value = values[field].trim();
    if (field !== 'phone' && !isFilled(value)) errors[field] = texts.required;
    else if (value.length > CONTACT_LIMITS[field]) errors[field] = texts.tooLong.replace('{max}', String(CONTACT_LIMITS[field]));
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = texts.email;
  if (!errors.phone && isFilled(values.phone) && !isValidPhone(values.phone)) errors.phone = texts.phone;
  return errors;
}

const text = v.optional(v.string(), '');

/**
 * POST /api/pws-contact: the spec's fields and the site the message is for. Loose on purpose: the
 * server answers every field problem the same way, with `validateContact` (see ContactErrorSchema).
 */
export const ContactRequestSchema = v.object({
  siteId: text,
  name: text,
  comment: text,
  email: text,
  phone: text,
  captcha: v.optional(v.string()),
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** The spec's contact error, the `data` of a 422: a message, and the fields to highlight (none for an unknown site). */
export const ContactErrorSchema = v.object({
  message: v.string(),
  fields: v.array(v.picklist(CONTACT_FIELDS)),
});
export type ContactError = v.InferOutput<typeof ContactErrorSchema>;

/** 200: the message is stored for the site owner. */
export const ContactResponseSchema = v.object({ success: v.literal(true) });

export const contactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/pws-contact',
  data: ContactResponseSchema,
  body: ContactRequestSchema,
});
