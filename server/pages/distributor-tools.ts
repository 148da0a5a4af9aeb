import * as v from 'valibot';
import {
  isSignupType,
  type SignupType,
  parseStartingRank,
  profitLevelText,
  STARTING_PROFIT_LEVELS,
} from '#contracts/distributor-tools.ts';
import { signupCheckoutPath } from '#host/signup-links.ts';
import { findProductRow } from '../commerce/product-store.ts';
import { findSignupSponsorName } from '../commerce/sponsor-store.ts';
import { tokenSchema } from '../http/validate.ts';
import type { DataPage, DemoPage, PageContent } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';

/** A distributor's tools: the next-steps dashboard, the link creator and sign-someone-up. */
const nextStepsPage: DemoPage = {
  path: '/distributor/next-steps',
  guard: 'public',
  title: 'Your next steps',
  body: () => slot('distributor-next-steps', { id: 'distributor-next-steps' }),
};

const linkCreatorPage: DemoPage = {
  path: '/distributor/links',
  guard: 'public',
  title: 'Share a link',
  body: () => slot('distributor-link-creator', { id: 'distributor-link-creator' }),
};

const signSomeoneUpPage: DemoPage = {
  path: '/distributor/sign-someone-up',
  guard: 'public',
  title: 'Sign someone up',
  body: () => slot('sign-someone-up', { id: 'sign-someone-up' }),
};

/*
 * Where the shared links lead in the demo. The real signup forms and sponsor lookup are the
 * company's; these pages say what the link carries and go on to checkout.
 */

const TYPE_NAMES = { customer: 'customer', 'preferred-customer': 'preferred customer', distributor: 'distributor' } as const;

const checkoutLink = (type: SignupType, rank: number | undefined) =>
  `<p><a class="demo-cta" href="${escapeHtml(signupCheckoutPath(type, rank))}">Continue to checkout</a></p>`;

const levelLine = (rank: number | undefined) => {
  const level = STARTING_PROFIT_LEVELS.find((candidate) => candidate.rank === rank);
  return level ? `<p>Starting profit level: ${escapeHtml(profitLevelText(level))}</p>` : '';
};

const notASignup: DataPage['notFound'] = {
  title: 'Signup not found',
  body: '<p>There is no signup at this address. <a href="/">Go to the home page</a>.</p>',
};

function signupFormContent(type: string, url: URL): PageContent | null {
  if (!isSignupType(type)) return null;
  const rank = type === 'distributor' ? parseStartingRank(url.searchParams.get('rank')) : undefined;
  return {
    title: `Sign up as a ${TYPE_NAMES[type]}`,
    body: `<p>You are signing up as a ${TYPE_NAMES[type]}.</p>${levelLine(rank)}${checkoutLink(type, rank)}`,
  };
}

/** `/signup-form/{type}` (optional `?rank=` for a distributor). */
const signupFormPage: DataPage = {
  path: '/signup-form/:type',
  guard: 'public',
  samplePath: '/signup-form/customer',
  load: ({ params, url }) => Promise.resolve(signupFormContent(params.type ?? '', url)),
  notFound: notASignup,
};

const UserIdSchema = tokenSchema('userId');

/** `/sponsor-signup/{userId}/{type}` (optional `?rank=`): a signup with a sponsor. */
const sponsorSignupPage: DataPage = {
  path: '/sponsor-signup/:userId/:type',
  guard: 'public',
  samplePath: '/sponsor-signup/1002/customer',
  load: async ({ db, params, url }) => {
    const type = params.type ?? '';
    const userId = params.userId ?? '';
    if (!isSignupType(type) || !v.is(UserIdSchema, userId)) return null;
    const sponsor = await findSignupSponsorName(db, userId);
    if (sponsor === null) return null;
    const rank = type === 'distributor' ? parseStartingRank(url.searchParams.get('rank')) : undefined;
    return {
      title: `Sign up as a ${TYPE_NAMES[type]}`,
      body: `<p>You are signing up as a ${TYPE_NAMES[type]}, sponsored by ${escapeHtml(sponsor)}.</p>${levelLine(rank)}${checkoutLink(type, rank)}`,
    };
  },
  notFound: notASignup,
};

const DetailPageSchema = tokenSchema('detailPage');

/** `/join-{product}`: the product by its detail-page slug, to add to the cart and check out. */
const joinPage: DataPage = {
  path: '/:join{join-.+}',
  guard: 'public',
  samplePath: '/join-distributor-starter-kit',
  load: async ({ db, params }) => {
    const detailPage = (params.join ?? '').slice('join-'.length);
    if (!v.is(DetailPageSchema, detailPage)) return null;
    const product = await findProductRow(db, { detailPage });
    if (!product) return null;
    return {
      title: `Join with ${product.name}`,
      body: `${slot('add-to-cart', { props: { productId: product.productId } })}
<p><a class="demo-cta" href="/cart">Continue to checkout</a></p>`,
    };
  },
  notFound: {
    title: 'Product not found',
    body: '<p>There is no product at this address. <a href="/products">See all products</a>.</p>',
  },
};

export const distributorToolPages: DemoPage[] = [
  nextStepsPage,
  linkCreatorPage,
  signSomeoneUpPage,
  signupFormPage,
  sponsorSignupPage,
  joinPage,
];
