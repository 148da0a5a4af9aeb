import { createPortal } from 'react-dom';
import { useLabels } from '../../../src/host/labels.ts';
import { classNames } from '../../../src/ui/class-names.ts';
import { isEmployeeBadge, type Badge } from './badge-rules.ts';
import { badgePrintLabels } from './labels.ts';

/** The badge itself, at its printed size. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const employee = isEmployeeBadge(badge);
  return (
    <div className={classNames('cmsb-badge', employee && 'cmsb-badge--employee')} data-employee={employee}>
      <p className="cmsb-badge__name">{badge.displayName}</p>
      {badge.displayRcn && <p className="cmsb-badge__rcn">{badge.displayRcn}</p>}
      <p className="cmsb-badge__city">{badge.city}</p>
      {badge.stateCountry && <p className="cmsb-badge__state">{badge.stateCountry}</p>}
    </div>
  );
}

/**
 * The print view: a direct child of <body>, so the document's print rules can hide every other
 * child of <body> (the page, the blocks' root) and print this alone, whatever the host's layout.
 */
export function PrintView({ badge }: { badge: Badge }) {
  const labels = useLabels(badgePrintLabels);
  return createPortal(
    <section className="cmsb-badge-sheet" aria-label={labels.printView}>
      <p className="cmsb-badge-sheet__status" role="status">
        {labels.printing}
      </p>
      <BadgeCard badge={badge} />
    </section>,
    document.body,
  );
}
