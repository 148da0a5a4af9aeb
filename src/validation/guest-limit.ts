export interface GuestLimitInput {
  guestOrderingEnabled: boolean;
  signedIn: boolean;
  isEnrollment: boolean;
  subtotal: number;
  /** No limit applies when the order carries none. */
  guestOrderLimit: number | null | undefined;
}

/** Only a guest's non-enrollment order is capped, and only while guest ordering is on. */
export function exceedsGuestLimit(input: GuestLimitInput): boolean {
  const { guestOrderingEnabled, signedIn, isEnrollment, subtotal, guestOrderLimit } = input;
  if (!guestOrderingEnabled || signedIn || isEnrollment || guestOrderLimit == null) return false;
  return subtotal > guestOrderLimit;
}
