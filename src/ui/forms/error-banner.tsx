import { useLayoutEffect, useRef } from 'react';
import { useLabels } from '../../host/labels.ts';
import { Alert } from '../alert.tsx';
import { classNames } from '../class-names.ts';
import errorBannerCss from './error-banner.css?inline';
import { uiLabels } from '../labels.ts';
import { useStyles } from '../use-styles.ts';

export interface ErrorBannerProps {
  message: string;
  /** Called by the close X; the owner hides the banner (and clears the stored error). */
  onClose: () => void;
  className?: string;
}

/**
 * The one place a form's errors show that belong to no single field (commerce spec error banner:
 * intro, the message, a support line, and a close X). Render one per screen, next to the form,
 * and only while there is an error; remove it when the shopper retries or leaves the screen.
 * It is announced (role=alert) and takes focus when it appears or its message changes, so
 * keyboard and screen-reader users start from it. Errors never go to toasts.
 */
export function ErrorBanner({ message, onClose, className }: ErrorBannerProps) {
  useStyles(errorBannerCss);
  const l = useLabels(uiLabels);
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that shows it: no moment passes with the banner shown and the focus elsewhere.
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Alert ref={ref} tabIndex={-1} type="error" onClose={onClose} className={classNames('cmsb-error-banner', className)}>
      <p>{l.errorBannerIntro}</p>
      <div className="cmsb-error-banner__message">{message}</div>
      <p>{l.errorBannerSupport}</p>
    </Alert>
  );
}
