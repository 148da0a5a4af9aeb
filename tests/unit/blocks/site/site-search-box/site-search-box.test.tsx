import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteSearchBox } from '../../../../../blocks/site/site-search-box/site-search-box.tsx';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import { SEARCH_STAGING_HOSTNAME, type SearchResult } from '#contracts/site-search.ts';
import { defaultPageConfig } from '#host/config.ts';
import type { LeaveTo } from '#host/host-context.tsx';
import { Providers } from '#runtime/providers.tsx';

const leaveTo = vi.fn<LeaveTo>();

const SEARCH = '/api/v2/search-rat/search';

const result = (title: string, url: string): SearchResult => ({
  title,
  url,
  excerpt: `About ${title}.`,
  highlights: ['lavender'],
});
const LAVENDER = [
  result('Lavender Essential Oil', '/p/lavender-essential-oil'),
  result('Shop favourites', '/pages/shop-favourites'),
  result('Lavender tea', '/p/lavender-tea'),
];

interface Call {
  params: Record<string, string>;
  signal: AbortSignal;
}

/**
 * The box against a fake search endpoint: `answer` gives each call's results (a promise that
 * never settles for a slow server). Records every call with its abort signal.
 */
function renderBox(
  answer: (q: string) => SearchResult[] | Promise<SearchResult[]> = () => LAVENDER,
  resultsPath = '/search-results',
) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== SEARCH) return new Response('{}', { status: 404 });
    const params = Object.fromEntries(url.searchParams);
    calls.push({ params, signal: request.signal });
    const data = await answer(params.q ?? '');
    return Response.json({ data, messages: [] });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <Providers config={defaultPageConfig} queryClient={queryClient} leaveTo={leaveTo}>
      <ApiProvider client={createApiClient({ baseUrl: '/', fetch: fetchImpl })}>
        <SiteSearchBox resultsPath={resultsPath} />
      </ApiProvider>
    </Providers>,
  );
  return { ...view, calls };
}

const input = () => screen.getByRole('combobox', { name: 'Search this site' });
const root = (container: HTMLElement) => container.querySelector('.cmsb-site-search-box');

async function typeAndWaitForSuggestions(text = 'lav') {
  const user = userEvent.setup();
  await user.type(input(), text);
  await screen.findByRole('listbox', { name: 'Suggestions' });
  return user;
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => leaveTo.mockClear());

describe('site-search-box', () => {
  it('is an idle labelled combobox controlling a hidden listbox', () => {
    const { container } = renderBox();
    const field = input();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAttribute('aria-keyshortcuts', '/');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    const listbox = container.querySelector(`#${CSS.escape(field.getAttribute('aria-controls') ?? '')}`);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
    expect(screen.getByRole('search')).toContainElement(field);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(root(container)).toHaveAttribute('data-state', 'idle');
    expect(field).not.toHaveFocus();
  });

  it('suggests the best few after a pause, asking once for the last text, with the last word as a prefix', async () => {
    const { calls, container } = renderBox();
    const user = userEvent.setup();
    await user.type(input(), 'lave');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lavender Essential Oillocalhost:3000/p/lavender-essential-oil',
      'Shop favouriteslocalhost:3000/pages/shop-favourites',
      'Lavender tealocalhost:3000/p/lavender-tea',
    ]);
    expect(calls.map((call) => call.params)).toEqual([
      { hostname: SEARCH_STAGING_HOSTNAME, q: 'lave', limit: '5', prefix: 'true' },
    ]);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(root(container)).toHaveAttribute('data-state', 'suggesting');
    expect(options[0]?.querySelector('mark')).toHaveTextContent('Lavender');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions. Use the up and down arrow keys to choose one.');
  });

  it('waits about 300 ms after the last key before asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = renderBox();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await user.type(input(), 'la');
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(calls).toHaveLength(0);
      await user.type(input(), 'v');
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(calls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(calls.map((call) => call.params.q)).toEqual(['lav']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels a request in flight when newer text replaces it', async () => {
    const { calls } = renderBox((q) => (q === 'lav' ? new Promise<never>(() => undefined) : LAVENDER));
    const user = userEvent.setup();
    await user.type(input(), 'lav');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.signal.aborted).toBe(false);
    await user.type(input(), 'e');
    await screen.findAllByRole('option');
    expect(calls.map((call) => call.params.q)).toEqual(['lav', 'lave']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
  });

  it('asks nothing for a single letter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = renderBox();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await user.type(input(), 'l');
      await act(() => vi.runAllTimersAsync());
      expect(calls).toHaveLength(0);
      expect(input()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted one with Enter', async () => {
    renderBox();
    await typeAndWaitForSuggestions();
    const user = userEvent.setup();
    const options = screen.getAllByRole('option');
    const activeOption = () => input().getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(input()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(leaveTo).toHaveBeenCalledWith('/pages/shop-favourites');
  });

  it('opens a suggestion on click, the focus staying in the field', async () => {
    renderBox();
    const user = await typeAndWaitForSuggestions();
    await user.click(screen.getByRole('option', { name: /Lavender tea/ }));
    expect(leaveTo).toHaveBeenCalledWith('/p/lavender-tea');
    expect(input()).toHaveFocus();
  });

  it('searches with Enter when no suggestion is highlighted', async () => {
    renderBox();
    const user = await typeAndWaitForSuggestions('lavender oil ');
    await user.keyboard('{Enter}');
    expect(leaveTo).toHaveBeenCalledWith('/search-results?q=lavender+oil');
  });

  it('searches from the button, on the results page given', async () => {
    renderBox(undefined, '/find');
    const user = userEvent.setup();
    await user.type(input(), 'tea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(leaveTo).toHaveBeenCalledWith('/find?q=tea');
  });

  it('does not search for nothing', async () => {
    renderBox();
    const user = userEvent.setup();
    await user.type(input(), '   {Enter}');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('never opens a suggestion whose address is not http(s): it searches instead', async () => {
    renderBox(() => [result('Lavender trap', 'javascript:alert(1)')]);
    const user = await typeAndWaitForSuggestions();
    expect(screen.getByRole('option')).toHaveTextContent(/^Lavender trap$/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(leaveTo).toHaveBeenCalledWith('/search-results?q=lav');
  });

  it('closes the suggestions on the first Escape and clears the text on the second', async () => {
    renderBox();
    const user = await typeAndWaitForSuggestions();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('lav');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('says No results found. when nothing matches, and Escape closes it', async () => {
    const { container } = renderBox(() => []);
    const user = userEvent.setup();
    await user.type(input(), 'zzz');
    await waitFor(() => expect(root(container)).toHaveAttribute('data-state', 'no-suggestions'));
    expect(screen.getByText('No results found.', { selector: 'p[aria-hidden]' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No results found.');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(root(container)).toHaveAttribute('data-state', 'idle');
    expect(input()).toHaveValue('zzz');
  });

  it('closes the suggestions when the focus leaves', async () => {
    renderBox();
    const user = await typeAndWaitForSuggestions();
    await user.tab();
    await user.tab();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is focused by / anywhere on the page, but not while typing in another field', async () => {
    const user = userEvent.setup();
    const other = document.createElement('textarea');
    document.body.append(other);
    try {
      renderBox();
      await user.type(input(), 'tea');
      other.focus();
      await user.keyboard('/');
      expect(other).toHaveValue('/');
      expect(input()).not.toHaveFocus();

      other.blur();
      await user.keyboard('/');
      expect(input()).toHaveFocus();
      expect(input()).toHaveValue('tea');
      // The text is selected, so typing replaces it.
      expect((input() as HTMLInputElement).selectionStart).toBe(0);
      expect((input() as HTMLInputElement).selectionEnd).toBe(3);
    } finally {
      other.remove();
    }
  });

  describe('on the results page', () => {
    beforeEach(() => window.history.replaceState(null, '', '/search-results?q=tea'));

    it('shows the query of the address and updates the address in place, adding a history entry', async () => {
      const { calls } = renderBox();
      expect(input()).toHaveValue('tea');
      const length = window.history.length;
      const user = userEvent.setup();
      await user.clear(input());
      await user.type(input(), 'lavender{Enter}');
      expect(leaveTo).not.toHaveBeenCalled();
      expect(window.location.pathname + window.location.search).toBe('/search-results?q=lavender');
      expect(window.history.length).toBe(length + 1);
      expect(input()).toHaveAttribute('aria-expanded', 'false');
      expect(calls.every((call) => call.params.prefix === 'true')).toBe(true);
    });

    it('follows Back to the earlier query', () => {
      renderBox();
      act(() => {
        window.history.replaceState(null, '', '/search-results?q=oil');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(input()).toHaveValue('oil');
    });
  });
});
