import * as v from 'valibot';
import { sitePath } from './redirect.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a route, in order. */
const placeholders = (route: string) => [...route.matchAll(PLACEHOLDER)].map(([, name]) => name);

/**
 * A host page's path, `fallback` when the host names none. A host's path must be one of its own
 * (see sitePath) and keep every `{name}` of the default, which blocks fill in.
 */
function route(fallback: string) {
  const needed = placeholders(fallback);
  return v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        if (sitePath(dataset.value) === null) addIssue({ message: 'must be a path on this site, starting with one "/"' });
        const missing = needed.filter((name) => !dataset.value.includes(`{${name}}`));
        if (missing.length > 0) addIssue({ message: `must keep ${missing.map((name) => `{${name}}`).join(' and ')}` });
      }),
    ),
    fallback,
  );
}

/**
 * The host's pages that blocks link to or leave for, by name: the page config's `routes`. Paths
 * of the API are not routes: they live with their endpoints in src/contracts, under apiBaseUrl.
 */
const routeEntries = {
  /** The shop's front page: "Continue shopping", and where a login with no way back goes. */
  home: route('/'),
  /** The cart page, which holds the cart block (the mini cart's "Check out"). */
  cart: route('/cart#/my-cartv2'),
  /** The login page, which holds the login block; blocks add `?redirect=…` to come back. */
  login: route('/login'),
  /** Where a login goes on (the reference server's, which sets up the session and redirects). */
  loginHome: route('/login-home'),
  forgotPassword: route('/forgot-password'),
  /** The checkout's address step, where the cart's "Edit address" leads. */
  checkoutAddress: route('/secure/checkout/v1#/checkout/address'),
  productPage: route('/p/{detailPage}'),
  /** An order's receipt, where a paid cart and the order history lead. */
  receipt: route('/checkout/receipt?orderNumber={orderNumber}'),
  /** The personal-website setup, linked from a receipt (the spec names no route: this one is ours). */
  pwsSetup: route('/pws-setup'),
  certificationTraining: route('/distributor-certification-training'),
  conferenceTickets: route('/conference/ticket'),
  conferenceTicket: route('/conference/ticket/{uid}'),
  conferenceCheckIn: route('/conference/check-in'),
  conferencePurchase: route('/conf'),
  conferenceBadgePrint: route('/conference/custom-badge-print'),
  conferenceReport: route('/conference-report'),
  /** The cart where conference tickets are paid for. */
  conferenceCart: route('/checkout/cart'),
};

// note: strict, so a misspelt name is reported instead of being silently ignored.
export const RoutesSchema = v.strictObject(routeEntries, (issue) =>
  issue.expected === 'never'
    ? `is not a route; the routes are ${Object.keys(routeEntries).join(', ')}`
    : 'must be an object of paths by route name',
);

export type Routes = v.InferOutput<typeof RoutesSchema>;

export const defaultRoutes: Routes = v.parse(RoutesSchema, {});

/** `route` with each `{name}` filled in from `params`, encoded as a path segment or query value. */
export function routePath(route: string, params: Record<string, string>): string {
  return route.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** `path` with `query` added to its own query, before its hash: `/login#x` + `a=1` is `/login?a=1#x`. */
export function withQuery(path: string, query: string): string {
  const hashAt = path.indexOf('#');
  const [base, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
