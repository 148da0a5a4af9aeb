import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLabels } from '#host/labels.ts';
import { classNames } from '#ui/class-names.ts';
import { isEmployeeBadge, type Badge } from './badge-rules.ts';
import { fitBadgeText } from './fit-badge.ts';
import { badgePrintLabels } from './labels.ts';

/** The badge itself, at its printed size, each line sized to fit inside its margins. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const employee = isEmployeeBadge(badge);
  const card = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const fit = () => {
      const lines = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
      const name = element.querySelector<HTMLElement>('.cmsb-badge__name');
      if (name) fitBadgeText(element, lines, name);
    };
    fit();
    // note: a web font (the name's bold weight, say) that arrives after the first fit changes
    // every width, so fit again then; jsdom has no document.fonts
    let current = true;
    if ('fonts' in document) void document.fonts.ready.then(() => current && fit());
    return () => {
      current = false;
    };
  }, [badge]);
  return (
    <div ref={card} className={classNames('cmsb-badge', employee && 'cmsb-badge--employee')} data-employee={employee}>
      <BadgeLine className="cmsb-badge__name" text={badge.displayName} />
      {badge.displayRcn && <BadgeLine className="cmsb-badge__rcn" text={badge.displayRcn} />}
      <BadgeLine className="cmsb-badge__city" text={badge.city} />
      {badge.stateCountry && <BadgeLine className="cmsb-badge__state" text={badge.stateCountry} />}
    </div>
  );
}

/** One line of the badge; its span measures how wide its words run (fitBadgeText). */
function BadgeLine({ className, text }: { className: string; text: string }) {
  return (
    <p className={className}>
      <span>{text}</span>
    </p>
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
