import { act, renderHook } from '@testing-library/react';
import {
  isResultsPage,
  pushSearchQuery,
  readSearchQuery,
  resultsHref,
} from '../../../../../blocks/site/shared/site-search/search-url.ts';
import { useSearchQuery } from '../../../../../blocks/site/shared/site-search/use-search-query.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the query in the address', () => {
  it('reads ?q= trimmed, and nothing as empty', () => {
    expect(readSearchQuery('?q=%20lavender+oil%20')).toBe('lavender oil');
    expect(readSearchQuery('?other=1')).toBe('');
    expect(readSearchQuery('')).toBe('');
  });

  it('writes the results address with the query encoded', () => {
    expect(resultsHref('/search-results', 'a&b=c #1')).toBe('/search-results?q=a%26b%3Dc+%231');
    expect(readSearchQuery(new URL(resultsHref('/search-results', 'a&b=c #1'), 'http://x').search)).toBe('a&b=c #1');
  });

  it('knows the results page with or without a trailing slash', () => {
    expect(isResultsPage('/search-results', '/search-results')).toBe(true);
    expect(isResultsPage('/search-results/', '/search-results')).toBe(true);
    expect(isResultsPage('/search-results-old', '/search-results')).toBe(false);
    expect(isResultsPage('/', '/')).toBe(true);
  });

  it('pushes a new history entry with the other parameters kept, and the hook follows it and popstate', () => {
    window.history.replaceState(null, '', '/search-results?q=tea&lang=en');
    const { result } = renderHook(() => useSearchQuery());
    expect(result.current).toBe('tea');
    const length = window.history.length;

    act(() => pushSearchQuery('lavender'));
    expect(window.location.search).toBe('?q=lavender&lang=en');
    expect(window.history.length).toBe(length + 1);
    expect(result.current).toBe('lavender');

    // The same query again adds no entry.
    act(() => pushSearchQuery('lavender'));
    expect(window.history.length).toBe(length + 1);

    act(() => {
      window.history.replaceState(null, '', '/search-results?q=tea&lang=en');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toBe('tea');
  });
});
