import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentUrlSchema, isOtherOrigin } from '../../../src/validation/content-url.ts';

const accepts = (url: string) => v.safeParse(ContentUrlSchema, url).success;

describe('content URLs in block props', () => {
  it.each([
    '/',
    '/demo-images/guide.svg?download=1',
    '/p/lavender#reviews',
    'https://cdn.example.com/a.png',
    'http://example.com',
  ])('accepts %s', (url) => expect(accepts(url)).toBe(true));

  it.each([
    '',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '//evil.example/a.png',
    '/\\evil.example',
    'https://',
    'https:///x',
    'ftp://example.com/file',
    'relative/path.png',
    '/a b.png',
    '/a"onerror="x',
    '/tab\there',
  ])('refuses %j', (url) => expect(accepts(url)).toBe(false));

  it('tells another site from this one', () => {
    const base = 'https://shop.example/home';
    expect(isOtherOrigin('/file.pdf', base)).toBe(false);
    expect(isOtherOrigin('https://shop.example/file.pdf', base)).toBe(false);
    expect(isOtherOrigin('https://cdn.example/file.pdf', base)).toBe(true);
  });
});
