// @vitest-environment node
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CART_QUERY_KEY } from '../../../blocks/commerce/shared/cart-query.ts';
import { authoring } from '../../../registry/authoring.ts';
import { blockNames, registry, type BlockName } from '../../../registry/index.ts';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import { createQueryClient } from '#api/query-client.ts';
import { PageConfigSchema, type PageConfig } from '#host/config.ts';
import { validateProps } from '#runtime/props.ts';
import { Providers } from '#runtime/providers.tsx';
import { fakeFetch, type FakeHandler } from '../../support/fake-fetch.ts';
import { oils, PRODUCTS, productList } from '../../fixtures/commerce/listing.ts';
import { lavender } from '../../fixtures/commerce/products.ts';

/**
 * The public blocks of issue 37's scan that show every guest the same: they render on the server
 * too. Not suggested-products-v3, which the scan counted: it leaves out what the visitor's cart
 * holds, and waits for that cart before it shows anything. Nor home-page-video: its preview is
 * chosen for the visitor's screen once mounted, and the server's frame shifted the page on phones.
 */
const SERVER_RENDERED = [
  'product-gallery',
  'rotating-banner',
  'site-search-box',
  'site-search-results',
  'downloadable-image',
  'free-simple-event-registration',
  'product-detail-page-top',
  'add-to-cart',
  'add-to-cart-button',
  'quick-shop',
  'all-products',
  'product-circle',
  'suggested-products-v2',
  'certification-badge',
  'home-page-products',
  'contact-site-owner',
  'dont-have-account',
  'conference-ticket-purchase',
  'spacer-medium',
  'spacer-large',
] as const satisfies readonly BlockName[];

/** Blocks whose content is the visitor's own: the server never renders them. */
const PER_VISITOR = [
  'cart',
  'checkout-receipt',
  'login',
  'my-profile',
  'profile-edit',
  'switch-user',
  'impersonation-banner',
  'conference-check-in',
  'conference-ticket-list',
  'coupon-owner-controls',
  'suggested-products-v3',
] as const satisfies readonly BlockName[];

/** The server renders as a guest, always. */
const guest = (config: Partial<PageConfig> = {}) => v.parse(PageConfigSchema, { ...config, user: null });

/** The block with its authoring example, the props through the block's own schema as the runtime does. */
async function exampleElement(name: BlockName): Promise<ReactElement> {
  const { default: block } = await registry[name]();
  const props = validateProps(block.props, authoring[name].example ?? {});
  if (!props.ok) throw new Error(`The example of "${name}" fails its schema: ${props.problem}`);
  // note: the registry holds components of every props type; the schema has just checked these props
  const component = block.component as (props: object) => ReactNode;
  return createElement(component, props.value as object);
}

function renderInProviders(element: ReactElement, config: PageConfig, queryClient: QueryClient): string {
  return renderToString(createElement(Providers, { config, queryClient, children: element }));
}

describe('which blocks render on the server', () => {
  it.each(blockNames)('"%s" does only if it is one of the 20 public blocks that show every guest the same', async (name) => {
    const listed = (SERVER_RENDERED as readonly string[]).includes(name);
    expect((await registry[name]()).default.serverRender === true).toBe(listed);
  });

  it.each(PER_VISITOR)('never "%s", which shows a visitor their own', async (name) => {
    expect((await registry[name]()).default.serverRender).toBeUndefined();
  });
});

describe('a server-rendered block in Node, its queries still pending', () => {
  it.each(SERVER_RENDERED)('"%s" renders its example as a guest, the same HTML every time', async (name) => {
    expect(typeof window).toBe('undefined');
    const element = await exampleElement(name);
    const html = renderInProviders(element, guest(), createQueryClient());
    expect(html).not.toBe('');
    expect(renderInProviders(element, guest(), createQueryClient())).toBe(html);
  });
});

/**
 * Renders as src/server does (render, fetch what is pending, render again) against a fake server,
 * then as the browser first does: a new query cache given the server's state through JSON, no fetch.
 * The cart is never fetched: it is the visitor's, and a guest's blocks do not ask for it.
 */
async function serverAndBrowser(name: BlockName, routes: Record<string, FakeHandler>, config = guest()) {
  const element = await exampleElement(name);
  const fake = fakeFetch(routes);
  const api = createApiClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
  const render = (queryClient: QueryClient) =>
    renderInProviders(createElement(ApiProvider, { client: api, children: element }), config, queryClient);

  const server = createQueryClient();
  render(server);
  const pending = server
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.queryKey[0] !== CART_QUERY_KEY[0] });
  await Promise.all(pending.map((query) => query.fetch()));
  const html = render(server);
  const afterFetch = fake.requests.length;

  const browser = createQueryClient();
  hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState);
  return { html, again: render(server), browserFirst: render(browser), refetched: fake.requests.length - afterFetch };
}

const product = { 'GET /api/products/P100': () => ({ data: lavender() }) };
const event = {
  id: 'essential-oils-101',
  name: 'Essential Oils 101',
  startsAt: '2026-05-03T01:00:00.000Z',
  timeZone: 'America/Denver',
  location: 'Wash Park Community Room, Denver, CO',
  description: 'An evening introduction.',
};

describe('a server-rendered block with its data', () => {
  it.each([
    ['product-detail-page-top', product, ['Lavender Essential Oil', '$12.50']],
    ['product-gallery', product, ['Lavender 5 mL label']],
    ['add-to-cart', product, ['$12.50']],
    ['quick-shop', { [PRODUCTS]: () => ({ data: productList(oils.slice(0, 2)) }) }, ['Peppermint Essential Oil']],
    ['all-products', { [PRODUCTS]: () => ({ data: productList(oils) }) }, ['Frankincense Essential Oil']],
    [
      'free-simple-event-registration',
      { 'GET /api/v2/free-simple-event-registration/public/events/essential-oils-101': () => ({ data: event }) },
      ['Saturday, May 2, 2026 at 7:00 PM MDT'],
    ],
  ] as const)('"%s" shows it, the same as the browser’s first render with that data', async (name, routes, shown) => {
    const { html, again, browserFirst, refetched } = await serverAndBrowser(name, routes);
    for (const text of shown) expect(html).toContain(text);
    expect(again).toBe(html);
    expect(browserFirst).toBe(html);
    expect(refetched).toBe(0);
  });

  it('gives a guest a link to log in that the server and the browser’s first render agree on', async () => {
    const { html, browserFirst } = await serverAndBrowser('add-to-cart', product);
    expect(html).toMatch(/<a [^>]*href="\/login">Log in to buy<\/a>/);
    expect(browserFirst).toBe(html);
  });

  it('fetches the main product image at once and first; the others wait', async () => {
    for (const name of ['product-detail-page-top', 'product-gallery'] as const) {
      const { html } = await serverAndBrowser(name, product);
      const images = html.match(/<img [^>]*>/g) ?? [];
      const main = images.find((img) => img.includes('alt="Lavender 5 mL bottle"'));
      expect(main).toMatch(/loading="eager"/);
      expect(main).toMatch(/fetchPriority="high"/i);
      expect(main).toMatch(/width="800" height="800"/);
      const others = images.filter((img) => img !== main);
      expect(others.length).toBeGreaterThan(0);
      for (const img of others) expect(img).toMatch(/loading="lazy"/);
    }
  });
});
