import { screen, waitFor } from '@testing-library/react';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import badge, { CertificationBadgePropsSchema } from '../../../../../blocks/commerce/certification-badge/index.ts';
import detailTop from '../../../../../blocks/commerce/product-detail-page-top/index.ts';
import { certificationState } from '../../../../../blocks/commerce/shared/product-purchase/certification.tsx';
import { never } from '../../../../support/fake-fetch.ts';
import { answer, certifiedPath, omega, productPath } from '../../../../fixtures/commerce/products.ts';
import { OWNER, SECTIONS_ROUTE, sections } from '../../../../fixtures/owner/products-and-popups.ts';
import { renderIslands } from '../../../../support/render-islands.tsx';

const CertificationBadge = badge.component;
/** The price under the name; the purchase option repeats it. */
const PRICE = { selector: '.cmsb-purchase__price-value' };
const DetailTop = detailTop.component;

const distributor = { id: 'u-7', username: 'dana', status: 'D' };
const status = (container: HTMLElement) => container.querySelector('.cmsb-certification');
const customer = { id: 'u-8', username: 'cory', status: 'C' };

describe('certificationState', () => {
  const answered = (data: boolean | undefined) => ({ isPending: false, data });

  it('shows the badge to anyone when certified, the notice only where allowed, nothing while unknown or failed', () => {
    expect(certificationState(answered(true), false)).toBe('certified');
    expect(certificationState(answered(true), true)).toBe('certified');
    expect(certificationState(answered(false), true)).toBe('not-certified');
    expect(certificationState(answered(false), false)).toBe('none');
    expect(certificationState({ isPending: true, data: undefined }, true)).toBe('unknown');
    expect(certificationState(answered(undefined), true)).toBe('none');
  });
});

describe('certification-badge', () => {
  it("takes one user id, or none for the site's owner", () => {
    expect(v.safeParse(CertificationBadgePropsSchema, { userId: 'u-7' }).success).toBe(true);
    expect(v.safeParse(CertificationBadgePropsSchema, {}).success).toBe(true);
    expect(v.safeParse(CertificationBadgePropsSchema, { userId: '' }).success).toBe(false);
    expect(v.safeParse(CertificationBadgePropsSchema, { userId: '../x' }).success).toBe(false);
    expect(toJsonSchema(CertificationBadgePropsSchema, { errorMode: 'throw' })).toMatchObject({ required: [] });
  });

  it('left empty, shows the badge of the owner of the site that shows the page', async () => {
    const { calls } = renderIslands(
      <CertificationBadge />,
      { [SECTIONS_ROUTE]: answer(sections()), [`GET ${certifiedPath(OWNER.id)}`]: answer(true) },
      { siteId: 'demo', user: customer },
    );
    expect(await screen.findByText('Certified')).toBeVisible();
    expect(calls('GET', '/api/pws/site-settings-section/demo')).toHaveLength(1);
  });

  it('left empty, tells the owner, looking at their own site, how to get certified', async () => {
    renderIslands(
      <CertificationBadge />,
      { [SECTIONS_ROUTE]: answer(sections()), [`GET ${certifiedPath(OWNER.id)}`]: answer(false) },
      { siteId: 'demo', user: OWNER },
    );
    expect(await screen.findByRole('link', { name: 'Get Certified' })).toBeVisible();
  });

  it('left empty, shows nothing while the owner is asked for, and nothing on a page of no site', async () => {
    const waiting = renderIslands(<CertificationBadge />, { [SECTIONS_ROUTE]: never }, { siteId: 'demo' });
    expect(status(waiting.container)).toHaveAttribute('data-state', 'unknown');
    expect(status(waiting.container)).not.toBeVisible();
    waiting.unmount();
    const { container, requests } = renderIslands(<CertificationBadge />, {});
    expect(status(container)).toHaveAttribute('data-state', 'none');
    expect(status(container)).not.toBeVisible();
    expect(requests).toEqual([]);
  });

  it('shows the Certified badge of a certified user to any visitor', async () => {
    const { container } = renderIslands(<CertificationBadge userId="u-7" />, { [`GET ${certifiedPath('u-7')}`]: answer(true) });
    expect(await screen.findByText('Certified')).toBeVisible();
    expect(status(container)).toHaveAttribute('data-state', 'certified');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells a non-certified user, looking at their own badge, how to get certified', async () => {
    renderIslands(<CertificationBadge userId="u-7" />, { [`GET ${certifiedPath('u-7')}`]: answer(false) }, { user: distributor });
    expect(await screen.findByText('You are not certified yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get Certified' })).toHaveAttribute('href', '/distributor-certification-training');
    expect(screen.queryByText('Certified')).toBeNull();
  });

  it("shows nothing of someone else's missing certification", async () => {
    const { container, calls } = renderIslands(
      <CertificationBadge userId="u-7" />,
      { [`GET ${certifiedPath('u-7')}`]: answer(false) },
      { user: customer },
    );
    await waitFor(() => expect(status(container)).toHaveAttribute('data-state', 'none'));
    expect(calls('GET', certifiedPath('u-7'))).toHaveLength(1);
    expect(status(container)).not.toBeVisible();
    expect(status(container)).toBeEmptyDOMElement();
  });

  it('shows nothing while the answer is on its way', () => {
    const { container } = renderIslands(
      <CertificationBadge userId="u-7" />,
      { [`GET ${certifiedPath('u-7')}`]: never },
      { user: distributor },
    );
    expect(status(container)).toHaveAttribute('data-state', 'unknown');
    expect(status(container)).not.toBeVisible();
    expect(status(container)).toBeEmptyDOMElement();
  });

  it('shows nothing when the answer fails', async () => {
    const { container } = renderIslands(
      <CertificationBadge userId="u-7" />,
      { [`GET ${certifiedPath('u-7')}`]: () => ({ status: 500 }) },
      { user: distributor },
    );
    await waitFor(() => expect(status(container)).toHaveAttribute('data-state', 'none'));
    expect(status(container)).toBeEmptyDOMElement();
  });
});

describe('product-detail-page-top certification', () => {
  const product = { [`GET ${productPath('P103')}`]: answer(omega()) };

  it('shows a certified shopper the badge', async () => {
    renderIslands(
      <DetailTop productId="P103" />,
      { ...product, [`GET ${certifiedPath('u-7')}`]: answer(true) },
      { user: distributor },
    );
    expect(await screen.findByText('Certified')).toBeVisible();
  });

  it('shows a non-certified distributor the get-certified notice', async () => {
    renderIslands(
      <DetailTop productId="P103" />,
      { ...product, [`GET ${certifiedPath('u-7')}`]: answer(false) },
      { user: distributor },
    );
    expect(await screen.findByText('You are not certified yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get Certified' })).toHaveAttribute('href', '/distributor-certification-training');
  });

  it('shows a non-certified customer nothing about certification', async () => {
    const { container, calls } = renderIslands(
      <DetailTop productId="P103" />,
      { ...product, [`GET ${certifiedPath('u-8')}`]: answer(false) },
      { user: customer },
    );
    await screen.findByText('$24.50', PRICE);
    await waitFor(() => expect(status(container)).toHaveAttribute('data-state', 'none'));
    expect(calls('GET', certifiedPath('u-8'))).toHaveLength(1);
    expect(screen.queryByText('You are not certified yet.')).toBeNull();
    expect(screen.queryByText('Certified')).toBeNull();
  });

  it('asks nothing about certification when nobody is signed in', async () => {
    const { requests } = renderIslands(<DetailTop productId="P103" />, product);
    await screen.findByText('$24.50', PRICE);
    expect(requests.map((r) => r.path)).toEqual([productPath('P103')]);
  });

  it('asks once for the shopper when the detail top and a badge of the same user share the page', async () => {
    const { calls } = renderIslands(
      <>
        <DetailTop productId="P103" />
        <CertificationBadge userId="u-7" />
      </>,
      { ...product, [`GET ${certifiedPath('u-7')}`]: answer(true) },
      { user: distributor },
    );
    await waitFor(() => expect(screen.getAllByText('Certified')).toHaveLength(2));
    expect(calls('GET', certifiedPath('u-7'))).toHaveLength(1);
  });
});
