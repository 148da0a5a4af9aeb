import type { Locator } from 'playwright-core';
import { CartPage } from './cart.page.ts';

/** The cart's payment screen: the card form, Place Order and the one error region. */
export class PaymentPage extends CartPage {
  /** The card controls in the order the shopper should meet them. */
  cardControls(): Locator[] {
    const p = this.page;
    return [
      p.getByLabel('Card Number'),
      p.getByLabel('Month'),
      p.getByLabel('Year'),
      p.getByLabel('CVV'),
      p.getByLabel('Name on Card'),
    ];
  }

  /** The card form, with the error region right before it. */
  cardForm(): Locator {
    return this.page.getByRole('form', { name: 'Payment' });
  }

  /** The amount on Place Order ('Place Order · $12.50'), once the totals are calculated. */
  async placeOrderTotal(): Promise<string> {
    const text = (await this.placeOrderButton().textContent()) ?? '';
    return /· (.+)$/.exec(text)?.[1] ?? '';
  }

  /** The 3-D Secure page's terms as the shopper reads them, e.g. 'Card: Visa ending in 3155'. */
  challengeTerms(): Promise<string[]> {
    return this.page
      .getByRole('term')
      .evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));
  }

  challengeButtons(): Locator[] {
    return [
      this.page.getByRole('button', { name: 'Authenticate payment' }),
      this.page.getByRole('button', { name: 'Fail authentication' }),
    ];
  }

  /** Whether the page is wider than the viewport, so it scrolls sideways. */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }

  errorRegions(): Locator {
    return this.page.locator('.cmsb-error-banner');
  }

  alerts(): Locator {
    return this.page.getByRole('alert');
  }

  toasts(): Locator {
    return this.page.locator('.cmsb-toast');
  }

  /** Ids of the controls Tab reaches from the card number, one press at a time. */
  async tabOrderFromCardNumber(count: number): Promise<string[]> {
    await this.cardControls()[0]!.focus();
    const ids = [await this.activeId()];
    for (let i = 1; i < count; i += 1) {
      await this.page.keyboard.press('Tab');
      ids.push(await this.activeId());
    }
    return ids;
  }

  /** Ids of the card controls as the eye reads them: row by row, left to right. */
  async visualOrder(): Promise<string[]> {
    const boxes = await Promise.all(
      this.cardControls().map(async (control) => ({
        id: (await control.getAttribute('id')) ?? '',
        box: (await control.boundingBox())!,
      })),
    );
    // note: controls on one row may differ by a pixel or two in top; round to a 8px grid.
    return boxes.sort((a, b) => Math.round(a.box.y / 8) - Math.round(b.box.y / 8) || a.box.x - b.box.x).map((entry) => entry.id);
  }

  async controlIds(): Promise<string[]> {
    return Promise.all(this.cardControls().map(async (control) => (await control.getAttribute('id')) ?? ''));
  }

  activeId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? '');
  }

  /** Whether the focused element is the error region. */
  errorRegionHasFocus(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.classList.contains('cmsb-error-banner') ?? false);
  }
}
