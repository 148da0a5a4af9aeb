import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileEdit } from '../../../../blocks/account/profile-edit/profile-edit.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';
import { demoProfile, invalidAnswer, PROFILE_PATH, profileRoutes } from '../../../fixtures/account/profile.ts';

const riley = { user: { id: '1007', username: 'riley', status: 'D' } };
const ship = () => screen.getByRole('group', { name: 'Shipping Address' });

describe('ProfileEdit', () => {
  it('offers the states of the country rules and shows the form loaded', async () => {
    const { container } = renderIslands(<ProfileEdit />, profileRoutes(), riley);
    const state = await within(await screen.findByRole('group', { name: 'Shipping Address' })).findByRole('combobox', {
      name: /^State/,
    });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a state', 'Texas', 'Utah']);
    expect(container.querySelector('.cmsb-profile')).toHaveAttribute('data-state', 'loaded');
  });

  it('looks up the geo code of the ship postal code: clears city and state, then fills them from one candidate', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<ProfileEdit />, profileRoutes(), riley);
    await within(await screen.findByRole('group', { name: 'Shipping Address' })).findByRole('option', { name: 'Mexico' });
    await user.selectOptions(within(ship()).getByRole('combobox', { name: /^Country/ }), 'MEX');
    await within(ship()).findByRole('option', { name: 'Nuevo León' });
    const postal = within(ship()).getByLabelText(/^Postal Code/);
    await user.clear(postal);
    await user.type(postal, '6400');
    expect(within(ship()).getByLabelText(/^City/)).toHaveValue('');
    const zips = () => calls('GET', '/api/resource/geo-code').map((r) => new URLSearchParams(r.search).get('filter[where][zip]'));
    expect(zips()).not.toContain('6400');
    await user.type(postal, '0');
    await waitFor(() => expect(within(ship()).getByLabelText(/^City/)).toHaveValue('Monterrey'));
    expect(within(ship()).getByRole('combobox', { name: /^State/ })).toHaveValue('NLE');
    expect(zips()).toContain('64000');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your information was updated successfully!');
    expect(calls('PUT', PROFILE_PATH)[0]?.body).toMatchObject({
      shipAddress: { country: 'MEX', geoCode: 'MX-64000-01', city: 'Monterrey' },
    });
  });

  it('lets the user choose among several geo-code candidates', async () => {
    const user = userEvent.setup();
    renderIslands(<ProfileEdit />, profileRoutes(), riley);
    await within(await screen.findByRole('group', { name: 'Shipping Address' })).findByRole('option', { name: 'Mexico' });
    await user.selectOptions(within(ship()).getByRole('combobox', { name: /^Country/ }), 'MEX');
    await within(ship()).findByRole('option', { name: 'Jalisco' });
    const postal = within(ship()).getByLabelText(/^Postal Code/);
    await user.clear(postal);
    await user.type(postal, '45010');
    const choice = await within(ship()).findByRole('combobox', { name: 'City for this postal code' });
    expect(within(ship()).getByRole('textbox', { name: 'City' })).toHaveValue('');
    await user.selectOptions(choice, 'MX-45010-02');
    expect(within(ship()).getByRole('textbox', { name: 'City' })).toHaveValue('Guadalajara');
  });

  it('copies the ship address to the bill address when bill-same-as-ship is on', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<ProfileEdit />, profileRoutes(), riley);
    await user.click(await screen.findByRole('checkbox', { name: 'Billing address is the same as the shipping address' }));
    expect(screen.queryByRole('group', { name: 'Billing Address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your information was updated successfully!');
    expect(calls('PUT', PROFILE_PATH)[0]?.body).toMatchObject({
      billAddress: { addressLine1: '77 Congress Avenue', postalCode: '78701' },
    });
  });

  it('blocks a save while the new passwords differ and focuses the second field, which says why', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<ProfileEdit />, profileRoutes(), riley);
    await user.click(await screen.findByRole('checkbox', { name: 'Change my password' }));
    await user.type(screen.getByLabelText(/^New Password/), 'new_pass1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new_pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getByLabelText(/^Confirm New Password/);
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAccessibleDescription('The passwords do not match.');
    expect(calls('PUT', PROFILE_PATH)).toHaveLength(0);
  });

  it('saves a new password with the current one and then clears the change-password option', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderIslands(<ProfileEdit />, profileRoutes(), riley);
    await user.click(await screen.findByRole('checkbox', { name: 'Change my password' }));
    await user.type(screen.getByLabelText(/^New Password/), 'new_pass1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new_pass1');
    const current = screen.getByLabelText(/^Current Password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(
      'Enter your current password to change your username, email address or password.',
    );
    expect(calls('PUT', PROFILE_PATH)).toHaveLength(0);
    await user.type(current, 'riley_123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information was updated successfully!')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Change my password' })).not.toBeChecked();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(container.querySelector('.cmsb-profile')).toHaveAttribute('data-state', 'saved');
    expect(calls('PUT', PROFILE_PATH)[0]?.body).toMatchObject({
      password: 'new_pass1',
      passwordTwo: 'new_pass1',
      currentPassword: 'riley_123',
    });
  });

  it('keeps what was typed and moves to the current password the server refused, below its banner', async () => {
    const user = userEvent.setup();
    const refused = invalidAnswer({ currentPassword: 'The current password is not correct.' });
    renderIslands(<ProfileEdit />, profileRoutes(demoProfile(), refused), riley);
    await user.click(await screen.findByRole('checkbox', { name: 'Change my password' }));
    await user.type(screen.getByLabelText(/^New Password/), 'new_pass1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new_pass1');
    await user.type(screen.getByLabelText(/^Current Password/), 'a_guess');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some information was missing or invalid on the form. Please check the form and try again.',
    );
    const current = screen.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription('The current password is not correct.');
    expect(current).toHaveValue('a_guess');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('new_pass1');
  });

  it("shows the server's primary message on top and its validator messages at their fields", async () => {
    const user = userEvent.setup();
    renderIslands(
      <ProfileEdit />,
      profileRoutes(demoProfile(), invalidAnswer({ 'shipAddress.addressLine1': 'We cannot ship to a PO box.' })),
      riley,
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Some information was missing or invalid on the form. Please check the form and try again.');
    expect(within(ship()).getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription('We cannot ship to a PO box.');
  });

  it("shows the server's messages when the country rules fail to load, and goes on without rules", async () => {
    const user = userEvent.setup();
    renderIslands(<ProfileEdit />, profileRoutes(), riley);
    await within(await screen.findByRole('group', { name: 'Shipping Address' })).findByRole('option', { name: 'Mexico' });
    await user.selectOptions(within(ship()).getByRole('combobox', { name: /^Country/ }), 'GBR');
    expect(await within(ship()).findByText('We have no address rules for the country GBR.')).toBeVisible();
    expect(within(ship()).getByRole('textbox', { name: 'State / Province / Region' })).toBeVisible();
  });
});
