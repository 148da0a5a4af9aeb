import { DEFAULT_REDIRECT, safeRedirect, sitePath } from '#host/redirect.ts';
import { HOSTILE_REDIRECTS, REDIRECT_TEST_ORIGIN as origin } from '../../support/hostile-redirects.ts';

describe('sitePath: redirects honoured', () => {
  it.each([
    ['/my-profile', '/my-profile'],
    ['/p/lavender-essential-oil?country=PHL#reviews', '/p/lavender-essential-oil?country=PHL#reviews'],
    ['/search-results?q=lavender%20oil', '/search-results?q=lavender%20oil'],
    ['/search-results?q=a%2Fb', '/search-results?q=a%2Fb'],
    ['/', '/'],
    ['/a/../my-profile', '/my-profile'],
    ['/./cart', '/cart'],
  ])('%s -> %s', (target, expected) => {
    expect(sitePath(target)).toBe(expected);
    expect(safeRedirect(target, origin)).toBe(expected);
  });

  it('takes an absolute URL on exactly this origin as its path, only when the origin is given', () => {
    expect(sitePath(`${origin}/oidc/auth/abc?x=1`, origin)).toBe('/oidc/auth/abc?x=1');
    expect(sitePath(`${origin}/oidc/auth/abc`)).toBeNull();
  });
});

describe('sitePath: hostile redirects go to the default page', () => {
  it.each(HOSTILE_REDIRECTS)('refuses %j', (target) => {
    expect(sitePath(target, origin)).toBeNull();
    expect(safeRedirect(target, origin)).toBe(DEFAULT_REDIRECT);
  });

  it('refuses nothing given and non-strings', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
