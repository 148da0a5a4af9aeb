/** No address is longer (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The forms' text for an address that cannot be one; the specs give none. */
export const EMAIL_MESSAGE = 'Enter a valid email address, such as name@example.com.';

// note: deliberately loose (a local part, an @ and a domain with a dot, no spaces): the only real
// check of an address is mail reaching it, and a stricter pattern refuses addresses people use.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether trimmed `value` looks like an email address someone can be written to. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}
