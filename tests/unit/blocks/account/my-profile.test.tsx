import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyProfile } from '../../../../blocks/account/my-profile/my-profile.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';
import { demoProfile, invalidAnswer, PROFILE_PATH, profileRoutes } from './profile-fixtures.ts';

const riley = { user: { id: '1007', username: 'riley', status: 'D' } };

describe('MyProfile', () => {
  it('asks a visitor who is not logged in to log in, and calls nothing', () => {
    const { requests } = renderIslands(<MyProfile />, profileRoutes());
    expect(screen.getByText('You must be logged in before you can use this page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/');
    expect(requests).toHaveLength(0);
  });

  it('shows the PGPV table to status D only, and the sections with their hints', async () => {
    renderIslands(<MyProfile />, profileRoutes(), riley);
    const table = await screen.findByRole('table', { name: 'PGPV' });
    expect(table).toHaveTextContent('Current month145.75');
    expect(table).toHaveTextContent('Accumulated lifetime9,876.50');
    for (const legend of ['Personal Profile', 'Shipping Address', 'Mailing Address']) {
      expect(screen.getByRole('group', { name: legend })).toBeVisible();
    }
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Letters and numbers only.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Letters and numbers only.');
    const mailing = screen.getByRole('group', { name: 'Mailing Address' });
    expect(mailing.querySelector('select[id$="billAddress-country"]')).toBeDisabled();
  });

  it('hides the PGPV table from other statuses', async () => {
    renderIslands(<MyProfile />, profileRoutes(demoProfile({ status: 'R' })), riley);
    await screen.findByRole('group', { name: 'Personal Profile' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('blocks the update while the passwords differ and moves to the verify field', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    await user.type(await screen.findByLabelText(/^Password/), 'new_pass1');
    await user.type(screen.getByLabelText('Verify Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Verify Password')).toHaveFocus());
    expect(calls('PUT', PROFILE_PATH)).toHaveLength(0);
  });

  it('shows the warning and the missing fields without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    await user.clear(await screen.findByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Some information was missing or invalid on the form. Please check the form and try again.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Required');
    expect(calls('PUT', PROFILE_PATH)).toHaveLength(0);
  });

  it('saves the whole profile, with the success message', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    const phone = await screen.findByLabelText(/^Mobile Phone/);
    await user.type(phone, '512-555-0199');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your information was updated successfully!')).toBeVisible();
    const [put] = calls('PUT', PROFILE_PATH);
    expect(put?.body).toMatchObject({
      cellPhone: '512-555-0199',
      username: 'riley',
      billAddress: { addressLine1: 'PO Box 1007' },
    });
  });

  it("shows the server's field messages with the warning", async () => {
    const user = userEvent.setup();
    renderIslands(<MyProfile />, profileRoutes(undefined, invalidAnswer({ username: 'This username is already taken.' })), riley);
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Some information was missing or invalid on the form. Please check the form and try again.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(/This username is already taken\./);
  });
});
