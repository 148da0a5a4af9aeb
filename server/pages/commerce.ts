import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/** `/cart`: the cart app; its own routes follow the hash (`/cart#/payment`). */
export const cartPage: DemoPage = {
  path: '/cart',
  title: 'Cart',
  body: () => slot('cart'),
};

/** `/checkout/receipt?orderNumber=`: where the browser goes once an order is placed. */
export const receiptPage: DemoPage = {
  path: '/checkout/receipt',
  title: 'Thank you',
  body: () => slot('checkout-receipt'),
};

/** Old links to the cart lead to the cart app. */
export const demoRedirects: Record<string, string> = { '/checkout/cart': '/cart' };
