import type { ComponentPropsWithRef } from 'react';
import { useBaseStyles } from './base-styles.ts';
import buttonCss from './button.css?inline';
import { classNames } from './class-names.ts';
import { Spinner } from './spinner.tsx';
import { useStyles } from './use-styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** While true the button is disabled, marked aria-busy and shows a spinner before its text. */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  useBaseStyles();
  useStyles(buttonCss);
  return (
    <button
      {...rest}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : undefined}
      className={classNames('cmsb-button', `cmsb-button--${variant}`, className)}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
