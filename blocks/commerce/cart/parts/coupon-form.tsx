import { useState, type SubmitEvent } from 'react';
import type { Order } from '../../../../src/contracts/commerce.ts';
import { useLabels } from '../../../../src/host/labels.ts';
import { Button } from '../../../../src/ui/forms/button.tsx';
import { TextField } from '../../../../src/ui/forms/text-field.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';

/** Applies or removes a coupon; an unknown code sets the bad-coupon flag and keeps what was typed. */
export function CouponForm({ order }: { order: Order }) {
  const { badCoupon, writes } = useCart();
  const labels = useLabels(cartLabels);
  const [code, setCode] = useState('');
  const { save, status } = writes.coupon;
  const busy = status === 'pending';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if ((await save(code.trim())).status === 'saved') setCode('');
  };

  if (order.attributes.couponCodeId) {
    return (
      <div className="cmsb-cart-coupon">
        <p>
          {labels.couponCode}: <strong>{order.attributes.couponCodeId}</strong>
        </p>
        <Button variant="link" busy={busy} onClick={() => void save('')}>
          {labels.removeCoupon}
        </Button>
      </div>
    );
  }
  return (
    <form className="cmsb-cart-coupon" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={labels.couponCode}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={badCoupon ? labels.couponNotFound : undefined}
        autoComplete="off"
        maxLength={40}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {labels.applyCoupon}
      </Button>
    </form>
  );
}
