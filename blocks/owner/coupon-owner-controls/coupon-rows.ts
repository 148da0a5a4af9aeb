import { classifyFailure, type Failure } from '#api/errors/api-error.ts';
import { customCodeSource, type Coupon, type CouponSettings } from '#contracts/pws-coupons.ts';
import type { InlineSaveState } from '../shared/use-inline-setting.ts';

/** The block's states (accounts spec 4: loading, ready, saving, saved, error) and who may not use it. */
export type CouponControlsState = 'loading' | InlineSaveState | 'signed-out' | 'not-owner';

/** One row of the table: a coupon of the programme with the site's choice for it. */
export interface CouponRow {
  id: string;
  defaultCouponCode: string;
  discountPercent: number;
  enabled: boolean;
  customCode: string | null;
}

export function couponRows(coupons: Coupon[], settings: CouponSettings): CouponRow[] {
  return coupons.map((coupon) => ({
    id: coupon.id,
    defaultCouponCode: coupon.defaultCouponCode,
    discountPercent: coupon.discountPercent,
    enabled: settings.enabledCouponCodeIds.includes(coupon.id),
    customCode: settings.customCouponCodes[coupon.id] ?? null,
  }));
}

export function withEnabled(settings: CouponSettings, couponId: string, enabled: boolean): CouponSettings {
  const others = settings.enabledCouponCodeIds.filter((id) => id !== couponId);
  return { ...settings, enabledCouponCodeIds: enabled ? [...others, couponId] : others };
}

/** The settings with the coupon's own code set, or removed (null: shoppers use the default code). */
export function withCustomCode(settings: CouponSettings, couponId: string, code: string | null): CouponSettings {
  const { [couponId]: _replaced, ...others } = settings.customCouponCodes;
  return { ...settings, customCouponCodes: code === null ? others : { ...others, [couponId]: code } };
}

/** Whether a failed call means the user is not (or no longer) the owner of a site, and which way. */
export function accessRefusal(error: unknown): 'signed-out' | 'not-owner' | null {
  const { kind } = classifyFailure(error);
  if (kind === 'signed-out') return 'signed-out';
  return kind === 'forbidden' || kind === 'not-found' ? 'not-owner' : null;
}

/** The server's reason for refusing the coupon's code (taken by another site, …), if that is why a save failed. */
export function codeRefusal(failure: Failure, couponId: string): string | null {
  if (failure.kind !== 'invalid') return null;
  return failure.messages.find((message) => message.source === customCodeSource(couponId))?.value ?? null;
}
