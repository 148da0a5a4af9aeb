import { useLabels } from '../../../src/host/labels.ts';
import { buttonClassName, useButtonStyles } from '../../../src/ui/button.tsx';
import { receiptLabels } from './labels.ts';

/** Where the shopper goes on from the receipt: the store's home page. */
export const SHOP_PATH = '/';

/** The receipt's way back to the store, a link that looks like the primary button. */
export function ContinueShoppingLink() {
  useButtonStyles();
  const labels = useLabels(receiptLabels);
  return (
    <a href={SHOP_PATH} className={`${buttonClassName('primary')} cmsb-receipt__continue`}>
      {labels.continueShopping}
    </a>
  );
}
