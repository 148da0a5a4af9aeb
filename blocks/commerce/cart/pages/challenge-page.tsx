import { Link } from 'wouter';
import type { Order } from '../../../../src/contracts/commerce.ts';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { Button } from '../../../../src/ui/forms/button.tsx';
import { useCart } from '../cart-context.tsx';
import type { PendingChallenge } from '../use-cart-writes.ts';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';

/**
 * /3ds-challenge: stands in for the bank's 3-D Secure page. Authenticating places the order
 * and goes to the receipt; failing returns to the payment page with the warning.
 */
export function ChallengePage() {
  const labels = useLabels(cartLabels);
  const { challenge } = useCart().writes;
  return (
    <CartFrame heading={labels.challengeHeading}>
      {(order) =>
        challenge ? (
          <Challenge order={order} challenge={challenge} />
        ) : (
          <p>
            {labels.challengeMissing} <Link href="/payment">{labels.paymentHeading}</Link>
          </p>
        )
      }
    </CartFrame>
  );
}

/** What the bank asks the shopper to confirm: the amount and the card, then the two answers. */
function Challenge({ order, challenge }: { order: Order; challenge: PendingChallenge }) {
  const labels = useLabels(cartLabels);
  const { writes } = useCart();
  const { brand, lastFour } = challenge.card;
  return (
    <div className="cmsb-cart-challenge">
      <p>{labels.challengeIntro}</p>
      <dl className="cmsb-cart-challenge__terms">
        <dt>{labels.challengeAmount}</dt>
        <dd>{order.orderTotals.formatted.total}</dd>
        <dt>{labels.challengeCard}</dt>
        <dd>{fillLabel(brand === 'visa' ? labels.visaEnding : labels.cardEnding, { lastFour })}</dd>
      </dl>
      <div className="cmsb-cart-challenge__actions">
        <Button busy={writes.placing} onClick={() => void writes.completeChallenge(challenge, 'authenticated')}>
          {labels.challengeAuthenticate}
        </Button>
        <Button variant="secondary" disabled={writes.placing} onClick={() => void writes.completeChallenge(challenge, 'failed')}>
          {labels.challengeFail}
        </Button>
      </div>
    </div>
  );
}
