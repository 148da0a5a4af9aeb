import { autoShipListEndpoint } from '../../../../src/contracts/commerce.ts';
import { useLabels } from '../../../../src/host/labels.ts';
import { cartLabels } from '../labels.ts';
import { AccountList } from './account-list.tsx';

/** /autoship-list: the member's auto-ship templates. */
export function AutoshipListPage() {
  const labels = useLabels(cartLabels);
  return (
    <AccountList heading={labels.autoshipListHeading} endpoint={autoShipListEndpoint} empty={labels.noAutoships}>
      {(templates) => (
        <ul className="cmsb-cart-autoships">
          {templates.map((template) => (
            <li key={template.id} className="cmsb-cart-autoship">
              <p className="cmsb-cart-autoship__title">
                {template.frequency === 'monthly' ? labels.monthly : labels.quarterly} · {template.status}
              </p>
              <p>
                {labels.nextShipDate}: {new Date(template.nextShipDate).toLocaleDateString()}
              </p>
              <ul>
                {template.items.map((item) => (
                  <li key={item.skuNumber}>
                    {item.qty} × {item.name} ({item.formattedPrice})
                  </li>
                ))}
              </ul>
              <p>
                {labels.total}: {template.formattedTotal}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountList>
  );
}
