import { useState } from 'react';
import type { Failure } from '#api/errors/api-error.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import type { CouponRow } from './coupon-rows.ts';
import { couponOwnerLabels } from './labels.ts';
import { usePopupSave } from './use-popup-save.ts';

export interface EnableDialogProps {
  row: CouponRow;
  /** The coupon's discount, formatted. */
  discount: string;
  /** Why this popup's last save failed, if it did. */
  failure: Failure | null;
  onSave: (enabled: boolean) => Promise<boolean>;
  onClose: () => void;
}

/** Turns a coupon on or off for the site, after the owner confirms. */
export function EnableDialog({ row, discount, failure, onSave, onClose }: EnableDialogProps) {
  const labels = useLabels(couponOwnerLabels);
  // What the owner opened the popup to do: the row flips at once while the save runs (optimistic).
  const [enable] = useState(!row.enabled);
  const { busy, run } = usePopupSave(onClose);
  const code = row.defaultCouponCode;
  return (
    <ConfirmDialog
      open
      title={fillLabel(enable ? labels.enableTitle : labels.disableTitle, { code })}
      confirmLabel={enable ? labels.enable : labels.disable}
      cancelLabel={labels.cancel}
      busy={busy}
      onConfirm={() => void run(() => onSave(enable))}
      onCancel={onClose}
    >
      <p>{enable ? fillLabel(labels.enableIntro, { discount }) : labels.disableIntro}</p>
      {failure != null && <ErrorBanner message={labels.error} />}
    </ConfirmDialog>
  );
}
