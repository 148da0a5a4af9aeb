import { defineLabels } from '#host/labels.ts';

/** Texts of the home-page products block; a host overrides them as `homePageProducts.<key>`. */
export const homePageProductsLabels = defineLabels('homePageProducts', {
  heading: 'Featured products',
  loading: 'Loading products…',
  loadError: 'The products could not be loaded.',
  retry: 'Try again',
  /** Before the name of a product whose price is its default option's. */
  price: 'Price',
  // The owner's editing texts (loaded only in edit mode).
  editorTitle: 'Edit your home-page products',
  emptyTitle: 'Pick the products for your home page',
  emptyText: 'Visitors see nothing here until you choose some. Pick 3 or 6 products below.',
  countLegend: 'Number of products',
  countOption: '{count} products',
  picksHeading: 'Your picks ({picked} of {count})',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  remove: 'Remove {name}',
  searchLabel: 'Search products',
  searchHint: 'Type part of a name, then add a product.',
  /** Followed by the product's name, visually hidden. */
  add: 'Add',
  full: 'All {count} places are taken: remove a pick or show 6 products.',
  noMatches: 'No products match your search.',
  catalogueError: 'The catalogue could not be loaded.',
});
