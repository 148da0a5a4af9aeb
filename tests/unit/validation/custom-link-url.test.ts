import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl } from '../../../src/validation/index.ts';

const options = { allowedHosts: ['example.com', 'mysite.example.net'] };

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://example.com/join-kit',
    'http://EXAMPLE.com',
    'https://ada.example.com/signup-form/customer',
    'https://mysite.example.net/p/x',
    ' https://example.com/ ',
  ])('accepts %s', (url) => {
    expect(isAllowedLinkUrl(url, options)).toBe(true);
  });

  it.each([
    'https://evil.com',
    'https://example.com.evil.com',
    'https://notexample.com',
    'https://example.net',
    'ftp://example.com',
    'javascript:alert(1)',
    '/relative/path',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedLinkUrl(url, options)).toBe(false);
  });
});
