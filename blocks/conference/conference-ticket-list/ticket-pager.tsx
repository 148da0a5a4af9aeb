import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { Button } from '../../../src/ui/forms/button.tsx';
import { ticketListLabels } from './labels.ts';

/** Previous and next, with where staff are; nothing when all results fit one page. */
export function TicketPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const labels = useLabels(ticketListLabels);
  if (pageCount <= 1) return null;
  return (
    <nav className="cmsb-ticket-list__pager" aria-label={labels.pages}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span>{fillLabel(labels.pageOf, { page, pageCount })}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
