import { PAGE_SLUG_MAX_LENGTH, PAGE_SLUG_PATTERN } from '#contracts/cms-pages.ts';
import { pageSlugFromTitle } from '../../server/pages/cms/page-slug.ts';

describe('pageSlugFromTitle', () => {
  it.each([
    ['About us', 'about-us'],
    ['Spring Sale 2026', 'spring-sale-2026'],
    ['Crème brûlée & café!', 'creme-brulee-cafe'],
    ['Ångström, Łódź and Ñandú', 'angstrom-odz-and-nandu'],
    ['  --Oils -- for   sleep--  ', 'oils-for-sleep'],
    ['100% natural_oils', '100-natural-oils'],
    ['ﬁne ½ tea', 'fine-1-2-tea'],
  ])('turns %j into %j', (title, slug) => {
    expect(pageSlugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(PAGE_SLUG_PATTERN);
  });

  it('answers an empty address for a title without a letter or digit it can use', () => {
    expect(pageSlugFromTitle('')).toBe('');
    expect(pageSlugFromTitle('¿?!')).toBe('');
    expect(pageSlugFromTitle('Привет')).toBe('');
  });

  it(`cuts a long title to ${PAGE_SLUG_MAX_LENGTH} characters, never ending on a hyphen`, () => {
    // nine words of eight letters and their eight hyphens are exactly 80 characters
    expect(pageSlugFromTitle('Lavender '.repeat(20))).toBe(Array(9).fill('lavender').join('-'));
    expect(pageSlugFromTitle(`${'a'.repeat(PAGE_SLUG_MAX_LENGTH - 1)} b`)).toBe('a'.repeat(PAGE_SLUG_MAX_LENGTH - 1));
    expect(pageSlugFromTitle('x'.repeat(PAGE_SLUG_MAX_LENGTH + 5))).toBe('x'.repeat(PAGE_SLUG_MAX_LENGTH));
  });
});
