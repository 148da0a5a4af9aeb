import { useLabels } from '#host/labels.ts';
import { useBaseStyles } from '../use-base-styles.ts';
import { classNames } from '../class-names.ts';
import { uiLabels } from '../labels.ts';
import spinnerCss from './spinner.css?inline';
import { useStyles } from '../use-styles.ts';

export interface SpinnerProps {
  /** What is loading, for screen readers; defaults to the `ui.loading` label ('Loading…'). */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /**
   * Hides it from assistive technology, for a spinner inside a control that already says it is
   * busy (a button with aria-busy).
   */
  decorative?: boolean;
  className?: string;
}

/** A turning ring; a status region with a visually hidden label unless it is decorative. */
export function Spinner({ label, size = 'medium', decorative = false, className }: SpinnerProps) {
  useBaseStyles();
  useStyles(spinnerCss);
  const l = useLabels(uiLabels);
  const cls = classNames('cmsb-spinner', size !== 'medium' && `cmsb-spinner--${size}`, className);
  if (decorative) {
    return (
      <span className={cls} aria-hidden="true">
        <span className="cmsb-spinner__ring" />
      </span>
    );
  }
  return (
    <span role="status" className={cls}>
      <span className="cmsb-spinner__ring" aria-hidden="true" />
      <span className="cmsb-visually-hidden">{label ?? l.loading}</span>
    </span>
  );
}
