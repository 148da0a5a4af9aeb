import type { Order, ProcessOrder } from '#contracts/commerce.ts';
import { formatMoney } from '#format/money.ts';
import { exceedsGuestLimit, GUEST_LIMIT_MESSAGE, REQUIRED_MESSAGE, validateCardForm } from '#validation/index.ts';
import { errorMessage, fieldMessage, type ApiMessage } from '../http/envelope.ts';
import { CART_EMPTY_MESSAGE, SHIP_ADDRESS_REQUIRED_MESSAGE } from './order-messages.ts';
import type { StoreSettings } from './store-settings.ts';

/**
 * Everything the browser checks before placing an order, checked again: the cart first, then the
 * card, with the rules of the card form the shopper filled in (the legacy form asks for no name or expiry).
 */
export function checkoutProblems(order: Order, { cardForm, data: card }: ProcessOrder, settings: StoreSettings): ApiMessage[] {
  const problems: ApiMessage[] = [];
  if (order.items.length === 0) problems.push(fieldMessage('cart', 'cartItemsRequired', CART_EMPTY_MESSAGE));
  if (!order.shipping.data.shipAddress) {
    problems.push(fieldMessage('shipAddress', 'shipAddressRequired', SHIP_ADDRESS_REQUIRED_MESSAGE));
  }
  if (order.shipping.data.shipVia === 0)
    problems.push(fieldMessage('shipVia', 'shipViaRequired', 'Please choose a shipping method.'));
  if (!order.attributes.billAddressSameAsShipAddress && !order.billAddress) {
    problems.push(fieldMessage('billAddress', 'billAddressRequired', 'Please add a billing address.'));
  }
  const overGuestLimit = exceedsGuestLimit({
    guestOrderingEnabled: settings.guestOrderingEnabled,
    signedIn: order.userId !== null,
    isEnrollment: order.attributes.enrollmentRules.orderIsEnrollment,
    subtotal: order.orderTotals.subTotal,
    guestOrderLimit: order.guestOrderLimit,
  });
  if (overGuestLimit) {
    const amount = formatMoney(order.guestOrderLimit ?? 0, settings);
    problems.push(errorMessage('guestOrderLimit', 'guestLimitExceeded', GUEST_LIMIT_MESSAGE.replace('{amount}', amount)));
  }

  const cardErrors = validateCardForm(card, {
    form: cardForm,
    country: settings.country,
    requireCvv: order.attributes.isCountryRequireCvv,
  });
  for (const [field, message = ''] of Object.entries(cardErrors)) {
    problems.push(fieldMessage(`cardInfo.${field}`, message === REQUIRED_MESSAGE ? 'required' : 'invalid', message));
  }
  return problems;
}
