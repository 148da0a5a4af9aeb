import { Link } from 'wouter';
import { useLabels } from '#host/labels.ts';
import { Button, buttonClassName } from '#ui/forms/button.tsx';
import { ContinueShoppingLink } from '../../shared/continue-shopping-link.tsx';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';
import { CartList } from '../parts/cart-list.tsx';
import { useState, type SubmitEvent } from 'react';
import type { Order } from '#contracts/commerce.ts';
import { TextField } from '#ui/forms/text-field.tsx';
import { useHostConfig } from '#host/host-context.tsx';
import { AutoshipSection, OrderSummary } from '../parts/order-summary.tsx';

/** /my-cartv2: the editable cart with totals, coupon and the way to checkout. */
export function MyCartPage() {
  const labels = useLabels(cartLabels);
  const { writes } = useCart();
  return (
    <CartFrame heading={labels.myCartHeading}>
      {(order) =>
        order.items.length === 0 ? (
          <div className="cmsb-cart-empty">
            <p>{labels.empty}</p>
            <ContinueShoppingLink label={labels.continueShopping} />
          </div>
        ) : (
          <>
            <CartList order={order} editable onQuantity={(skuNumber, qty) => writes.quantity.save({ skuNumber, qty })} />
            <div className="cmsb-cart-footer">
              <CouponForm order={order} />
              <TotalsTable totals={order.orderTotals} />
            </div>
            <div className="cmsb-cart-actions">
              <Link href="/order-preview" className={buttonClassName('primary')}>
                {labels.checkout}
              </Link>
            </div>
          </>
        )
      }
    </CartFrame>
  );
}

/** Applies or removes a coupon; an unknown code sets the bad-coupon flag and keeps what was typed. */
function CouponForm({ order }: { order: Order }) {
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

/** /items: the order's lines, read-only. */
export function ItemsPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.itemsHeading}>
      {(order) => (order.items.length === 0 ? <p>{labels.empty}</p> : <CartList order={order} editable={false} />)}
    </CartFrame>
  );
}

/** /order-preview: the summary, the lines and the totals before payment. */
export function OrderPreviewPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.orderPreviewHeading}>
      {(order) => (
        <>
          <OrderSummary order={order} />
          <CartList order={order} editable={false} />
          <TotalsTable totals={order.orderTotals} />
          <div className="cmsb-cart-actions">
            <Link href="/my-cartv2" className={buttonClassName('secondary')}>
              {labels.backToCart}
            </Link>
            {order.items.length > 0 && (
              <Link href="/payment" className={buttonClassName('primary')}>
                {labels.continueToPayment}
              </Link>
            )}
          </div>
        </>
      )}
    </CartFrame>
  );
}

/** One particular order (`?orderId=`), read only: nothing here changes or places the current cart. */
export function OrderView() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.orderHeading}>
      {(order) => (
        <>
          <OrderSummary order={order} />
          <CartList order={order} editable={false} />
          <TotalsTable totals={order.orderTotals} />
        </>
      )}
    </CartFrame>
  );
}

/** The cart beside other content (e.g. on a product page): its lines and totals, and a way to the cart. */
export function MiniCart() {
  const labels = useLabels(cartLabels);
  const { writes } = useCart();
  const { routes } = useHostConfig();
  return (
    <CartFrame heading={labels.myCartHeading}>
      {(order) =>
        order.items.length === 0 ? (
          <p>{labels.empty}</p>
        ) : (
          <>
            <CartList order={order} editable onQuantity={(skuNumber, qty) => writes.quantity.save({ skuNumber, qty })} />
            <TotalsTable totals={order.orderTotals} />
            <div className="cmsb-cart-actions">
              <a href={routes.cart} className={buttonClassName('primary')}>
                {labels.viewCart}
              </a>
            </div>
          </>
        )
      }
    </CartFrame>
  );
}

/** /autoship: turns auto-ship on or off for the current order and sets its frequency. */
export function AutoshipPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.autoshipHeading}>
      {(order) =>
        order.attributes.autoShipRules.canAutoShip ? <AutoshipSection order={order} /> : <p>{labels.loginRequired}</p>
      }
    </CartFrame>
  );
}
