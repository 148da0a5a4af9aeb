import { displayUrl, resultHref } from '../../../../../blocks/site/shared/site-search/result-link.ts';

const base = 'https://shop.example.com/search-results?q=x';

describe('result links', () => {
  it('keeps paths of this site, with query and hash', () => {
    expect(resultHref('/p/lavender-essential-oil', base)).toBe('/p/lavender-essential-oil');
    expect(resultHref('https://shop.example.com/pages/about-us?x=1#top', base)).toBe('/pages/about-us?x=1#top');
  });

  it('keeps http(s) addresses elsewhere as absolute addresses', () => {
    expect(resultHref('https://other.example.org/a', base)).toBe('https://other.example.org/a');
    expect(resultHref('//other.example.org/a', base)).toBe('https://other.example.org/a');
  });

  it('refuses other schemes and credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'https://u:p@evil.example/',
    ]) {
      expect(resultHref(url, base)).toBeNull();
    }
  });

  it('shows host and path, decoded, without the scheme', () => {
    expect(displayUrl('/p/caf%C3%A9', base)).toBe('shop.example.com/p/café');
    expect(displayUrl('https://other.example.org/', base)).toBe('other.example.org');
    expect(displayUrl('/bad%E0%A4%A', base)).toBe('shop.example.com/bad%E0%A4%A');
  });
});
