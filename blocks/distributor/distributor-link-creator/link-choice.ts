import type { SignupType } from '#contracts/distributor-tools.ts';
import { isAllowedLinkUrl } from '#validation/custom-link-url.ts';
import { absoluteLink, joinPath, signupFormLinkPath, sponsorSignupPath } from '#host/signup-links.ts';
import { chosenRank } from '../shared/signup-choices.ts';

export const LINK_KINDS = ['sponsor-signup', 'signup-form', 'join', 'custom'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** What the distributor chose; fields that do not apply to the kind are kept for switching back. */
export interface LinkChoice {
  kind: LinkKind;
  /** The product's detail-page slug, for `join`. */
  product: string;
  signupType: SignupType;
  /** '' or a starting rank, as the select gives it. */
  rank: string;
  customUrl: string;
}

export const initialLinkChoice: LinkChoice = {
  kind: 'sponsor-signup',
  product: '',
  signupType: 'customer',
  rank: '',
  customUrl: '',
};

export interface LinkPlace {
  /** The origin links are built on (the personal site, or the page's in development). */
  origin: string;
  userId: string;
  /** Hosts a custom link may be on (and their subdomains). */
  allowedHosts: readonly string[];
}

export type BuiltLink = { link: string; invalid?: never } | { link: null; invalid: boolean };

/** The link a choice makes; none until it is complete; a custom link off the allowed hosts is invalid. */
export function buildLink(choice: LinkChoice, place: LinkPlace): BuiltLink {
  const rank = chosenRank(choice.signupType, choice.rank);
  switch (choice.kind) {
    case 'join':
      return choice.product ? { link: absoluteLink(place.origin, joinPath(choice.product)) } : { link: null, invalid: false };
    case 'signup-form':
      return { link: absoluteLink(place.origin, signupFormLinkPath(choice.signupType, rank)) };
    case 'sponsor-signup':
      return { link: absoluteLink(place.origin, sponsorSignupPath(place.userId, choice.signupType, rank)) };
    case 'custom': {
      const url = choice.customUrl.trim();
      if (url === '') return { link: null, invalid: false };
      return isAllowedLinkUrl(url, { allowedHosts: place.allowedHosts })
        ? { link: new URL(url).href }
        : { link: null, invalid: true };
    }
  }
}
