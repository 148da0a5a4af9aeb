import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from '../support/browser.ts';
import { solvedCaptcha } from '../support/captcha.ts';

/** Calls the reference API as the browser context's own session (cookies shared with its pages). */
export async function api(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await context.request.fetch(new URL(path, baseUrl()).href, {
    method,
    headers: { Origin: new URL(baseUrl()).origin },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as { data: unknown; messages: unknown[] } };
}

export async function logIn(context: BrowserContext, username: string, password: string): Promise<void> {
  const captcha = await solvedCaptcha(context.request);
  const { status } = await api(context, 'POST', '/api/session', { username, password, captcha });
  if (status !== 200) throw new Error(`login of ${username} failed with ${status}`);
}

export async function addItems(context: BrowserContext, items: { skuNumber: string; qty: number }[]): Promise<void> {
  const { status, body } = await api(context, 'POST', '/api/cart/order/current/items', {
    items: items.map((item) => ({ ...item, updateMethod: 'add' })),
  });
  if (status !== 200) throw new Error(`adding items failed with ${status}: ${JSON.stringify(body.messages)}`);
}

/**
 * Sets every line of the session's cart to 0: e2e files share one server, and an earlier file may
 * have left this account's cart full (a declined card keeps it).
 */
export async function emptyCart(context: BrowserContext): Promise<void> {
  const { body } = await api(context, 'GET', '/api/cart/order/current');
  const lines = (body.data as { items: { skuNumber: string }[] }).items;
  if (lines.length === 0) return;
  const { status } = await api(context, 'POST', '/api/cart/order/current/items', {
    items: lines.map(({ skuNumber }) => ({ skuNumber, qty: 0, updateMethod: 'set' })),
  });
  if (status !== 200) throw new Error(`emptying the cart failed with ${status}`);
}

export async function placedOrderCount(context: BrowserContext): Promise<number> {
  const { body } = await api(context, 'GET', '/api/cart/order-history');
  return (body.data as unknown[]).length;
}

/** The cart app's screens, as a shopper uses them. */
export class CartPage {
  constructor(readonly page: Page) {}

  async open(route = '/my-cartv2', search = '') {
    await this.page.goto(new URL(`/cart${search}#${route}`, baseUrl()).href);
    await this.page.waitForSelector('[data-block="cart"][data-block-state="mounted"]');
    await this.page.waitForSelector('.cmsb-cart[data-state="ready"], .cmsb-cart[data-state="unauthorized"]');
  }

  /** A line's quantity stepper; `name` is the line's name: product and option, e.g. 'Lavender Essential Oil, 5 mL'. */
  quantity(name: string) {
    return this.page.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
  }

  /** A line's quantity as text, where it has no stepper (a locked line, a conference ticket): 'Quantity of {name}: 1'. */
  readOnlyQuantity(name: string) {
    return this.page.locator('.cmsb-quantity[data-state="read-only"]').filter({ hasText: `Quantity of ${name}:` });
  }

  /** Types a line's quantity and leaves the field, which sets it on the server. */
  async setQuantity(name: string, qty: number) {
    await this.quantity(name).fill(String(qty));
    await this.quantity(name).press('Enter');
  }

  removeButton(name: string) {
    return this.page.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  line(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async fillCard(cardNumber: string) {
    const p = this.page;
    await p.getByLabel('Card Number').fill(cardNumber);
    await p.getByLabel('Month').selectOption('12');
    await p.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
    await p.getByLabel('CVV').fill('123');
    await p.getByLabel('Name on Card').fill('Casey Customer');
  }

  placeOrderButton() {
    return this.page.getByRole('button', { name: /Place Order|Placing your order/ });
  }

  async waitForReceipt(): Promise<string> {
    await this.page.waitForURL(/\/checkout\/receipt\?orderNumber=/);
    return new URL(this.page.url()).searchParams.get('orderNumber') ?? '';
  }
}
