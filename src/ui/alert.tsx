import type { ReactNode, Ref } from 'react';
import alertCss from './alert.css?inline';
import { useBaseStyles } from './use-base-styles.ts';
import { classNames } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import { useStyles } from './use-styles.ts';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface AlertProps {
  type: AlertType;
  /** A short bold first line, e.g. 'Payment failed'. */
  title?: ReactNode;
  children?: ReactNode;
  /** When given, the alert shows a close X that calls it. */
  onClose?: () => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** -1 lets the alert take focus from code (see ErrorBanner) without joining the tab order. */
  tabIndex?: -1;
}

/** The live role for an alert: errors and warnings interrupt (role=alert), the rest wait (role=status). */
export function alertRole(type: AlertType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

/** An inline message box; its role makes screen readers announce it when it appears. */
export function Alert({ type, title, children, onClose, className, ref, tabIndex }: AlertProps) {
  useBaseStyles();
  useStyles(alertCss);
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={alertRole(type)}
      className={classNames('cmsb-alert', `cmsb-alert--${type}`, className)}
      data-type={type}
    >
      <div className="cmsb-alert__content">
        {title != null && <p className="cmsb-alert__title">{title}</p>}
        {children}
      </div>
      {onClose && <CloseButton onClick={onClose} />}
    </div>
  );
}
