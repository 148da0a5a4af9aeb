/** Subscribe & Save's price of one unit: the price less the percent, rounded to the cent as the server does. */
export function subscriptionPrice(retailPrice: number, discountPercent: number): number {
  const cents = Math.round(retailPrice * 100);
  return (cents - Math.round((cents * discountPercent) / 100)) / 100;
}

export type PurchasePlan = 'once' | 'subscribe';
