import { DEFAULT_REDIRECT, safeRedirect, sitePath } from '../../../src/host/redirect.ts';

const origin = 'http://127.0.0.1:4173';

describe('sitePath: redirects honoured', () => {
  it.each([
    ['/my-profile', '/my-profile'],
    ['/p/lavender-essential-oil?country=PHL#reviews', '/p/lavender-essential-oil?country=PHL#reviews'],
    ['/search-results?q=lavender%20oil', '/search-results?q=lavender%20oil'],
    ['/search-results?q=a%2Fb', '/search-results?q=a%2Fb'],
    ['/', '/'],
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
  const hostile = [
    // other origins and schemes
    'https://evil.example/',
    'http://127.0.0.1:4174/',
    'https://127.0.0.1:4173/',
    'http://user:pass@127.0.0.1:4173/x',
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'my-profile',
    // percent-encoded, once and twice
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%252F%252Fevil.example',
    '%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    // tabs, newlines and other control characters inside
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%250D%250A/evil.example',
    '/x%00y',
    `${origin}/\t/evil.example`,
    // cannot be decoded, or too many layers to be honest
    '/%E0%A4%A',
    '/%2525252525252F',
    '',
  ];

  it.each(hostile)('refuses %j', (target) => {
    expect(sitePath(target, origin)).toBeNull();
    expect(safeRedirect(target, origin)).toBe(DEFAULT_REDIRECT);
  });

  it('refuses nothing given and non-strings', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
