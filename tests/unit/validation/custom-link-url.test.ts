import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl } from '#validation/index.ts';

const options = { allowedHosts: ['example.com', 'mysite.example.net'] };

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://example.com/join-kit',
    'http://EXAMPLE.com',
    'https://ada.example.com/signup-form/customer',
    'https://mysite.example.net/p/x',
    ' https://example.com/ ',
    'https://example.com./sponsor-signup/1002/customer',
    'https://example.com:8443/x?evil.com',
    'https://shop.ada.example.com/#/evil.com',
  ])('accepts %s', (url) => {
    expect(isAllowedLinkUrl(url, options)).toBe(true);
  });

  it.each([
    'https://evil.com',
    'https://example.com.evil.com',
    'https://notexample.com',
    'https://example.net',
    'https://evil.com?x=example.com',
    'https://evil.com/example.com',
    'https://evil.com#.example.com',
    'https://example.com@evil.com',
    'https://user:secret@example.com/',
    'https://evil.com\\.example.com',
    'https://evil-example.com',
    'https://example.com-evil.com',
    'https://exаmple.com',
    'ftp://example.com',
    'javascript:alert(1)//example.com',
    'data:text/html,example.com',
    '//example.com/x',
    '/relative/path',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedLinkUrl(url, options)).toBe(false);
  });

  it('allows nothing when no host is allowed, and ignores empty entries', () => {
    expect(isAllowedLinkUrl('https://example.com', { allowedHosts: [] })).toBe(false);
    expect(isAllowedLinkUrl('https://example.com', { allowedHosts: ['', '.'] })).toBe(false);
  });
});
