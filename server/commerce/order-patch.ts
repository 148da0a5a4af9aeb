import { COUPON_NOT_FOUND, type Order, type OrderPatch } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { errorMessage, fieldMessage, type ApiMessage } from '../http/envelope.ts';
import { findCouponForSite } from '../site/pws-coupon-store.ts';
import { addressProblems, withCountry } from './address-rules.ts';
import { saveOrderFields } from './order-store.ts';
import type { StoreSettings } from './store-settings.ts';

/** The order's fields after the patch, or the reasons it is refused. All checks run before anything changes. */
async function applyPatch(db: Db, order: Order, patch: OrderPatch, store: StoreSettingsForPatch) {
  const storeCountry = store.country;
  const { attributes } = order;
  const problems: ApiMessage[] = [];
  const refuse = (source: string, code: string, value: string) => problems.push(fieldMessage(source, code, value));

  if (patch.shipVia !== undefined && !attributes.allowedShipMethods.some((method) => method.value === patch.shipVia)) {
    refuse('shipVia', 'shipViaNotAllowed', 'Please choose one of the offered shipping methods.');
  }
  if (patch.isAutoShip && !attributes.autoShipRules.canAutoShip) {
    refuse('isAutoShip', 'autoShipNotAllowed', 'Auto-ship is available to signed-in members only.');
  }
  if (patch.autoShipIsMonthly === false && !attributes.autoShipRules.canAutoShipQuarterly) {
    refuse('autoShipIsMonthly', 'quarterlyNotAllowed', 'Quarterly auto-ship is not available for this account.');
  }
  if (patch.isPvq && !attributes.pvqRules.displayPvq) {
    refuse('isPvq', 'pvqNotAllowed', 'PVQ orders are not available for this account.');
  }

  let couponCode = attributes.couponCodeId;
  if (patch.couponCode !== undefined) {
    couponCode = patch.couponCode === '' ? null : await findCouponForSite(db, store.sponsorSiteId, patch.couponCode);
    if (couponCode === null && patch.couponCode !== '')
      problems.push(errorMessage('couponCode', 'couponNotFound', COUPON_NOT_FOUND));
  }

  const shipAddress = patch.shipAddress ? withCountry(patch.shipAddress, storeCountry) : order.shipping.data.shipAddress;
  if (patch.shipAddress && shipAddress) problems.push(...addressProblems(shipAddress, 'shipAddress', storeCountry));
  const billSameAsShip = patch.billAddressSameAsShipAddress ?? attributes.billAddressSameAsShipAddress;
  let billAddress = patch.billAddress ? withCountry(patch.billAddress, storeCountry) : order.billAddress;
  if (billSameAsShip) billAddress = shipAddress;
  else if (patch.billAddress && billAddress) problems.push(...addressProblems(billAddress, 'billAddress', storeCountry));

  const data = order.shipping.data;
  return {
    problems,
    next: {
      shipVia: patch.shipVia ?? data.shipVia,
      isAutoShip: patch.isAutoShip ?? data.isAutoShip,
      autoShipIsMonthly: patch.autoShipIsMonthly ?? data.autoShipIsMonthly,
      isPvq: patch.isPvq ?? attributes.isPvq,
      couponCode,
      shipAddress,
      billSameAsShip,
      billAddress,
    },
  };
}

/** The store's country rules addresses; its site (the store's personal website) decides which site coupons apply. */
type StoreSettingsForPatch = Pick<StoreSettings, 'country' | 'sponsorSiteId'>;

/** Validates and saves a patch of the cart (locked by the caller); answers the problems when refused. */
export async function patchOrder(
  tx: Db,
  order: Order & { id: string },
  patch: OrderPatch,
  store: StoreSettingsForPatch,
): Promise<ApiMessage[]> {
  const { problems, next } = await applyPatch(tx, order, patch, store);
  if (problems.length > 0) return problems;
  await saveOrderFields(tx, order.id, next);
  return [];
}
