import type { OrderTotals } from '#contracts/commerce.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { useStyles } from '#ui/use-styles.ts';
import { orderLabels } from './labels.ts';
import css from './order.css?inline';
import { visibleTotalsRows } from './totals-rows.ts';

/** The totals table, showing exactly the rows the spec's rules allow. */
export function TotalsTable({ totals }: { totals: OrderTotals }) {
  useStyles(css);
  const labels = useLabels(orderLabels);
  const rows = visibleTotalsRows(totals, useHostConfig());
  return (
    <div className="cmsb-order-totals" data-calculated={totals.totalCalculated}>
      <table className="cmsb-order-totals__table">
        <caption className="cmsb-visually-hidden">{labels.totalsCaption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`cmsb-order-totals__row cmsb-order-totals__row--${row.key}`} data-row={row.key}>
              <th scope="row">{labels[row.key]}</th>
              <td className="cmsb-order-amount">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!totals.totalCalculated && (
        <p className="cmsb-order-totals__pending" role="status">
          {labels.calculating}
        </p>
      )}
    </div>
  );
}
