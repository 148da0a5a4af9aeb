import { defineLabels } from '../../../src/host/labels.ts';

/** Order statuses as shoppers read them; hosts override any by key, e.g. "cart.orderStatus.placed". */
export const orderStatusLabels = defineLabels('cart.orderStatus', {
  placed: 'Placed',
  active: 'In progress',
});

/** The status's label, or the server's word made readable ('on_hold' → 'On hold') for one not listed. */
export function orderStatusText(status: string, labels: Readonly<Record<string, string>>): string {
  if (Object.prototype.hasOwnProperty.call(labels, status)) return labels[status] ?? status;
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
