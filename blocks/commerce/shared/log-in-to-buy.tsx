import type { ReactNode } from 'react';
import { useLabels } from '#host/labels.ts';
import { buttonClassName, useButtonStyles } from '#ui/forms/button.tsx';
import { classNames } from '#ui/class-names.ts';
import { useLoginHref } from '#ui/use-login-href.ts';
import { addToCartLabels } from './product-purchase/labels.ts';

/**
 * What a guest sees in place of Add to Cart where guests may not order (`mayOrder`): a link to
 * the login page that comes back here. `children` adds words for screen readers, e.g. the product.
 */
export function LogInToBuy({ className, children }: { className?: string; children?: ReactNode }) {
  useButtonStyles();
  const labels = useLabels(addToCartLabels);
  const href = useLoginHref();
  return (
    <a className={classNames(buttonClassName('primary'), className)} href={href}>
      {labels.logInToBuy}
      {children}
    </a>
  );
}
