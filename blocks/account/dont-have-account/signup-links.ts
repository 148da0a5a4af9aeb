/** The signup types (accounts-and-sites 9), in the order the prompt offers them. */
export const SIGNUP_TYPES = ['customer', 'preferred-customer', 'distributor'] as const;

export type SignupType = (typeof SIGNUP_TYPES)[number];

/** `/signup-form/{type}`, with `?rank=` when a rank is given. */
export function signupFormPath(type: SignupType, rank?: number): string {
  return `/signup-form/${type}${rank === undefined ? '' : `?rank=${rank}`}`;
}
