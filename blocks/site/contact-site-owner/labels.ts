import { CONTACT_TEXTS } from '#contracts/contact.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the contact form; a host overrides them as `contactSiteOwner.<key>`. The spec gives the
 * success text; the rest is ours. The server's own messages (its error and its field texts) show
 * as it sends them.
 */
export const contactLabels = defineLabels('contactSiteOwner', {
  name: 'Name',
  comment: 'Comment',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional',
  submit: 'Send message',
  sent: 'Thank you! Your request has been submitted.',
  sendAnother: 'Send another message',
  communicationError: 'An error occurred. Please ensure you are connected to the internet and try again.',
  required: CONTACT_TEXTS.required,
  invalidEmail: CONTACT_TEXTS.email,
  invalidPhone: CONTACT_TEXTS.phone,
  /** `{max}` is the field's limit. */
  tooLong: CONTACT_TEXTS.tooLong,
});

export type ContactLabels = typeof contactLabels.defaults;
