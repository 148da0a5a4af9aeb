import { PAGE_SLUG_MAX_LENGTH } from '#contracts/cms-pages.ts';

/**
 * The address a new page's title suggests: "Crème brûlée & café!" → `creme-brulee-cafe`.
 * Lowercase, accents stripped, every run of anything else than a-z and 0-9 one hyphen, no hyphen
 * at either end, at most PAGE_SLUG_MAX_LENGTH characters; empty when the title has no such letter.
 */
export function pageSlugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, PAGE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
