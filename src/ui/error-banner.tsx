import type { ReactNode } from 'react';
import { useLabels } from '../host/labels.ts';
import { Alert } from './alert.tsx';
import { classNames } from './class-names.ts';
import errorBannerCss from './error-banner.css?inline';
import { uiLabels } from './labels.ts';
import { useStyles } from './use-styles.ts';

export interface ErrorBannerProps {
  message: ReactNode;
  /** Called by the close X; the owner hides the banner (and clears the stored error). */
  onClose: () => void;
  className?: string;
}

/** The checkout error banner (commerce spec): intro, the message, a support line, and a close X. */
export function ErrorBanner({ message, onClose, className }: ErrorBannerProps) {
  useStyles(errorBannerCss);
  const l = useLabels(uiLabels);
  return (
    <Alert type="error" onClose={onClose} className={classNames('cmsb-error-banner', className)}>
      <p>{l.errorBannerIntro}</p>
      <div className="cmsb-error-banner__message">{message}</div>
      <p>{l.errorBannerSupport}</p>
    </Alert>
  );
}
