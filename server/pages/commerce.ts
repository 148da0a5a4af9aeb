import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/** `/cart`: the cart app; its own routes follow the hash (`/cart#/payment`). */
export const cartPage: DemoPage = {
  path: '/cart',
  guard: 'public',
  title: 'Cart',
  body: () => slot('cart'),
};

/** `/checkout/receipt?orderNumber=`: where the browser goes once an order is placed. */
export const receiptPage: DemoPage = {
  path: '/checkout/receipt',
  guard: 'public',
  title: 'Thank you',
  body: () => slot('checkout-receipt'),
};

/**
 * Old links to the cart lead to the cart app; so does the checkout route the spec's links use
 * (`/secure/checkout/v1#/checkout/…`): the browser keeps the hash across the redirect.
 */
export const demoRedirects: Record<string, string> = { '/checkout/cart': '/cart', '/secure/checkout/v1': '/cart' };
