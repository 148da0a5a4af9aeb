import { useLayoutEffect, useRef } from 'react';
import { useLabels } from '../../host/labels.ts';
import { Alert } from '../alert.tsx';
import { classNames } from '../class-names.ts';
import errorBannerCss from './error-banner.css?inline';
import { uiLabels } from '../labels.ts';
import { useStyles } from '../use-styles.ts';

export interface ErrorBannerProps {
  /** What failed: a failure's `message` (classifyFailure), else the block's own words; several show as a list. */
  message: string | readonly string[];
  /**
   * Called by the close X; the owner hides the banner (and forgets the failure, e.g. useSave's
   * `reset`). Leave it out where there is nothing to go back to (a block whose data could not load).
   */
  onClose?: () => void;
  className?: string;
}

/**
 * The one place failures show that belong to no single field (commerce spec error banner: intro,
 * the message, a support line, and a close X); field problems show at their fields. Render one
 * per screen, next to the form, and only while there is a failure; remove it when the person
 * retries or leaves the screen. It is announced (role=alert) and takes focus when it appears or
 * its message changes, so keyboard and screen-reader users start from it. Failures never go to
 * toasts; Alert stays for notices that are not failures.
 */
export function ErrorBanner({ message, onClose, className }: ErrorBannerProps) {
  useStyles(errorBannerCss);
  const l = useLabels(uiLabels);
  const ref = useRef<HTMLDivElement>(null);
  const lines = typeof message === 'string' ? [message] : message;
  const text = lines.join('\n');
  // In the commit that shows it: no moment passes with the banner shown and the focus elsewhere.
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <Alert ref={ref} tabIndex={-1} type="error" onClose={onClose} className={classNames('cmsb-error-banner', className)}>
      <p>{l.errorBannerIntro}</p>
      {lines.length === 1 ? (
        <div className="cmsb-error-banner__message">{lines[0]}</div>
      ) : (
        <ul className="cmsb-error-banner__message">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <p>{l.errorBannerSupport}</p>
    </Alert>
  );
}
