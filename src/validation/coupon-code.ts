import * as v from 'valibot';

export const COUPON_CODE_PREFIX = 'PWS';
export const COUPON_CODE_MAX_LENGTH = 20;
/** Letters or digits a code needs after the prefix: "PWS" alone would name no coupon of its own. */
export const COUPON_CODE_MIN_SUFFIX = 2;

/**
 * The spec asks codes to "follow compliance guidelines" without listing them. Ours: no word that
 * suggests a medical claim or a misleading offer, and no profanity. Matched anywhere in the code,
 * so "PWSCUREALL" is refused as well as "PWSCURE".
 */
const CLAIM_WORDS = ['CURE', 'HEAL', 'FREE', 'COVID', 'DOCTOR', 'CANCER', 'MIRACLE', 'DETOX', 'FDA', 'GUARANTEE'];
const PROFANITY = ['FUCK', 'SHIT', 'CRAP', 'DAMN', 'PISS', 'BITCH'];

/** Why a code is refused; the same texts in the block and on the server. `{…}` are placeholders. */
export const COUPON_CODE_TEXTS = {
  prefix: 'The code must start with PWS.',
  tooLong: 'The code can have at most {max} characters.',
  tooShort: 'Add at least {min} letters or digits after PWS.',
  characters: 'Use only capital letters A–Z and digits 0–9.',
  claim: 'Codes must not suggest health claims or misleading offers: remove "{word}".',
  profanity: 'Codes must not contain offensive words.',
  taken: 'This code is already in use. Please choose another one.',
  duplicate: 'You already use this code for another coupon.',
} as const;

export type CouponCodeReason = keyof typeof COUPON_CODE_TEXTS;
export type CouponCodeTexts = Record<CouponCodeReason, string>;

export interface CouponCodeRefusal {
  reason: CouponCodeReason;
  message: string;
}

/**
 * Uppercases and forces the PWS prefix, as the owner types. It does not cut a long code: an
 * over-long one is refused with its reason rather than losing its end without notice. What is
 * left of a deleted prefix ("PW") gives the prefix back, not "PWSPW".
 */
export function normalizeCouponCode(input: string): string {
  const upper = input.trim().toUpperCase();
  if (COUPON_CODE_PREFIX.startsWith(upper)) return COUPON_CODE_PREFIX;
  return upper.startsWith(COUPON_CODE_PREFIX) ? upper : COUPON_CODE_PREFIX + upper;
}

/**
 * The first rule `code` breaks, with its text, or null when it may be saved. Uniqueness across
 * sites ('taken', 'duplicate') needs the server's data: only the server finds those.
 */
export function couponCodeProblem(code: string, texts: CouponCodeTexts = COUPON_CODE_TEXTS): CouponCodeRefusal | null {
  const refuse = (reason: CouponCodeReason, placeholder = '', value = '') => ({
    reason,
    message: placeholder ? texts[reason].replace(placeholder, value) : texts[reason],
  });
  if (!code.startsWith(COUPON_CODE_PREFIX)) return refuse('prefix');
  if (code.length > COUPON_CODE_MAX_LENGTH) return refuse('tooLong', '{max}', String(COUPON_CODE_MAX_LENGTH));
  const suffix = code.slice(COUPON_CODE_PREFIX.length);
  if (!/^[A-Z0-9]*$/.test(suffix)) return refuse('characters');
  if (suffix.length < COUPON_CODE_MIN_SUFFIX) return refuse('tooShort', '{min}', String(COUPON_CODE_MIN_SUFFIX));
  const claim = CLAIM_WORDS.find((word) => suffix.includes(word));
  if (claim) return refuse('claim', '{word}', claim);
  if (PROFANITY.some((word) => suffix.includes(word))) return refuse('profanity');
  return null;
}

export function isValidCouponCode(code: string): boolean {
  return couponCodeProblem(code) === null;
}

/** A code in a request body: trimmed and uppercased, then refused with the reason of the first rule it breaks. */
export const CouponCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.check(isValidCouponCode, (issue) => couponCodeProblem(issue.input)?.message ?? COUPON_CODE_TEXTS.characters),
);
