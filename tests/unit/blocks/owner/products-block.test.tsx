import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/owner/home-page-products/index.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  CHOICES_ROUTE,
  productChoices,
  demoProducts,
  OTHER_USER,
  OWNER,
  PRODUCTS_PUT,
  productsSaved,
  revisionConflict,
  SECTIONS_ROUTE,
  sections,
} from '../../../fixtures/owner/products-and-popups.ts';

const HomePageProducts = block.component;
const owner = { siteId: 'demo', editMode: true, user: OWNER };
const cardNames = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);

/** The block for the owner in edit mode, over a server that stores every save. */
const renderForOwner = () =>
  renderIslands(
    <HomePageProducts />,
    {
      [SECTIONS_ROUTE]: () => ({ data: sections() }),
      [CHOICES_ROUTE]: () => ({ data: productChoices }),
      [PRODUCTS_PUT]: productsSaved,
    },
    owner,
  );
const productPuts = (view: ReturnType<typeof renderForOwner>) =>
  view.calls('PUT', '/api/pws/site-settings-section/current/homePageProducts').map((r) => r.body);

describe('home-page-products', () => {
  it("shows visitors the owner's products with price, description and detail link, and loads no editing code", async () => {
    const view = renderIslands(<HomePageProducts />, { [SECTIONS_ROUTE]: () => ({ data: sections() }) }, { siteId: 'demo' });
    await waitFor(() =>
      expect(cardNames()).toEqual(['Lavender Essential Oil', 'Peppermint Essential Oil', 'Daily Multivitamin']),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Featured products');
    const lavender = screen.getByRole('article', { name: 'Lavender Essential Oil' });
    expect(within(lavender).getByRole('link', { name: 'Lavender Essential Oil' })).toHaveAttribute('href', '/p/p100');
    expect(lavender).toHaveTextContent('Price $24.00');
    expect(lavender).toHaveTextContent('a gentle favourite');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(view.requests.map((r) => r.path)).toEqual(['/api/pws/site-settings-section/demo']);
  });

  it('shows visitors nothing while no product is chosen, and a non-owner in edit mode the visitor view', async () => {
    const empty = renderIslands(
      <HomePageProducts />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ products: [] }) }) },
      { siteId: 'demo' },
    );
    expect(empty.container.querySelector('.cmsb-hpp')).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(empty.container.querySelector('.cmsb-hpp')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    empty.unmount();
    renderIslands(
      <HomePageProducts />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ productCount: 6, products: demoProducts.slice(0, 6), canEdit: false }) }) },
      {
        siteId: 'demo',
        editMode: true,
        user: OTHER_USER,
      },
    );
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(screen.queryByRole('group', { name: 'Number of products' })).toBeNull();
  });

  it('invites the owner to pick products in an empty block', async () => {
    renderIslands(
      <HomePageProducts />,
      { [SECTIONS_ROUTE]: () => ({ data: sections({ products: [] }) }), [CHOICES_ROUTE]: () => ({ data: productChoices }) },
      owner,
    );
    expect(await screen.findByText('Pick the products for your home page')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your picks (0 of 3)' })).toBeVisible();
  });

  it('saves the count and a new pick optimistically and says so', async () => {
    const view = renderForOwner();
    await userEvent.click(await screen.findByRole('radio', { name: '6 products' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved'));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search products/ }), 'omega');
    await userEvent.click(screen.getByRole('button', { name: 'Add Omega-3 Fish Oil' }));
    expect(cardNames()).toContain('Omega-3 Fish Oil');
    await waitFor(() => expect(productPuts(view)).toHaveLength(2));
    // Each save names the revision the one before it made.
    expect(productPuts(view)).toEqual([
      { productCount: 6, productIds: ['P100', 'P101', 'P102'], revision: 4 },
      { productCount: 6, productIds: ['P100', 'P101', 'P102', 'P103'], revision: 5 },
    ]);
    expect(view.calls('PUT', '/api/pws/site-settings-section/current/homePageProducts')[0]?.search).toBe('?siteId=demo');
    expect(screen.getByRole('radio', { name: '6 products' })).toBeChecked();
  });

  it('moves a pick down and removes one', async () => {
    const view = renderForOwner();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Lavender Essential Oil down' }));
    await waitFor(() => expect(cardNames()[0]).toBe('Peppermint Essential Oil'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Daily Multivitamin' }));
    await waitFor(() => expect(cardNames()).toEqual(['Peppermint Essential Oil', 'Lavender Essential Oil']));
    expect(productPuts(view).at(-1)).toEqual({ productCount: 3, productIds: ['P101', 'P100'], revision: 5 });
  });

  it("rolls back a refused save and shows the server's text, or 'An error occurred' without one", async () => {
    let answer = {
      status: 422,
      messages: [{ type: 'validatorMessage', source: 'productIds', code: 'x', value: 'Product P103 is not in the catalogue.' }],
    };
    renderIslands(
      <HomePageProducts />,
      {
        [SECTIONS_ROUTE]: () => ({ data: sections() }),
        [CHOICES_ROUTE]: () => ({ data: productChoices }),
        [PRODUCTS_PUT]: () => answer,
      },
      owner,
    );
    await userEvent.click(await screen.findByRole('radio', { name: '6 products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Product P103 is not in the catalogue. Your previous choice is back.',
    );
    expect(screen.getByRole('radio', { name: '3 products' })).toBeChecked();
    answer = { status: 500, messages: [] };
    await userEvent.click(screen.getByRole('radio', { name: '6 products' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred Your previous choice is back.'));
    expect(screen.getByRole('radio', { name: '3 products' })).toBeChecked();
  });

  it('keeps the choice a conflicting save was refused for, says so, and Reload shows the latest', async () => {
    // Someone else saved 6 products (revision 5) since this page loaded revision 4.
    let held = sections();
    const view = renderIslands(
      <HomePageProducts />,
      {
        [SECTIONS_ROUTE]: () => ({ data: held }),
        [CHOICES_ROUTE]: () => ({ data: productChoices }),
        [PRODUCTS_PUT]: revisionConflict,
      },
      owner,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Daily Multivitamin' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Changed elsewhere: reload to see the latest'));
    expect(cardNames()).toEqual(['Lavender Essential Oil', 'Peppermint Essential Oil']);
    expect(view.container.querySelector('.cmsb-hpp-edit')).toHaveAttribute('data-status', 'conflict');

    held = sections({ productCount: 6, products: demoProducts.slice(2, 6), revision: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['Daily Multivitamin', 'Omega-3 Fish Oil', 'Hydrating Face Cream', 'Citrus Body Wash']),
    );
    expect(screen.getByRole('radio', { name: '6 products' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('heading', { name: 'Edit your home-page products' })).toHaveFocus();
    expect(productPuts(view)).toEqual([{ productCount: 3, productIds: ['P100', 'P101'], revision: 4 }]);
  });
});
