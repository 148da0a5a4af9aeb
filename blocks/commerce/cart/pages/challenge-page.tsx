import { Link } from 'wouter';
import { useLabels } from '../../../../src/host/labels.ts';
import { Button } from '../../../../src/ui/button.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';

/**
 * /3ds-challenge: stands in for the bank's 3-D Secure page. Authenticating places the order
 * and goes to the receipt; failing returns to the payment page with the warning.
 */
export function ChallengePage() {
  const labels = useLabels(cartLabels);
  const { state, actions } = useCart();
  const challengeId = state.challengeId;
  return (
    <CartFrame heading={labels.challengeHeading}>
      {() =>
        challengeId ? (
          <div className="cmsb-cart-challenge">
            <p>{labels.challengeIntro}</p>
            <div className="cmsb-cart-actions">
              <Button busy={state.submitting} onClick={() => void actions.completeChallenge(challengeId, 'authenticated')}>
                {labels.challengeAuthenticate}
              </Button>
              <Button
                variant="secondary"
                disabled={state.submitting}
                onClick={() => void actions.completeChallenge(challengeId, 'failed')}
              >
                {labels.challengeFail}
              </Button>
            </div>
          </div>
        ) : (
          <p>
            {labels.challengeMissing} <Link href="/payment">{labels.paymentHeading}</Link>
          </p>
        )
      }
    </CartFrame>
  );
}
