import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/owner/coupon-owner-controls/index.ts';
import { never } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  COUPON_CONFIG,
  couponServer,
  GET_COUPON_SETTINGS,
  owner,
  PUT_COUPON_SETTINGS,
  takenAnswer,
} from '../../../fixtures/owner/coupon.ts';

const CouponOwnerControls = block.component;
const SETTINGS_PATH = '/api/v2/pws/coupons/current-user-pws-profile/coupon-settings';

const stateOf = (container: HTMLElement) => container.querySelector('.cmsb-coupon-owner')?.getAttribute('data-state');
const row = (code: string) => screen.getByRole('row', { name: new RegExp(`^${code}`) });
/** A row's discount, offered and own-code cells. */
const cellsOf = (code: string) =>
  within(row(code))
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');
/** The field's hint and error, as a screen reader reads them after its name. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const codeField = () => within(dialog()).getByRole('textbox', { name: 'Coupon code' });

async function openCustomise(code: string) {
  await userEvent.click(
    within(await screen.findByRole('row', { name: new RegExp(`^${code}`) })).getByRole('button', {
      name: `Customise code ${code}`,
    }),
  );
  return codeField();
}

describe('coupon-owner-controls', () => {
  it('shows each coupon of the programme with its discount, whether it is offered and the site’s code', async () => {
    const view = renderIslands(
      <CouponOwnerControls />,
      couponServer({ enabledCouponCodeIds: ['welcome'], customCouponCodes: { vip: 'PWSGOLD' } }),
      owner,
    );
    expect(stateOf(view.container)).toBe('loading');
    await screen.findByRole('table', { name: 'Coupons your visitors can use' });
    expect(stateOf(view.container)).toBe('ready');
    expect(cellsOf('PWSWELCOME')).toEqual(['10%', 'Yes', 'None']);
    expect(cellsOf('PWSVIP')).toEqual(['20%', 'No', 'PWSGOLD']);
  });

  it('enables a coupon through its popup, saving the whole settings, then says so', async () => {
    const view = renderIslands(<CouponOwnerControls />, couponServer(), owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable PWSVIP' }));
    expect(dialog()).toHaveAccessibleName('Enable coupon PWSVIP');
    expect(dialog()).toHaveTextContent('Shoppers on your site get 20% off with its code.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cellsOf('PWSVIP')).toEqual(['20%', 'Yes', 'None']);
    expect(screen.getByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect(stateOf(view.container)).toBe('saved');
    expect(view.calls('PUT', SETTINGS_PATH).map((r) => r.body)).toEqual([
      { enabledCouponCodeIds: ['welcome', 'vip'], customCouponCodes: {} },
    ]);
  });

  it('forces PWS in front and uppercases as the owner types, counting the characters left', async () => {
    renderIslands(<CouponOwnerControls />, couponServer(), owner);
    const field = await openCustomise('PWSVIP');
    expect(field).toHaveValue('PWS');
    await userEvent.clear(field);
    await userEvent.type(field, 'spring');
    expect(field).toHaveValue('PWSSPRING');
    expect(field).toHaveAccessibleDescription(/11 characters left/);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['spring-sale', 'Use only capital letters A–Z and digits 0–9.'],
    ['springtimesale2026xx', 'The code can have at most 20 characters.'],
    ['curesall', 'Codes must not suggest health claims or misleading offers: remove "CURE".'],
  ])('refuses %s with its reason and does not save it', async (typed, reason) => {
    const view = renderIslands(<CouponOwnerControls />, couponServer(), owner);
    const field = await openCustomise('PWSVIP');
    await userEvent.type(field, typed);
    expect(descriptionOf(field)).toContain(reason);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(field).toHaveFocus();
    expect(view.calls('PUT', SETTINGS_PATH)).toEqual([]);
  });

  it('says how many characters are too many', async () => {
    renderIslands(<CouponOwnerControls />, couponServer(), owner);
    const field = await openCustomise('PWSVIP');
    await userEvent.type(field, 'abcdefghijklmnopqrstu');
    expect(field).toHaveAccessibleDescription(/4 characters too many/);
  });

  it('asks for more than PWS only once the owner tries to save', async () => {
    renderIslands(<CouponOwnerControls />, couponServer(), owner);
    const field = await openCustomise('PWSVIP');
    await userEvent.type(field, 'a');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field)).toContain('Add at least 2 letters or digits after PWS.');
  });

  it('saves a custom code optimistically and closes the popup once the server agrees', async () => {
    let agree: () => void = () => undefined;
    const server = couponServer();
    const view = renderIslands(
      <CouponOwnerControls />,
      {
        ...server,
        [PUT_COUPON_SETTINGS]: (request) =>
          new Promise((resolve) => {
            agree = () => resolve(server[PUT_COUPON_SETTINGS]!(request));
          }),
      },
      owner,
    );
    await userEvent.type(await openCustomise('PWSVIP'), 'spring');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(stateOf(view.container)).toBe('saving');
    expect(cellsOf('PWSVIP')).toEqual(['20%', 'No', 'PWSSPRING']);
    expect(dialog()).toBeInTheDocument();
    await act(async () => agree());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stateOf(view.container)).toBe('saved');
    expect(view.calls('PUT', SETTINGS_PATH).map((r) => r.body)).toEqual([
      { enabledCouponCodeIds: ['welcome'], customCouponCodes: { vip: 'PWSSPRING' } },
    ]);
  });

  it("rolls back when the server refuses, with 'An error occurred' and its reason under the field", async () => {
    const view = renderIslands(<CouponOwnerControls />, { ...couponServer(), [PUT_COUPON_SETTINGS]: () => takenAnswer }, owner);
    const field = await openCustomise('PWSVIP');
    await userEvent.type(field, 'spring');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stateOf(view.container)).toBe('error'));
    expect(descriptionOf(field)).toContain('This code is already in use. Please choose another one.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(cellsOf('PWSVIP')).toEqual(['20%', 'No', 'None']);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });

  it("shows 'An error occurred' in the popup when a save fails for another reason", async () => {
    renderIslands(<CouponOwnerControls />, { ...couponServer(), [PUT_COUPON_SETTINGS]: () => ({ status: 500 }) }, owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable PWSWELCOME' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(cellsOf('PWSWELCOME')).toEqual(['10%', 'Yes', 'None']);
  });

  it('shows an error with a retry when the coupons cannot be loaded', async () => {
    const view = renderIslands(<CouponOwnerControls />, { ...couponServer(), [COUPON_CONFIG]: () => ({ status: 500 }) }, owner);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(stateOf(view.container)).toBe('error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in, without calling the server', () => {
    const view = renderIslands(<CouponOwnerControls />, couponServer(), { user: null });
    expect(stateOf(view.container)).toBe('signed-out');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/');
    expect(view.requests).toEqual([]);
  });

  it('tells a user without a site that only owners choose coupons', async () => {
    const view = renderIslands(
      <CouponOwnerControls />,
      { ...couponServer(), [GET_COUPON_SETTINGS]: () => ({ status: 403 }) },
      { user: { id: '1003', username: 'customer' } },
    );
    expect(await screen.findByText('Only the owner of a personal website can choose its coupons.')).toBeVisible();
    expect(stateOf(view.container)).toBe('not-owner');
  });

  it('keeps the loading state while the server has not answered', () => {
    const view = renderIslands(<CouponOwnerControls />, { ...couponServer(), [GET_COUPON_SETTINGS]: never }, owner);
    expect(stateOf(view.container)).toBe('loading');
  });
});
