import { useState } from 'react';
import type { Coupon, CouponSettings } from '#contracts/pws-coupons.ts';
import { formatIntlNumber } from '#format/intl-number.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import type { InlineSetting } from '../shared/use-inline-setting.ts';
import { couponRows, withCustomCode, withEnabled, type CouponRow } from './coupon-rows.ts';
import { CustomiseDialog } from './customise-dialog.tsx';
import { EnableDialog } from './enable-dialog.tsx';
import { couponOwnerLabels } from './labels.ts';

export interface CouponTableProps {
  coupons: Coupon[];
  setting: InlineSetting<CouponSettings>;
}

type OpenDialog = { kind: 'enable' | 'customise'; couponId: string } | null;

/** The programme's coupons as rows, each with a popup to turn it on or off and one to give it the site's own code. */
export function CouponTable({ coupons, setting }: CouponTableProps) {
  const labels = useLabels(couponOwnerLabels);
  const { locale } = useHostConfig();
  const [open, setOpen] = useState<OpenDialog>(null);
  const rows = couponRows(coupons, setting.value);
  const row = rows.find((candidate) => candidate.id === open?.couponId);
  // The popup shows why its own save failed; a failure of an earlier save is the block's to show.
  const [failureOwner, setFailureOwner] = useState<OpenDialog>(null);
  const failure = setting.status === 'error' && failureOwner === open ? setting.failure : null;
  const discount = (coupon: CouponRow) => formatIntlNumber(coupon.discountPercent / 100, locale, { style: 'percent' });
  const close = () => setOpen(null);
  const commit = (next: CouponSettings) => {
    setFailureOwner(open);
    return setting.commit(next);
  };

  return (
    <>
      <table className="cmsb-coupon-owner__table">
        <caption>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.coupon}</th>
            <th scope="col">{labels.discount}</th>
            <th scope="col">{labels.offered}</th>
            <th scope="col">{labels.yourCode}</th>
            <th scope="col">{labels.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((coupon) => (
            <tr key={coupon.id} data-coupon={coupon.id} data-enabled={coupon.enabled}>
              <th scope="row">{coupon.defaultCouponCode}</th>
              <td data-label={labels.discount}>{discount(coupon)}</td>
              <td data-label={labels.offered}>{coupon.enabled ? labels.yes : labels.no}</td>
              <td data-label={labels.yourCode}>{coupon.customCode ?? labels.noOwnCode}</td>
              <td className="cmsb-coupon-owner__actions">
                <Button variant="secondary" onClick={() => setOpen({ kind: 'enable', couponId: coupon.id })}>
                  {coupon.enabled ? labels.disable : labels.enable}{' '}
                  <span className="cmsb-visually-hidden">{coupon.defaultCouponCode}</span>
                </Button>
                <Button variant="secondary" onClick={() => setOpen({ kind: 'customise', couponId: coupon.id })}>
                  {labels.customise} <span className="cmsb-visually-hidden">{coupon.defaultCouponCode}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open?.kind === 'enable' && row && (
        <EnableDialog
          row={row}
          discount={discount(row)}
          failure={failure}
          onSave={(enabled) => commit(withEnabled(setting.value, row.id, enabled))}
          onClose={close}
        />
      )}
      {open?.kind === 'customise' && row && (
        <CustomiseDialog
          row={row}
          failure={failure}
          onSave={(code) => commit(withCustomCode(setting.value, row.id, code))}
          onClose={close}
        />
      )}
    </>
  );
}
