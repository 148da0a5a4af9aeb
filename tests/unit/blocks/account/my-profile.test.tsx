import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyProfile } from '../../../../blocks/account/my-profile/my-profile.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';
import { demoProfile, invalidAnswer, PROFILE_PATH, profileRoutes } from '../../../fixtures/account/profile.ts';

const riley = { user: { id: '1007', username: 'riley', status: 'D' } };

type User = ReturnType<typeof userEvent.setup>;
type Calls = ReturnType<typeof renderIslands>['calls'];

/** Update without the current password: the form asks for it in place and sends nothing. */
async function expectCurrentPasswordAsked(user: User, current: HTMLElement, calls: Calls) {
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(current).toHaveFocus());
  expect(current).toHaveAccessibleDescription(/Enter your current password to change your username, email address or password\./);
  expect(calls('PUT', PROFILE_PATH)).toHaveLength(0);
}

/** Types the current password and updates: the save succeeds. */
async function updateWithCurrentPassword(user: User, current: HTMLElement) {
  await user.type(current, 'riley_123');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Your information was updated successfully!')).toBeVisible();
}

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
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Letters, numbers and underscores only.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Letters, numbers and underscores only.');
    const mailing = screen.getByRole('group', { name: 'Mailing Address' });
    expect(mailing.querySelector('select[id$="billAddress-country"]')).toBeDisabled();
  });

  it('hides the PGPV table from other statuses', async () => {
    renderIslands(<MyProfile />, profileRoutes(demoProfile({ status: 'R' })), riley);
    await screen.findByRole('group', { name: 'Personal Profile' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('blocks the update while the passwords differ, moves to the verify field and says why there', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    await user.type(await screen.findByLabelText(/^Password/), 'new_pass1');
    await user.type(screen.getByLabelText('Verify Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const verify = screen.getByLabelText('Verify Password');
    await waitFor(() => expect(verify).toHaveFocus());
    expect(verify).toHaveAccessibleDescription(/The passwords do not match\.$/);
    expect(verify).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', PROFILE_PATH)).toHaveLength(0);
    // Matching again, the message goes.
    await user.clear(verify);
    await user.type(verify, 'new_pass1');
    await user.tab();
    expect(verify).not.toHaveAccessibleDescription(/do not match/);
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

  it('asks for the current password with a new one, then sends it', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    const current = await screen.findByLabelText(/^Current Password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).not.toBeRequired();
    await user.type(screen.getByLabelText(/^Password/), 'new_pass1');
    await user.type(screen.getByLabelText('Verify Password'), 'new_pass1');
    expect(current).toBeRequired();
    await expectCurrentPasswordAsked(user, current, calls);

    await updateWithCurrentPassword(user, current);
    expect(calls('PUT', PROFILE_PATH)[0]?.body).toMatchObject({ password: 'new_pass1', currentPassword: 'riley_123' });
  });

  it('asks for the current password with another email address before sending; the saved address then needs none', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    const current = await screen.findByLabelText(/^Current Password/);
    expect(current).toHaveAccessibleDescription('Needed to change your username, email address or password.');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'riley.quinn@example.net');
    expect(current).toBeRequired();
    await expectCurrentPasswordAsked(user, current, calls);

    await updateWithCurrentPassword(user, current);
    expect(calls('PUT', PROFILE_PATH)[0]?.body).toMatchObject({ email: 'riley.quinn@example.net', currentPassword: 'riley_123' });
    // The form compares with the address it saved, not the one it loaded.
    expect(current).not.toBeRequired();
    await user.type(screen.getByLabelText(/^Mobile Phone/), '512-555-0199');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls('PUT', PROFILE_PATH)).toHaveLength(2));
    expect(calls('PUT', PROFILE_PATH)[1]?.body).toMatchObject({ email: 'riley.quinn@example.net', currentPassword: '' });
  });

  it('asks for the current password with another username before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderIslands(<MyProfile />, profileRoutes(), riley);
    const current = await screen.findByLabelText(/^Current Password/);
    const username = screen.getByLabelText(/^Username/);
    await user.type(username, '_q');
    expect(current).toBeRequired();
    await expectCurrentPasswordAsked(user, current, calls);

    await updateWithCurrentPassword(user, current);
    expect(calls('PUT', PROFILE_PATH)[0]?.body).toMatchObject({ username: 'riley_q', currentPassword: 'riley_123' });
  });

  it('keeps what was typed and moves to the current password the server refused', async () => {
    const user = userEvent.setup();
    const refused = invalidAnswer({ currentPassword: 'The current password is not correct.' });
    renderIslands(<MyProfile />, profileRoutes(undefined, refused), riley);
    await user.type(await screen.findByLabelText(/^Password/), 'new_pass1');
    await user.type(screen.getByLabelText('Verify Password'), 'new_pass1');
    await user.type(screen.getByLabelText(/^Current Password/), 'a_guess');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const current = screen.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(/The current password is not correct\./);
    expect(current).toHaveValue('a_guess');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('new_pass1');
    expect(screen.getByLabelText('Verify Password')).toHaveValue('new_pass1');
  });

  it("shows the server's own text when it refuses a save for too many wrong passwords", async () => {
    const user = userEvent.setup();
    const text = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    const tooMany = () => ({
      status: 429,
      messages: [{ type: 'error', source: 'session', code: 'tooManyAttempts', value: text, primary: true, level: 'error' }],
    });
    renderIslands(<MyProfile />, profileRoutes(undefined, tooMany), riley);
    await user.type(await screen.findByLabelText(/^Password/), 'new_pass1');
    await user.type(screen.getByLabelText('Verify Password'), 'new_pass1');
    await user.type(screen.getByLabelText(/^Current Password/), 'a_guess');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(
      screen.queryByText('Some information was missing or invalid on the form. Please check the form and try again.'),
    ).toBeNull();
  });
});
