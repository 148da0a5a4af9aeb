import { QueryClient } from '@tanstack/react-query';
import { toJsonSchema } from '@valibot/to-json-schema';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import block, { CheckoutReceiptPropsSchema } from '../../../../blocks/commerce/checkout-receipt/index.ts';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient, type ApiClient } from '#api/client.ts';
import type { Order } from '#contracts/commerce.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import { recordConsent } from '#host/consent-record.ts';
import { PURCHASE_EVENT } from '#host/purchase-event.ts';
import { Providers } from '#runtime/providers.tsx';
import {
  DEFAULT_SPONSOR_RCN,
  envelope,
  jsonResponse,
  newProfile,
  receiptOrder,
  receiptPath,
  serverMessage,
} from '../../../fixtures/commerce/receipt-orders.ts';

const CheckoutReceipt = block.component;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** A client that answers the receipt of `order` once from its preload and never goes to the network. */
function preloadedClient(order: Order, network = vi.fn(() => Promise.reject(new Error('no network in tests')))) {
  return createApiClient({
    baseUrl: '/',
    preload: { [receiptPath(order.orderNumber ?? '')]: envelope(order) },
    fetch: network,
  });
}

function respondingClient(status: number, body: unknown) {
  return createApiClient({ baseUrl: '/', fetch: async () => jsonResponse(status, body) });
}

function renderReceipt(client: ApiClient, props: Parameters<typeof CheckoutReceipt>[0] = {}, config: Partial<PageConfig> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <Providers config={{ ...defaultPageConfig, ...config }} queryClient={queryClient}>
      <ApiProvider client={client}>
        <CheckoutReceipt {...props} />
      </ApiProvider>
    </Providers>,
  );
  const root = () => view.container.querySelector('.cmsb-receipt');
  return { ...view, root };
}

describe('checkout-receipt states', () => {
  it('says so in an info notice with a way back to the store when no order number was given, without calling the server', () => {
    const network = vi.fn(() => Promise.reject(new Error('no network')));
    const { root } = renderReceipt(createApiClient({ baseUrl: '/', fetch: network }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('data-type', 'info');
    expect(within(notice).getByText('No order number was given.')).toBeVisible();
    const link = within(notice).getByRole('link', { name: 'Continue shopping' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('cmsb-button', 'cmsb-button--primary');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(root()).toHaveAttribute('data-state', 'missing');
    expect(network).not.toHaveBeenCalled();
  });

  it('shows a spinner while the order loads', () => {
    const pending: ApiClient = { request: () => new Promise<never>(() => {}) };
    const { root } = renderReceipt(pending, { orderNumber: 'W1' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(root()).toHaveAttribute('data-state', 'loading');
  });

  it("loads the order named by the page URL's orderNumber parameter", async () => {
    window.history.replaceState(null, '', '/checkout/receipt?orderNumber=W12345678');
    const { root } = renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W12345678' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order Confirmation' })).toBeVisible();
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(screen.getByText('Order number:')).toHaveTextContent('Order number: W12345678');
  });

  it('prefers the orderNumber prop to the URL', async () => {
    window.history.replaceState(null, '', '/checkout/receipt?orderNumber=W1');
    renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W2' })), { orderNumber: 'W2' });
    expect(await screen.findByText('W2')).toBeVisible();
  });

  it('answers a malformed order number with "not found" and no request', () => {
    window.history.replaceState(null, '', '/checkout/receipt?orderNumber=..%2Fcurrent');
    const network = vi.fn(() => Promise.reject(new Error('no network')));
    const { root } = renderReceipt(createApiClient({ baseUrl: '/', fetch: network }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this order.');
    expect(root()).toHaveAttribute('data-state', 'not-found');
    expect(network).not.toHaveBeenCalled();
  });

  it.each([
    [403, [serverMessage('Unauthorized', 'unauthorized')]],
    [404, [serverMessage('Order W9 not found for user u-7', 'notFound')]],
  ])('reveals nothing more than "not found" on %i', async (status, messages) => {
    const { root } = renderReceipt(respondingClient(status, envelope(null, messages)), { orderNumber: 'W9' });
    expect(await screen.findByText('We could not find this order.')).toBeVisible();
    expect(root()).toHaveAttribute('data-state', 'not-found');
    expect(screen.queryByText(/Unauthorized|u-7/)).toBeNull();
  });

  it("shows the server's first message on another failure", async () => {
    const messages = [serverMessage('The order service is unavailable.'), serverMessage('Second message')];
    const { root } = renderReceipt(respondingClient(500, envelope(null, messages)), { orderNumber: 'W9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The order service is unavailable.');
    expect(root()).toHaveAttribute('data-state', 'error');
    expect(screen.queryByText('Second message')).toBeNull();
  });

  // The error banner frames the message with its intro and support lines; the message itself is the whole text of its line.
  it('falls back to the unknown-error text when the server sent no message', async () => {
    renderReceipt(respondingClient(502, {}), { orderNumber: 'W9' });
    expect(within(await screen.findByRole('alert')).getByText('An unknown error occurred while making request')).toBeVisible();
  });

  it('shows the unknown-error text, not schema details, for an answer that fails the schema', async () => {
    renderReceipt(respondingClient(200, envelope({ id: 'x' })), { orderNumber: 'W9' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An unknown error occurred while making request')).toBeVisible();
    expect(alert).not.toHaveTextContent(/data|schema/i);
  });
});

describe('checkout-receipt, ready', () => {
  it('shows heading, number, read-only items, totals, the top content area and a Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReceipt(
      preloadedClient(receiptOrder({ orderNumber: 'W3' })),
      { orderNumber: 'W3' },
      {
        contentAreas: { checkoutReceiptTop: '<p>Thank you for shopping with us!</p><script>alert(1)</script>' },
      },
    );
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(screen.getByText('Thank you for shopping with us!')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();

    const items = screen.getByRole('table', { name: 'Items in your order' });
    expect(within(items).getByText('Daily Vitamins')).toBeVisible();
    expect(within(items).getByText('Protein Shake')).toBeVisible();
    expect(within(items).getByText('This item is backordered.')).toBeVisible();
    expect(within(items).queryByRole('combobox')).toBeNull();
    expect(items.querySelector('[data-sku="SKU-100"] .cmsb-order-line__qty')).toHaveTextContent('Qty: 2');

    const totals = screen.getByRole('table', { name: 'Order totals' });
    expect(within(totals).getByRole('row', { name: 'Total $100.04' })).toBeVisible();
    expect(within(totals).getByRole('row', { name: 'Subtotal $88.00' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("offers 'Continue shopping' to the store's home page as the primary action beside Print", async () => {
    renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W15' })), { orderNumber: 'W15' });
    const link = await screen.findByRole('link', { name: 'Continue shopping' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('cmsb-button', 'cmsb-button--primary');
    expect(link.parentElement).toBe(screen.getByRole('button', { name: 'Print' }).parentElement);
  });

  it('shows the address the order ships to and the card it was paid with', async () => {
    renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W16' })), { orderNumber: 'W16' });
    const shipping = (await screen.findByRole('heading', { level: 3, name: 'Shipping Address' })).parentElement!;
    expect(within(shipping).getByText('Ada Lovelace')).toBeVisible();
    expect(within(shipping).getByText('12 Analytical Row')).toBeVisible();
    expect(within(shipping).getByText('Flat 3')).toBeVisible();
    expect(within(shipping).getByText('Portland, Oregon 97205')).toBeVisible();
    expect(within(shipping).getByText('(503) 555-0100')).toBeVisible();
    expect(shipping.querySelector('address')).not.toBeNull();

    const payment = screen.getByRole('heading', { level: 3, name: 'Payment Method' }).parentElement!;
    expect(within(payment).getByText('Card ending in 4242')).toBeVisible();
  });

  it("titles an enrollment order's address 'Mailing Address'", async () => {
    const order = receiptOrder({ orderNumber: 'W17', attributes: { enrollmentRules: { orderIsEnrollment: true } } });
    renderReceipt(preloadedClient(order), { orderNumber: 'W17' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Mailing Address' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Shipping Address' })).toBeNull();
  });

  it('says when an order has no ship address, and leaves out the payment it does not know', async () => {
    const order = receiptOrder({ orderNumber: 'W18', shipAddress: null, cartPaymentInfo: null });
    renderReceipt(preloadedClient(order), { orderNumber: 'W18' });
    expect(await screen.findByText('No shipping address was given.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment Method' })).toBeNull();
    expect(screen.queryByText(/ending in/)).toBeNull();
  });

  it("formats amounts, points and quantities for the page's locale, with discounts negative", async () => {
    const base = receiptOrder({ orderNumber: 'W5' });
    const order: Order = {
      ...base,
      items: base.items.map((line) => ({ ...line, qty: 1200, sku: { ...line.sku, bv: 1500, formattedBv: '1500.00' } })),
      orderTotals: { ...base.orderTotals, couponDiscount: 5, bvSubTotal: 100082 },
    };
    renderReceipt(preloadedClient(order), { orderNumber: 'W5' }, { locale: 'de-DE', country: 'DEU' });
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    // Intl puts no-break spaces in some formats; compare with plain spaces.
    const text = (selector: string) => document.querySelector(selector)?.textContent.replace(/[\u00a0\u202f]/g, ' ');

    const line = '[data-sku="SKU-100"]';
    expect(text(`${line} .cmsb-order-line__price`)).toBe('24,50 €');
    expect(document.querySelector(`${line} .cmsb-order-line__price`)).toHaveClass('cmsb-order-amount');
    expect(text(line)).toContain('BV: 1.500,00');
    expect(text(`${line} .cmsb-order-line__qty`)).toBe('Qty: 1.200');

    expect(text('[data-row="bvTotal"] td')).toBe('100.082,00');
    expect(text('[data-row="couponDiscount"] td')).toBe('\u22125,00 €');
  });

  it('shows none of the conditional notes for a plain order', async () => {
    const { root } = renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W4' })), { orderNumber: 'W4' });
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    const receipt = within(root() as HTMLElement);
    expect(receipt.getAllByRole('link').map((link) => link.textContent)).toEqual(['Continue shopping']);
    expect(receipt.queryByRole('region')).toBeNull();
    expect(root()?.querySelector('.cmsb-receipt__notes')).toBeNull();
  });

  it('links to the personal-website setup for a pws-item order', async () => {
    const order = receiptOrder({ orderNumber: 'W5', conditions: [{ name: 'pws-item', attributes: {} }] });
    renderReceipt(preloadedClient(order), { orderNumber: 'W5' });
    const link = await screen.findByRole('link', { name: 'Set up your personal website' });
    expect(link).toHaveAttribute('href', '/pws-setup');
  });

  it('shows the mobile-app activation with both store badges for a mobile-app-item order', async () => {
    const order = receiptOrder({ orderNumber: 'W6', conditions: [{ name: 'mobile-app-item', attributes: {} }] });
    renderReceipt(preloadedClient(order), {
      orderNumber: 'W6',
      appStoreUrl: 'https://apps.apple.com/app/id123',
    });
    expect(await screen.findByRole('heading', { name: 'Get the mobile app' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id123',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders the receipt message HTML sanitised', async () => {
    const order = receiptOrder({
      orderNumber: 'W7',
      conditions: [
        {
          name: 'showReceiptMessage',
          attributes: {
            messageHtml:
              '<p>Your <b>bonus</b> ships soon.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
          },
        },
      ],
    });
    const { container } = renderReceipt(preloadedClient(order), { orderNumber: 'W7' });
    expect(await screen.findByText('bonus')).toBeVisible();
    const message = container.querySelector('.cmsb-receipt__message');
    expect(message).toHaveTextContent('Your bonus ships soon.');
    expect(message?.querySelector('script')).toBeNull();
    expect(message?.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it("shows a new profile's username, RCN and a sponsor other than the default", async () => {
    const order = receiptOrder({ orderNumber: 'W8', attributes: { newProfile: newProfile('3000003') } });
    renderReceipt(preloadedClient(order), { orderNumber: 'W8' });
    const note = await screen.findByRole('region', { name: 'Your new account' });
    expect(within(note).getByText('Username').nextElementSibling).toHaveTextContent('ada.lovelace');
    expect(within(note).getByText('RCN').nextElementSibling).toHaveTextContent('2000042');
    expect(within(note).getByText('Sponsor').nextElementSibling).toHaveTextContent('Grace Hopper');
  });

  it('leaves out the sponsor when it is the default sponsor', async () => {
    const order = receiptOrder({ orderNumber: 'W10', attributes: { newProfile: newProfile(DEFAULT_SPONSOR_RCN) } });
    renderReceipt(preloadedClient(order), { orderNumber: 'W10' });
    const note = await screen.findByRole('region', { name: 'Your new account' });
    expect(within(note).getByText('ada.lovelace')).toBeVisible();
    expect(within(note).queryByText('Sponsor')).toBeNull();
    expect(screen.queryByText('Grace Hopper')).toBeNull();
  });

  const distributorOrder = (orderNumber: string, status = 'D') =>
    receiptOrder({
      orderNumber,
      attributes: { enrollmentRules: { orderIsEnrollment: true }, newProfile: newProfile('3000003', status) },
    });
  const popupArea = {
    contentAreas: { checkoutDistributorSignupReceiptPopup: '<h2>Welcome aboard</h2><p>Your distributor kit is on its way.</p>' },
  };

  it('shows the distributor-signup content on arrival without taking focus, and closes it', async () => {
    const { root } = renderReceipt(preloadedClient(distributorOrder('W11')), { orderNumber: 'W11' }, popupArea);
    const popup = await screen.findByRole('region', { name: 'Welcome, new distributor' });
    expect(within(popup).getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
    expect(root()?.querySelector('dialog')).toBeNull();

    await userEvent.click(within(popup).getByRole('button', { name: 'Close the distributor welcome' }));
    expect(screen.queryByRole('region', { name: 'Welcome, new distributor' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Order Confirmation' })).toHaveFocus();
  });

  it('shows no distributor popup when the new profile is not a distributor, or the area is empty', async () => {
    renderReceipt(preloadedClient(distributorOrder('W12', 'C')), { orderNumber: 'W12' }, popupArea);
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(screen.queryByText('Welcome aboard')).toBeNull();

    renderReceipt(preloadedClient(distributorOrder('W13')), { orderNumber: 'W13' });
    await screen.findByText('W13');
    expect(screen.queryByRole('region', { name: 'Welcome, new distributor' })).toBeNull();
  });

  it('takes its texts from the page config labels', async () => {
    renderReceipt(
      preloadedClient(receiptOrder({ orderNumber: 'W14' })),
      { orderNumber: 'W14' },
      {
        labels: {
          'receipt.heading': 'Thank you!',
          'receipt.print': 'Print this page',
          'receipt.continueShopping': 'Back to the shop',
          'receipt.cardEnding': 'Paid with the card ending {lastFour}',
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    expect(screen.getByText('Paid with the card ending 4242')).toBeVisible();
  });
});

describe("checkout-receipt's purchase event", () => {
  const ANALYTICS = { preferences: false, analytics: true, marketing: false };
  const heard: unknown[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent).detail);
  beforeEach(() => document.addEventListener(PURCHASE_EVENT, listen));
  afterEach(() => {
    document.removeEventListener(PURCHASE_EVENT, listen);
    heard.length = 0;
    localStorage.clear();
  });

  it('tells the site its number, total and currency once, with analytics consent; a reload sends nothing again', async () => {
    recordConsent(ANALYTICS, 1);
    window.history.replaceState(null, '', '/checkout/receipt?orderNumber=W5');
    const first = renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W5' })), {}, { locale: 'de-DE', country: 'DEU' });
    await waitFor(() => expect(first.root()).toHaveAttribute('data-purchase-report', 'sent'));
    // Nothing of the shopper: no name, address or card, only what the order is worth.
    expect(heard).toEqual([{ orderNumber: 'W5', value: 100.04, currency: 'EUR' }]);
    first.unmount();

    const again = renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W5' })));
    await waitFor(() => expect(again.root()).toHaveAttribute('data-purchase-report', 'sent-before'));
    expect(heard).toHaveLength(1);
  });

  it('waits while analytics is not allowed, and sends once the visitor allows it on the receipt', async () => {
    window.history.replaceState(null, '', '/checkout/receipt?orderNumber=W6');
    const { root } = renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W6' })));
    await waitFor(() => expect(root()).toHaveAttribute('data-purchase-report', 'waiting-for-consent'));
    expect(heard).toEqual([]);
    act(() => void recordConsent(ANALYTICS, 1));
    expect(root()).toHaveAttribute('data-purchase-report', 'sent');
    expect(heard).toEqual([{ orderNumber: 'W6', value: 100.04, currency: 'USD' }]);
  });

  it('reports no purchase for an order the CMS names in the props (a sample receipt)', async () => {
    recordConsent(ANALYTICS, 1);
    const { root } = renderReceipt(preloadedClient(receiptOrder({ orderNumber: 'W7' })), { orderNumber: 'W7' });
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(root()).not.toHaveAttribute('data-purchase-report');
    expect(heard).toEqual([]);
  });
});

describe('checkout-receipt props', () => {
  const validate = (props: unknown) => block.props['~standard'].validate(props);

  it('accepts an order number of letters, digits and hyphens, 1 to 40 long', () => {
    expect(validate({})).not.toHaveProperty('issues');
    expect(validate({ orderNumber: 'W-12345678' })).not.toHaveProperty('issues');
    expect(validate({ orderNumber: 'A'.repeat(40) })).not.toHaveProperty('issues');
    expect(validate({ orderNumber: '' })).toHaveProperty('issues');
    expect(validate({ orderNumber: 'A'.repeat(41) })).toHaveProperty('issues');
    expect(validate({ orderNumber: 'W1/../current' })).toHaveProperty('issues');
    expect(validate({ orderNumber: 12345 })).toHaveProperty('issues');
    expect(validate({ price: 1 })).toHaveProperty('issues');
  });

  it('accepts store links only to the stores themselves, over https', () => {
    expect(
      validate({
        appStoreUrl: 'https://apps.apple.com/app/id1',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=a.b',
      }),
    ).not.toHaveProperty('issues');
    expect(validate({ appStoreUrl: 'javascript:alert(1)' })).toHaveProperty('issues');
    expect(validate({ appStoreUrl: 'https://apps.apple.com.evil.example/' })).toHaveProperty('issues');
    expect(validate({ googlePlayUrl: 'http://play.google.com/store' })).toHaveProperty('issues');
  });

  it('converts to JSON Schema for the manifest', () => {
    expect(toJsonSchema(CheckoutReceiptPropsSchema, { errorMode: 'throw' })).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { orderNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' } },
    });
  });
});
