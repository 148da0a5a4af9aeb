import { useEffect, useState } from 'react';
import { useLabels } from '#host/labels.ts';
import { useStyles } from '#ui/use-styles.ts';
import { returnToTopLabels } from './labels.ts';
import css from './return-to-top.css?inline';
import { isPastThreshold, scrollToTop } from './scroll.ts';

export interface ReturnToTopProps {
  /** Pixels scrolled before the button appears. */
  threshold: number;
}

/** A floating button that appears once the visitor has scrolled down and takes them back up. */
export function ReturnToTop({ threshold }: ReturnToTopProps) {
  useStyles(css);
  const labels = useLabels(returnToTopLabels);
  const [shown, setShown] = useState(() => isPastThreshold(window.scrollY, threshold));

  useEffect(() => {
    const update = () => setShown(isPastThreshold(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return (
    <button
      type="button"
      className="cmsb-return-to-top"
      data-state={shown ? 'shown' : 'hidden'}
      hidden={!shown}
      onClick={() => scrollToTop(window)}
    >
      <span aria-hidden="true" className="cmsb-return-to-top__arrow">
        ↑
      </span>
      <span className="cmsb-return-to-top__label">{labels.button}</span>
    </button>
  );
}
