import type { CSSProperties } from 'react';
import type { Ribbon } from '#contracts/conference.ts';
import { useStyles } from '#ui/use-styles.ts';
import css from './ribbon-chips.css?inline';

/**
 * The ribbons a ticket's owner earned (`has`), each a chip with a swatch of its colour and its
 * name, so the colour is never the only sign. Nothing when there are none.
 */
export function RibbonChips({ ribbons, label }: { ribbons: readonly Ribbon[]; label: string }) {
  useStyles(css);
  const earned = ribbons.filter((ribbon) => ribbon.has);
  if (earned.length === 0) return null;
  return (
    <ul className="cmsb-ribbons" aria-label={label}>
      {earned.map((ribbon) => (
        <li key={ribbon.name} className="cmsb-ribbons__chip" style={{ '--_cmsb-ribbon': ribbon.color } as CSSProperties}>
          {ribbon.name}
        </li>
      ))}
    </ul>
  );
}
