import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/site-search-box/index.ts';
import type { SearchResult } from '#contracts/site-search.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const SEARCH = 'GET /api/v2/search-rat/search';

const suggestions: SearchResult[] = [
  {
    title: 'Lavender Essential Oil',
    url: '/p/lavender-essential-oil',
    excerpt: 'Steam-distilled lavender from high-altitude farms.',
    highlights: ['lavender'],
  },
  {
    title: 'Shop favourites',
    url: '/pages/shop-favourites',
    excerpt: 'Lavender Essential Oil. Our best seller.',
    highlights: ['lavender'],
  },
];

const answering = (data: SearchResult[]) => withServer({ [SEARCH]: () => ({ data }) });
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-site-search-box');
const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Search this site' });

const meta = {
  title: 'Site/site-search-box',
  component: block.component,
  args: { resultsPath: '/search-results' },
  decorators: [answering(suggestions)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before typing: the field with its "/" hint and the search button, nothing suggested. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Typing suggests pages and products; Arrow Down highlights the first. */
export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'lav');
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field(canvasElement)).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'suggesting');
  },
};

/** Nothing matches what was typed: the spec's 'No results found.' under the field. */
export const NoSuggestions: Story = {
  decorators: [answering([])],
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'zzz');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'no-suggestions'));
    await expect(within(canvasElement).getByText('No results found.', { selector: 'p[aria-hidden]' })).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};
