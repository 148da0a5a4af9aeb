import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/site/free-simple-event-registration/index.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { submitTwice } from '../../../support/submit-twice.ts';

const EventRegistration = block.component;
const EVENT_PATH = '/api/v2/free-simple-event-registration/public/events/essential-oils-101';
const GET_EVENT = `GET ${EVENT_PATH}`;
const TICKETS = 'POST /api/v2/free-simple-event-registration/public/tickets';
const casey = { user: { id: '1003', username: 'customer' } };

const event = {
  id: 'essential-oils-101',
  name: 'Essential Oils 101',
  startsAt: '2026-05-03T01:00:00.000Z',
  timeZone: 'America/Denver',
  location: 'Wash Park Community Room, Denver, CO',
  description: 'An evening introduction.',
};

/** The ticket the fake server issues, with what was sent. */
const issue: FakeHandler = (request) => {
  const body = request.body as Record<string, string>;
  return {
    data: {
      ticketNumber: 'TICKET2345',
      eventId: body.eventId,
      eventName: event.name,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      countryIso3: body.countryIso3,
    },
  };
};

function renderBlock(
  routes: Record<string, FakeHandler>,
  config: object = casey,
  props: { eventId?: string } = { eventId: event.id },
) {
  const view = renderIslands(<EventRegistration {...props} />, { [GET_EVENT]: () => ({ data: event }), ...routes }, config);
  const state = () => view.container.querySelector('.cmsb-event')?.getAttribute('data-state');
  return { ...view, state };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn({ first = 'ada', last = 'lovelace', email = 'ada@example.com', country = 'United Kingdom' } = {}) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^First name/ }), first);
  await userEvent.type(textbox(/^Last name/), last);
  await userEvent.type(textbox(/^Email/), email);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), country);
}

const register = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('free-simple-event-registration: before the form', () => {
  it('is loading while the event loads', () => {
    const { state } = renderBlock({ [GET_EVENT]: never });
    expect(state()).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows visitors nothing without an event id, and asks nothing of the server', () => {
    const { container, requests } = renderBlock({}, casey, {});
    expect(container.querySelector('.cmsb-event')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('tells content administrators in edit mode that the event id is missing', () => {
    const { state } = renderBlock({}, { ...casey, editMode: true }, {});
    expect(state()).toBe('missing-event-id');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This event registration block has no event. Set its eventId to the id of a free event.',
    );
  });

  it('treats an unknown event id as missing: nothing for visitors, the id named for editors', async () => {
    const unknown = { [`GET /api/v2/free-simple-event-registration/public/events/gone`]: () => ({ status: 404 }) };
    const visitor = renderBlock(unknown, casey, { eventId: 'gone' });
    await waitFor(() => expect(visitor.container.querySelector('.cmsb-event')).toBeNull());
    expect(visitor.calls('GET', '/api/v2/free-simple-event-registration/public/events/gone')).toHaveLength(1);
    visitor.unmount();
    const editor = renderBlock(unknown, { ...casey, editMode: true }, { eventId: 'gone' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No event has the id "gone".');
    expect(editor.state()).toBe('missing-event-id');
  });

  it('says so when the event cannot be loaded, with a way to try again', async () => {
    let answers = 0;
    const { state } = renderBlock({ [GET_EVENT]: () => (++answers === 1 ? { status: 503 } : { data: event }) });
    expect(await screen.findByText(/The event could not be loaded/)).toBeVisible();
    expect(state()).toBe('communication-error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toBeVisible();
  });

  it('asks a visitor who is not logged in to log in, showing the event, and offers no form', async () => {
    window.history.replaceState(null, '', '/events?from=home');
    const { state } = renderBlock({}, { user: null });
    expect(await screen.findByText('You must be logged in before you can register for events.')).toBeVisible();
    expect(screen.getByText('Essential Oils 101')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/events%3Ffrom%3Dhome');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(state()).toBe('not-logged-in');
    window.history.replaceState(null, '', '/');
  });
});

describe('free-simple-event-registration: the form', () => {
  it("shows the event and the spec's fields, the store's country chosen", async () => {
    const { state } = renderBlock({});
    expect(await screen.findByText('Essential Oils 101')).toBeVisible();
    expect(screen.getByText('Saturday, May 2, 2026 at 7:00 PM MDT')).toHaveAttribute('datetime', event.startsAt);
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('USA');
    expect(state()).toBe('ready');
  });

  it('capitalises names at the first letter as they are typed', async () => {
    renderBlock({});
    await userEvent.type(await screen.findByRole('textbox', { name: /^First name/ }), 'ada');
    await userEvent.type(textbox(/^Last name/), 'de morgan');
    expect(textbox(/^First name/)).toHaveValue('Ada');
    expect(textbox(/^Last name/)).toHaveValue('De morgan');
  });

  it('registers, shows the ticket in place of the form, and registers another on an empty form', async () => {
    const { calls, state } = renderBlock({ [TICKETS]: issue });
    await fillIn();
    await register();
    const done = await screen.findByText('Ada Lovelace is registered for Essential Oils 101.');
    expect(screen.getByText('Ticket number: TICKET2345')).toBeVisible();
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(state()).toBe('registered');
    expect(calls('POST', '/api/v2/free-simple-event-registration/public/tickets').map((r) => r.body)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', countryIso3: 'GBR', eventId: event.id },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Register another' }));
    expect(state()).toBe('ready');
    expect(textbox(/^First name/)).toHaveValue('');
    expect(textbox(/^Email/)).toHaveValue('');
    expect(textbox(/^First name/)).toHaveFocus();
    expect(textbox(/^First name/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows the invalid-data warning for empty names and email, focusing the first, and sends nothing', async () => {
    const { requests, state } = renderBlock({});
    await screen.findByRole('textbox', { name: /^First name/ });
    await register();
    expect(state()).toBe('invalid-data');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some information was missing or invalid. Please check the form and try again.',
    );
    expect(textbox(/^First name/)).toHaveFocus();
    expect(textbox(/^Last name/)).toHaveAccessibleDescription('Required');
    expect(textbox(/^Email/)).toHaveAccessibleDescription('Required');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("shows a 422 as invalid data, the server's text at its field, and keeps what was typed", async () => {
    const { state } = renderBlock({
      [TICKETS]: () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'email', code: 'invalid', value: 'That address cannot be reached.' }],
      }),
    });
    await fillIn();
    await register();
    await waitFor(() => expect(state()).toBe('invalid-data'));
    await waitFor(() => expect(textbox(/^Email/)).toHaveFocus());
    expect(textbox(/^Email/)).toHaveAccessibleDescription('That address cannot be reached.');
    expect(textbox(/^First name/)).toHaveValue('Ada');
  });

  it('shows a 422 naming no field of the form (the event) in the banner, marking no field', async () => {
    const { state, container } = renderBlock({
      [TICKETS]: () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'eventId', code: 'invalid', value: 'There is no such event.' }],
      }),
    });
    await fillIn();
    await register();
    await waitFor(() => expect(state()).toBe('invalid-data'));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Some information was missing or invalid. Please check the form and try again.');
    expect(banner).toHaveFocus();
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('shows any other failure with the same wording, and keeps what was typed', async () => {
    const { state } = renderBlock({ [TICKETS]: () => ({ status: 500 }) });
    await fillIn();
    await register();
    await waitFor(() => expect(state()).toBe('communication-error'));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Some information was missing or invalid. Please check the form and try again.');
    expect(banner).toHaveFocus();
    expect(textbox(/^Last name/)).toHaveValue('Lovelace');
  });

  it('asks to log in when the server answers 401 (the session ended)', async () => {
    const { state } = renderBlock({ [TICKETS]: () => ({ status: 401 }) });
    await fillIn();
    await register();
    expect(await screen.findByText('You must be logged in before you can register for events.')).toBeVisible();
    expect(state()).toBe('not-logged-in');
  });

  it('sends once, however often the button is pressed', async () => {
    const { calls, state } = renderBlock({ [TICKETS]: never });
    await fillIn();
    const button = screen.getByRole('button', { name: 'Register' });
    submitTwice(button);
    await waitFor(() => expect(calls('POST', '/api/v2/free-simple-event-registration/public/tickets')).not.toHaveLength(0));
    expect(calls('POST', '/api/v2/free-simple-event-registration/public/tickets')).toHaveLength(1);
    await waitFor(() => expect(button).toBeDisabled());
    expect(state()).toBe('submitting');
  });
});
