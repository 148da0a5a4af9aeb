import { describe, expect, it } from 'vitest';
import { parsePageConfig } from '#host/config.ts';
import { loginHref, loginPath } from '#host/navigation.ts';
import { defaultRoutes, routePath, withQuery } from '#host/routes.ts';

const parseRoutes = (routes: unknown) => parsePageConfig(JSON.stringify({ routes, locale: 'fr-FR' }));

describe('routes in the page config', () => {
  it("are today's paths when the host names none", () => {
    const { config, problems } = parsePageConfig('{}');
    expect(problems).toEqual([]);
    expect(config.routes).toEqual(defaultRoutes);
    expect(defaultRoutes).toMatchObject({
      home: '/',
      cart: '/cart#/my-cartv2',
      login: '/login',
      loginHome: '/login-home',
      checkoutAddress: '/secure/checkout/v1#/checkout/address',
      productPage: '/p/{detailPage}',
      certificationTraining: '/distributor-certification-training',
    });
  });

  it("take the host's own paths, each on its own, with a query or a hash", () => {
    const { config, problems } = parseRoutes({ cart: '/basket#/view', productPage: '/shop/{detailPage}?from=cms' });
    expect(problems).toEqual([]);
    expect(config.routes).toEqual({ ...defaultRoutes, cart: '/basket#/view', productPage: '/shop/{detailPage}?from=cms' });
  });

  it('refuse paths off the site: each bad route falls back to its default and is reported', () => {
    const { config, problems } = parseRoutes({
      cart: 'https://evil.example/cart',
      login: '//evil.example/login',
      home: '/\\evil.example',
      forgotPassword: 'forgot',
      pwsSetup: '/my-site/setup',
    });
    expect(config.routes).toEqual({ ...defaultRoutes, pwsSetup: '/my-site/setup' });
    expect(config.locale).toBe('fr-FR');
    expect(problems).toEqual(
      ['home', 'cart', 'login', 'forgotPassword'].map(
        (name) => `Page config "routes.${name}": must be a path on this site, starting with one "/"`,
      ),
    );
  });

  it('refuse a route that drops a placeholder the blocks fill in', () => {
    const { config, problems } = parseRoutes({ productPage: '/shop/lavender', receipt: '/orders/{orderNumber}' });
    expect(config.routes.productPage).toBe('/p/{detailPage}');
    expect(config.routes.receipt).toBe('/orders/{orderNumber}');
    expect(problems).toEqual(['Page config "routes.productPage": must keep {detailPage}']);
  });

  it('report a name that is no route, and a routes field that is no object', () => {
    const misspelt = parseRoutes({ crat: '/basket', cart: '/basket' });
    expect(misspelt.config.routes.cart).toBe('/basket');
    expect(misspelt.problems).toHaveLength(1);
    expect(misspelt.problems[0]).toMatch(/^Page config "routes\.crat": is not a route; the routes are home, cart, /);

    const notObject = parseRoutes('/basket');
    expect(notObject.config.routes).toEqual(defaultRoutes);
    expect(notObject.config.locale).toBe('fr-FR');
    expect(notObject.problems).toEqual(['Page config "routes": must be an object of paths by route name']);
  });
});

describe('route helpers', () => {
  it('fill each placeholder, encoded', () => {
    expect(routePath('/p/{detailPage}', { detailPage: 'tea & honey' })).toBe('/p/tea%20%26%20honey');
    expect(routePath('/orders?n={orderNumber}#top', { orderNumber: 'W1/2' })).toBe('/orders?n=W1%2F2#top');
  });

  it('add a query to the query a route has, before its hash', () => {
    expect(withQuery('/login', 'a=1')).toBe('/login?a=1');
    expect(withQuery('/account?tab=login', 'a=1')).toBe('/account?tab=login&a=1');
    expect(withQuery('/account#/login', 'a=1')).toBe('/account?a=1#/login');
  });

  it("send a login to the host's login route, coming back to this page", () => {
    const routes = { login: '/account/sign-in?lang=fr' };
    expect(loginPath(routes, '/conf', { errorCode: 'unauthorized' })).toBe(
      '/account/sign-in?lang=fr&errorCode=unauthorized&redirect=/conf',
    );
    expect(loginHref(routes, { pathname: '/p/tea', search: '?sku=1', hash: '#reviews' })).toBe(
      '/account/sign-in?lang=fr&redirect=/p/tea%3Fsku%3D1%23reviews',
    );
  });
});
