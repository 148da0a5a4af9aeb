import type { ComponentPropsWithRef } from 'react';
import { useLabels } from '#host/labels.ts';
import closeButtonCss from './close-button.css?inline';
import { classNames } from './class-names.ts';
import { uiLabels } from './labels.ts';
import { useStyles } from './use-styles.ts';

export type CloseButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  /** Accessible name; defaults to the `ui.close` label ('Close'). */
  label?: string;
};

/** An X button named 'Close' for toasts, alerts, banners and dialogs; it takes the colour around it. */
export function CloseButton({ label, className, ...rest }: CloseButtonProps) {
  useStyles(closeButtonCss);
  const l = useLabels(uiLabels);
  return (
    <button {...rest} type="button" aria-label={label ?? l.close} className={classNames('cmsb-close-button', className)}>
      <svg className="cmsb-close-button__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </button>
  );
}
