import { useEffect, useState } from 'react';

/** The query parameters of the list: the search text and the page (conference.md 2). */
export const SEARCH_PARAM = 'q';
export const PAGE_PARAM = 'page';

export interface ListAddress {
  query: string;
  /** As written in the address: anything that is not a whole number reads as NaN (out of range). */
  page: number;
}

export function readListAddress(search: string): ListAddress {
  const params = new URLSearchParams(search);
  const page = params.get(PAGE_PARAM);
  return {
    query: params.get(SEARCH_PARAM) ?? '',
    page: page === null || page === '' ? 1 : /^\d+$/.test(page) ? Number(page) : NaN,
  };
}

/** The address with `next` written in; blanks and page 1 are left out, other parameters kept. */
export function listAddressUrl(href: string, next: ListAddress): string {
  const url = new URL(href);
  if (next.query) url.searchParams.set(SEARCH_PARAM, next.query);
  else url.searchParams.delete(SEARCH_PARAM);
  if (next.page !== 1) url.searchParams.set(PAGE_PARAM, String(next.page));
  else url.searchParams.delete(PAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The list's search and page, kept in the address so a reload or a shared link shows the same.
 * Typing replaces the history entry (no entry per keystroke); turning a page adds one, and the
 * back button returns to it.
 */
export function useListAddress(): [ListAddress, (next: ListAddress, how: 'replace' | 'push') => void] {
  const [address, setAddress] = useState(() => readListAddress(window.location.search));
  useEffect(() => {
    const onPop = () => setAddress(readListAddress(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const change = (next: ListAddress, how: 'replace' | 'push') => {
    const url = listAddressUrl(window.location.href, next);
    if (how === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
    setAddress(next);
  };
  return [address, change];
}
