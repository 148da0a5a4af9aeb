import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/site/free-simple-event-registration/index.ts';
import { captchaOn, fakeCaptchaState as captchaState } from '../../../support/fake-captcha.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';

const EventRegistration = block.component;
const event = {
  id: 'essential-oils-101',
  name: 'Essential Oils 101',
  startsAt: '2026-05-03T01:00:00.000Z',
  timeZone: 'America/Denver',
  location: 'Denver',
  description: '',
};

beforeEach(() => {
  Object.assign(captchaState, { starts: 0, lastError: null });
});

it('sends the solved captcha with the registration and starts it over when the server refuses it', async () => {
  const view = renderIslands(
    <EventRegistration eventId={event.id} />,
    {
      [`GET /api/v2/free-simple-event-registration/public/events/${event.id}`]: () => ({ data: event }),
      'POST /api/v2/free-simple-event-registration/public/tickets': () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'captcha', code: 'captcha', value: 'CAPTCHA validation failed.' }],
      }),
    },
    { user: { id: '1003', username: 'customer' }, ...captchaOn },
  );
  await userEvent.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(captchaState.lastError).toBe('Required'));
  expect(view.requests.filter((r) => r.method === 'POST')).toEqual([]);

  await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(captchaState.lastError).toBe('CAPTCHA validation failed.'));
  expect(view.calls('POST', '/api/v2/free-simple-event-registration/public/tickets').map((r) => r.body)).toEqual([
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      countryIso3: 'USA',
      eventId: event.id,
      captcha: 'solved-payload',
    },
  ]);
  // Started, then started over once.
  expect(captchaState.starts).toBe(2);
  expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveFocus();
});
