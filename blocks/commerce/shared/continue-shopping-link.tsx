import { buttonClassName, useButtonStyles } from '../../../src/ui/button.tsx';
import { classNames } from '../../../src/ui/class-names.ts';

/** Where the shopper goes on from an empty cart or a receipt: the store's home page. */
const SHOP_PATH = '/';

/** The way back to the store, a link that looks like the primary button; `label` is the block's own text. */
export function ContinueShoppingLink({ label, className }: { label: string; className?: string }) {
  useButtonStyles();
  return (
    <a href={SHOP_PATH} className={classNames(buttonClassName('primary'), className)}>
      {label}
    </a>
  );
}
