import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isOtherOrigin, sitePathSchema, webUrlSchema } from '#validation/content-url.ts';

const webUrl = webUrlSchema('An address.');
const sitePath = sitePathSchema('A path.');

const ownPaths = ['/', '/products', '/p/lavender-essential-oil', '/demo-home/pictures/banner-a.svg?v=2#top', '/a%20b'];
const webAddresses = ['https://cdn.example.com/banner.jpg', 'http://example.com/', 'https://example.com:8443/a?b=c'];
const hostile = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox',
  '//evil.example/x.png',
  '/\\evil.example',
  '\\\\evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'ftp://example.com/a.png',
  'banner.png',
  '',
  '/a b',
  '/a\tb',
  '/a\nb',
  '/a"onerror="x',
  "/a'b",
  '/a<b>',
  'https://example.com/a b',
  '/a\u0000b',
  '/a\u007fb',
  `/${'a'.repeat(2000)}`,
];

describe('URLs in block props', () => {
  it.each([...ownPaths, ...webAddresses])('a picture, video or link may be %s', (url) => {
    expect(v.is(webUrl, url)).toBe(true);
  });

  it.each(hostile)('refuses %j as a picture, video or link', (url) => {
    expect(v.is(webUrl, url)).toBe(false);
  });

  it.each(ownPaths)('takes %s as a page of this site', (url) => {
    expect(v.is(sitePath, url)).toBe(true);
  });

  it.each([...webAddresses, ...hostile])('refuses %j as a page of this site', (url) => {
    expect(v.is(sitePath, url)).toBe(false);
  });

  it('says what it wants in words an editor understands', () => {
    const result = v.safeParse(webUrl, 'javascript:alert(1)');
    expect(result.issues?.[0]?.message).toBe('Use a path of this site (/…) or an http(s) address.');
  });

  it('tells another site from this one', () => {
    const base = 'https://shop.example/home';
    expect(isOtherOrigin('/file.pdf', base)).toBe(false);
    expect(isOtherOrigin('https://shop.example/file.pdf', base)).toBe(false);
    expect(isOtherOrigin('https://cdn.example/file.pdf', base)).toBe(true);
  });
});
