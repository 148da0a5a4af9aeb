import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsState } from '../../../../../blocks/site/site-search-results/results-state.ts';
import { SiteSearchResults } from '../../../../../blocks/site/site-search-results/site-search-results.tsx';
import { pushSearchQuery } from '../../../../../blocks/site/shared/site-search/search-url.ts';
import { SEARCH_STAGING_HOSTNAME, type SearchResult } from '#contracts/site-search.ts';
import { never, type FakeHandler } from '../../../../support/fake-fetch.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const SEARCH = 'GET /api/v2/search-rat/search';

const numbered = (count: number, from = 1): SearchResult[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Oil ${from + i}`,
    url: `/p/oil-${from + i}`,
    excerpt: `Essential oil number ${from + i}.`,
    highlights: ['oil'],
  }));

/** 25 results for "oil", 2 for "tea", none for anything else; pages as asked (limit, offset). */
const catalogue: FakeHandler = (request) => {
  const params = new URLSearchParams(request.search);
  const q = params.get('q');
  const all = q === 'oil' ? numbered(25) : q === 'tea' ? numbered(2, 100).map((r) => ({ ...r, title: `Tea ${r.title}` })) : [];
  const offset = Number(params.get('offset') ?? 0);
  return { data: all.slice(offset, offset + Number(params.get('limit'))) };
};

function renderResults(search: string, routes: Record<string, FakeHandler> = { [SEARCH]: catalogue }) {
  window.history.replaceState(null, '', `/search-results${search}`);
  const view = renderIslands(<SiteSearchResults />, routes);
  const searches = () =>
    view.calls('GET', '/api/v2/search-rat/search').map((r) => Object.fromEntries(new URLSearchParams(r.search)));
  return { ...view, searches };
}

const state = (container: HTMLElement) => container.querySelector('.cmsb-site-search-results')?.getAttribute('data-state');
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('site-search-results', () => {
  it('asks for nothing and says what to do without a query', () => {
    const { container, searches } = renderResults('?q=%20%20');
    expect(screen.getByRole('heading', { level: 2, name: 'Search this site' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enter a word or phrase in the search box to search this site.');
    expect(state(container)).toBe('empty-query');
    expect(searches()).toEqual([]);
  });

  it('shows a loading state with a skeleton while the first page comes', () => {
    const { container } = renderResults('?q=oil', { [SEARCH]: never });
    expect(state(container)).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(container.querySelectorAll('.cmsb-site-search-results__skeleton-item')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Results for “oil”');
  });

  it('lists title (a link), address and excerpt of each result, the matched words marked', async () => {
    const { container, searches } = renderResults('?q=tea');
    await waitFor(() => expect(state(container)).toBe('results'));
    expect(searches()).toEqual([{ hostname: SEARCH_STAGING_HOSTNAME, q: 'tea', limit: '11' }]);
    const [item, ...rest] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rest).toHaveLength(1);
    if (!item) throw new Error('No first result');
    const first = within(item);
    expect(first.getByRole('link', { name: 'Tea Oil 100' })).toHaveAttribute('href', '/p/oil-100');
    expect(first.getByText('localhost:3000/p/oil-100')).toBeInTheDocument();
    expect(item.querySelector('.cmsb-site-search-results__excerpt')).toHaveTextContent('Essential oil number 100.');
    expect(Array.from(item.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Oil', 'oil']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 results.');
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });

  it('says No results found. when nothing matches', async () => {
    const { container } = renderResults('?q=zzz');
    await waitFor(() => expect(state(container)).toBe('no-results'));
    expect(screen.getByRole('status')).toHaveTextContent(/^No results found\.$/);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('loads more results ten at a time and moves the focus to the first new one', async () => {
    const user = userEvent.setup();
    const { searches } = renderResults('?q=oil');
    const more = await screen.findByRole('button', { name: 'More results' });
    expect(titles()).toHaveLength(10);
    await user.click(more);
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(screen.getByRole('link', { name: 'Oil 11' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(titles()).toHaveLength(25));
    expect(screen.getByRole('link', { name: 'Oil 21' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25 results.');
    expect(searches().map((params) => [params.limit, params.offset])).toEqual([
      ['11', undefined],
      ['11', '10'],
      ['11', '20'],
    ]);
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    const flaky: FakeHandler = (request) => (fail ? { status: 500 } : catalogue(request));
    const user = userEvent.setup();
    const { container } = renderResults('?q=tea', { [SEARCH]: flaky });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search could not be completed. Please check your connection and try again.');
    expect(state(container)).toBe('error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(state(container)).toBe('results'));
    expect(titles()).toEqual(['Tea Oil 100', 'Tea Oil 101']);
  });

  it('keeps the results shown when more results fail, and retries them', async () => {
    let fail = false;
    const flaky: FakeHandler = (request) => (fail ? { status: 500 } : catalogue(request));
    const user = userEvent.setup();
    renderResults('?q=oil', { [SEARCH]: flaky });
    const more = await screen.findByRole('button', { name: 'More results' });
    fail = true;
    await user.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent('More results could not be loaded.');
    expect(titles()).toHaveLength(10);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows a new query in the address and shows the earlier one again on Back, from the cache', async () => {
    const { searches } = renderResults('?q=tea');
    await screen.findByRole('link', { name: 'Tea Oil 100' });
    act(() => pushSearchQuery('oil'));
    await screen.findByRole('link', { name: 'Oil 1' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Results for “oil”');
    act(() => {
      window.history.replaceState(null, '', '/search-results?q=tea');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Results for “tea”');
    expect(titles()).toEqual(['Tea Oil 100', 'Tea Oil 101']);
    expect(searches().map((params) => params.q)).toEqual(['tea', 'oil']);
  });

  it('trusts no markup from the server: HTML-looking text stays text, unsafe addresses are not links', async () => {
    const hostile: SearchResult = {
      title: '<img src=x onerror="alert(1)">Oil',
      url: 'javascript:alert(1)',
      excerpt: '<script>alert(1)</script> <b>oil</b>',
      highlights: ['oil', 'script'],
    };
    const { container } = renderResults('?q=oil', { [SEARCH]: () => ({ data: [hostile] }) });
    await waitFor(() => expect(state(container)).toBe('results'));
    const item = screen.getByRole('listitem');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(item.querySelector('img, script, b')).toBeNull();
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('<img src=x onerror="alert(1)">Oil');
    expect(item).toHaveTextContent('<script>alert(1)</script> <b>oil</b>');
    expect(Array.from(item.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Oil', 'script', 'script', 'oil']);
  });

  it('highlights the query words itself when the server names no matched words', async () => {
    const plain: SearchResult = { title: 'Lavender oils', url: '/p/lavender', excerpt: 'Oils for sleep.' };
    renderResults('?q=oil', { [SEARCH]: () => ({ data: [plain] }) });
    await screen.findByRole('link', { name: 'Lavender oils' });
    expect(Array.from(document.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['oils', 'Oils']);
  });
});

describe('resultsState', () => {
  it('names each state', () => {
    expect(resultsState({ query: '', loaded: false, failed: false, count: 0 })).toBe('empty-query');
    expect(resultsState({ query: 'a', loaded: false, failed: false, count: 0 })).toBe('loading');
    expect(resultsState({ query: 'a', loaded: false, failed: true, count: 0 })).toBe('error');
    expect(resultsState({ query: 'a', loaded: true, failed: false, count: 0 })).toBe('no-results');
    expect(resultsState({ query: 'a', loaded: true, failed: true, count: 3 })).toBe('results');
  });
});
