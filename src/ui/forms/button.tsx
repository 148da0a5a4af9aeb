import type { ComponentPropsWithRef } from 'react';
import { useBaseStyles } from '../use-base-styles.ts';
import buttonCss from './button.css?inline';
import { classNames } from '../class-names.ts';
import { Spinner } from './spinner.tsx';
import { useStyles } from '../use-styles.ts';

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
  useButtonStyles();
  return (
    <button
      {...rest}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : undefined}
      className={classNames(buttonClassName(variant), className)}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}

/** The button look for a link that acts as a navigation button: `className={buttonClassName('primary')}`. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `cmsb-button cmsb-button--${variant}`;
}

export function useButtonStyles(): void {
  useBaseStyles();
  useStyles(buttonCss);
}
