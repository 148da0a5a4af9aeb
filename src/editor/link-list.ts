import * as v from 'valibot';
import { LinkListSchema, PAGE_TITLE_SEARCH_LIMIT, type LinkList } from '#contracts/cms-pages.ts';

async function search(url: string, query: string): Promise<LinkList> {
  const address = new URL(url, document.baseURI);
  address.searchParams.set('format', 'tinyMceLinkList');
  if (query) address.searchParams.set('q', query);
  const response = await fetch(address, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The page search answered ${response.status}.`);
  return v.parse(LinkListSchema, await response.json());
}

/**
 * The pages the link dialog offers: those whose title matches the selected text first, then the
 * most recently updated ones, each page once. A failed search offers none; linking by typing an
 * address still works.
 */
export async function pageLinks(url: string, selectedText: string): Promise<LinkList> {
  const query = selectedText.trim().slice(0, 100);
  try {
    const [matches, recent] = await Promise.all([query ? search(url, query) : [], search(url, '')]);
    const seen = new Set<string>();
    return [...matches, ...recent]
      .filter((link) => !seen.has(link.value) && Boolean(seen.add(link.value)))
      .slice(0, PAGE_TITLE_SEARCH_LIMIT);
  } catch {
    return [];
  }
}
