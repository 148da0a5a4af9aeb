import { describe, expect, it } from 'vitest';
import { exceedsGuestLimit } from '#validation/index.ts';

const guest = {
  guestOrderingEnabled: true,
  signedIn: false,
  isEnrollment: false,
  subtotal: 150,
  guestOrderLimit: 100,
};

describe('exceedsGuestLimit', () => {
  it('is true for a guest over the limit', () => {
    expect(exceedsGuestLimit(guest)).toBe(true);
  });

  it('allows a subtotal equal to or under the limit', () => {
    expect(exceedsGuestLimit({ ...guest, subtotal: 100 })).toBe(false);
    expect(exceedsGuestLimit({ ...guest, subtotal: 99.99 })).toBe(false);
  });

  it('does not apply when guest ordering is off, to members or to enrollments', () => {
    expect(exceedsGuestLimit({ ...guest, guestOrderingEnabled: false })).toBe(false);
    expect(exceedsGuestLimit({ ...guest, signedIn: true })).toBe(false);
    expect(exceedsGuestLimit({ ...guest, isEnrollment: true })).toBe(false);
  });

  it('does not apply when the order carries no limit', () => {
    expect(exceedsGuestLimit({ ...guest, guestOrderLimit: null })).toBe(false);
    expect(exceedsGuestLimit({ ...guest, guestOrderLimit: undefined })).toBe(false);
  });
});
