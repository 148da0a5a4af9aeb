import type { BlockAuthoring } from '#runtime/block.ts';
import type { SiteSearchBoxPropsSchema } from './index.ts';

export default {
  description:
    'A search field that suggests pages and products as visitors type, and shows all that was found on the results page.',
  category: 'Site',
  keywords: ['search', 'find', 'lookup', 'query'],
  icon: 'search',
  insertable: true,
  example: { resultsPath: '/search-results' },
} satisfies BlockAuthoring<typeof SiteSearchBoxPropsSchema>;
