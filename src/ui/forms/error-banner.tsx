import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLabels } from '#host/labels.ts';
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
  /** What the person can do about it, shown under the message: e.g. a Retry button after a load failure. */
  action?: ReactNode;
  /**
   * Whether the banner takes focus when it appears or its message changes (default true): it does
   * when it answers something the person just did (a save, a copy, a submit). Pass false for a
   * failure nobody asked for just now, e.g. data that failed to load with the page, or where the
   * block moves the focus itself to what the person does next (the link to copy by hand): it is
   * still announced, but the focus stays where it is.
   */
  takesFocus?: boolean;
  className?: string;
}

/**
 * The one place failures show that belong to no single field (commerce spec error banner: intro,
 * the message, a support line, and a close X); field problems show at their fields. Render one
 * per screen, next to the form, and only while there is a failure; remove it when the person
 * retries or leaves the screen. It is announced (role=alert) and, when it answers the person's own
 * action, takes focus when it appears or its message changes, so keyboard and screen-reader users
 * start from it. Failures never go to toasts; Alert stays for notices that are not failures.
 */
export function ErrorBanner({ message, onClose, action, takesFocus = true, className }: ErrorBannerProps) {
  useStyles(errorBannerCss);
  const l = useLabels(uiLabels);
  const ref = useRef<HTMLDivElement>(null);
  // Where the focus was before the banner took it: closing the banner gives it back there.
  const focusedBefore = useRef<HTMLElement | null>(null);
  const lines = typeof message === 'string' ? [message] : message;
  const text = lines.join('\n');
  // In the commit that shows it: no moment passes with the banner shown and the focus elsewhere.
  useLayoutEffect(() => {
    if (!takesFocus || !ref.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !ref.current.contains(active)) focusedBefore.current = active;
    ref.current.focus();
  }, [text, takesFocus]);
  const close =
    onClose &&
    (() => {
      const back = focusedBefore.current;
      onClose();
      // Not left on the page's body once the banner is gone: back to what the person was doing,
      // unless the owner has already moved the focus somewhere of its own.
      const stillHere = ref.current?.contains(document.activeElement) ?? false;
      if (stillHere && back?.isConnected) back.focus();
    });
  return (
    <Alert ref={ref} tabIndex={-1} type="error" onClose={close} className={classNames('cmsb-error-banner', className)}>
      <p>{l.errorBannerIntro}</p>
      {lines.length === 1 ? (
        <div className="cmsb-error-banner__message">{lines[0]}</div>
      ) : (
        <ul className="cmsb-error-banner__message cmsb-error-banner__list">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <p>{l.errorBannerSupport}</p>
      {action != null && <div className="cmsb-error-banner__action">{action}</div>}
    </Alert>
  );
}
