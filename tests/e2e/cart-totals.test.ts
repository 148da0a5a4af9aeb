import { describe, expect, it } from 'vitest';
import { addItems, CartPage, emptyCart } from './pages/cart.page.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

const CALCULATING = 'Tax, shipping and total are being calculated…';

/** The totals table's Total row, once shown. */
const totalRow = (cart: CartPage) => cart.page.locator('[data-row="total"]');

describe('cart totals', () => {
  it('shows the total after items were added elsewhere, after a removal, and on the order preview', async () => {
    const context = await newContext('customer');
    await emptyCart(context);
    // Adding (as the product blocks do) leaves the totals uncalculated.
    await addItems(context, [
      { skuNumber: 'LAV05', qty: 1 },
      { skuNumber: 'MVT30', qty: 1 },
    ]);
    const cart = new CartPage(await context.newPage());
    await cart.open();
    await totalRow(cart).waitFor();
    expect(await cart.page.getByText(CALCULATING).count()).toBe(0);

    await cart.page.getByRole('button', { name: /^Remove Lavender Essential Oil/ }).click();
    await cart.line('Lavender Essential Oil').waitFor({ state: 'detached' });
    await totalRow(cart).waitFor();
    expect(await cart.page.getByText(CALCULATING).count()).toBe(0);

    await cart.page.getByRole('link', { name: 'Checkout' }).click();
    await cart.page.getByRole('heading', { name: 'Order Preview' }).waitFor();
    await totalRow(cart).waitFor();
  });
});
