import { useHostConfig } from '#host/host-context.tsx';
import { buttonClassName, useButtonStyles } from '#ui/forms/button.tsx';
import { classNames } from '#ui/class-names.ts';

/** The way back to the store (the home route), a link that looks like the primary button; `label` is the block's own text. */
export function ContinueShoppingLink({ label, className }: { label: string; className?: string }) {
  useButtonStyles();
  const { routes } = useHostConfig();
  return (
    <a href={routes.home} className={classNames(buttonClassName('primary'), className)}>
      {label}
    </a>
  );
}
