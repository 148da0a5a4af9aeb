import { describe, expect, it } from 'vitest';
import {
  buildLink,
  initialLinkChoice,
  type LinkChoice,
} from '../../../../blocks/distributor/distributor-link-creator/link-choice.ts';
import { linkOrigin } from '../../../../blocks/distributor/shared/link-origin.ts';
import { joinPath, signupCheckoutPath, signupFormLinkPath, sponsorSignupPath } from '#host/signup-links.ts';
import { parseStartingRank, profitLevelText, SIGNUP_TYPES, STARTING_PROFIT_LEVELS } from '#contracts/distributor-tools.ts';

const place = { origin: 'https://dana.cms-blocks.example', userId: '1002', allowedHosts: ['cms-blocks.example'] };
const link = (changes: Partial<LinkChoice>) => buildLink({ ...initialLinkChoice, ...changes }, place);

describe('link paths', () => {
  it.each(SIGNUP_TYPES)('builds the %s signup form and sponsored signup', (type) => {
    expect(signupFormLinkPath(type)).toBe(`/signup-form/${type}`);
    expect(sponsorSignupPath('1002', type)).toBe(`/sponsor-signup/1002/${type}`);
    expect(signupCheckoutPath(type)).toBe(`/secure/checkout/v1#/checkout/${type}`);
  });

  it('adds ?rank= when a starting level is given', () => {
    expect(signupFormLinkPath('distributor', 2)).toBe('/signup-form/distributor?rank=2');
    expect(sponsorSignupPath('1002', 'distributor', 4)).toBe('/sponsor-signup/1002/distributor?rank=4');
    expect(signupCheckoutPath('distributor', 1)).toBe('/secure/checkout/v1#/checkout/distributor?rank=1');
    expect(signupFormLinkPath('customer')).toBe('/signup-form/customer');
    expect(sponsorSignupPath('1002', 'preferred-customer')).toBe('/sponsor-signup/1002/preferred-customer');
  });

  it('encodes the product and the user id', () => {
    expect(joinPath('lavender-essential-oil')).toBe('/join-lavender-essential-oil');
    expect(joinPath('a/b?c')).toBe('/join-a%2Fb%3Fc');
    expect(sponsorSignupPath('10/02', 'customer')).toBe('/sponsor-signup/10%2F02/customer');
  });
});

describe('starting profit levels', () => {
  it("reads as the spec writes them and parses only a level's rank", () => {
    expect(STARTING_PROFIT_LEVELS.map(profitLevelText)).toEqual(['1 = 20%', '2 = 25%', '3 = 30%', '4 = 35%']);
    expect(['1', '4', '0', '5', '', '2.0', null].map(parseStartingRank)).toEqual([
      1,
      4,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('buildLink', () => {
  it('makes absolute links on the origin for each kind', () => {
    expect(link({ kind: 'sponsor-signup', signupType: 'distributor', rank: '3' })).toEqual({
      link: 'https://dana.cms-blocks.example/sponsor-signup/1002/distributor?rank=3',
    });
    expect(link({ kind: 'signup-form', signupType: 'preferred-customer', rank: '3' })).toEqual({
      link: 'https://dana.cms-blocks.example/signup-form/preferred-customer',
    });
    expect(link({ kind: 'join', product: 'daily-multivitamin' })).toEqual({
      link: 'https://dana.cms-blocks.example/join-daily-multivitamin',
    });
  });

  it('has no link until a product or custom link is given', () => {
    expect(link({ kind: 'join' })).toEqual({ link: null, invalid: false });
    expect(link({ kind: 'custom', customUrl: '  ' })).toEqual({ link: null, invalid: false });
  });

  it('accepts a custom link on a company or hosted personal site, normalised, and refuses others', () => {
    expect(link({ kind: 'custom', customUrl: ' https://Dana.cms-blocks.example/p/x ' })).toEqual({
      link: 'https://dana.cms-blocks.example/p/x',
    });
    for (const url of [
      'https://evil.com?x=cms-blocks.example',
      'https://cms-blocks.example@evil.com',
      'https://cms-blocks.example.evil.com',
    ]) {
      expect(link({ kind: 'custom', customUrl: url })).toEqual({ link: null, invalid: true });
    }
  });
});

describe('linkOrigin', () => {
  it('uses the personal site, except on local and development pages or without a site', () => {
    const page = (hostname: string) => ({ hostname, origin: `https://${hostname}` });
    expect(linkOrigin('dana.cms-blocks.example', page('office.cms-blocks.example'))).toBe('https://dana.cms-blocks.example');
    expect(linkOrigin('dana.cms-blocks.example', { hostname: '127.0.0.1', origin: 'http://127.0.0.1:4000' })).toBe(
      'http://127.0.0.1:4000',
    );
    expect(linkOrigin(null, page('office.cms-blocks.example'))).toBe('https://office.cms-blocks.example');
  });
});
