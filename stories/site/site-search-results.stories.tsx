import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/site-search-results/index.ts';
import type { SearchResult } from '#contracts/site-search.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const SEARCH = 'GET /api/v2/search-rat/search';

const results: SearchResult[] = [
  {
    title: 'Lavender Essential Oil',
    url: '/p/lavender-essential-oil',
    excerpt: 'Steam-distilled lavender from high-altitude farms. Calming in a diffuser, gentle on skin when diluted.',
    highlights: ['lavender'],
  },
  {
    title: 'Shop favourites',
    url: '/pages/shop-favourites',
    excerpt: 'Lavender Essential Oil. Our best seller: calming in a diffuser, gentle on skin when diluted. Herbal Tea Sampler …',
    highlights: ['lavender'],
  },
];

/** Results 1 to 14 of "oil": a first page of ten and a second of four. */
const manyResults: FakeHandler = (request) => {
  const params = new URLSearchParams(request.search);
  const offset = Number(params.get('offset') ?? 0);
  const all = Array.from({ length: 14 }, (_, i) => ({
    title: `Essential oil ${i + 1}`,
    url: `/p/oil-${i + 1}`,
    excerpt: `A pure essential oil, number ${i + 1} of the range …`,
    highlights: ['oil'],
  }));
  return { data: all.slice(offset, offset + Number(params.get('limit'))) };
};

/** The block reads the query from the address: the story's frame gets `?q=` (other parameters kept). */
const withQuery =
  (q: string | null): Decorator =>
  (Story) => {
    const url = new URL(window.location.href);
    if (q === null) url.searchParams.delete('q');
    else url.searchParams.set('q', q);
    window.history.replaceState(window.history.state, '', url);
    return <Story />;
  };

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-site-search-results');
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));

const meta = {
  title: 'Site/site-search-results',
  component: block.component,
  args: {},
  decorators: [withServer({ [SEARCH]: () => ({ data: results }) }), withQuery('lavender')],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Searching: a skeleton holds the place of the results. */
export const Loading: Story = {
  decorators: [withServer({ [SEARCH]: never }), withQuery('lavender')],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

/** Each result: its title as a link, its address and its excerpt, the matched words marked. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvasElement, 'results');
    await expect(canvas.getByRole('link', { name: 'Lavender Essential Oil' })).toHaveAttribute(
      'href',
      '/p/lavender-essential-oil',
    );
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 results.');
  },
};

/** Past the first ten, "More results" loads the rest. */
export const MoreResults: Story = {
  decorators: [withServer({ [SEARCH]: manyResults }), withQuery('oil')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'More results' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(14));
    await expect(canvas.getByRole('link', { name: 'Essential oil 11' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'More results' })).toBeNull();
  },
};

/** A search with no hits: the spec's 'No results found.' */
export const NoResults: Story = {
  decorators: [withServer({ [SEARCH]: () => ({ data: [] }) }), withQuery('zzz')],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'no-results');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No results found.');
  },
};

/** No query in the address: what to do, and no call. */
export const EmptyQuery: Story = {
  decorators: [withServer({ [SEARCH]: () => ({ data: results }) }), withQuery(null)],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'empty-query');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Enter a word or phrase in the search box to search this site.',
    );
  },
};

/** The search failed (after the query cache's one retry): an error with Try again. */
export const SearchError: Story = {
  decorators: [withServer({ [SEARCH]: () => ({ status: 500 }) }), withQuery('lavender')],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The search could not be completed.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectState(canvasElement, 'error');
  },
};
