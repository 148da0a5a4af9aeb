import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsSettings } from '../../../../blocks/owner/analytics-settings/analytics-settings.tsx';
import analyticsSettings from '../../../../blocks/owner/analytics-settings/index.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const PATH = '/api/v2/rcm-ga/demo';
const owner = { id: '1002', username: 'distributor', status: 'D' };
const saved = (trackingId: string) => ({ trackingId, userId: '1002', isEmployee: false, siteId: 'demo' });
/** How the reference server refuses a site that is unknown or not the user's: one 404 for both. */
const siteRefusal = { type: 'error', source: 'site', code: 'notFound', value: 'There is no such site.' };

/** A fake server holding at most one setting, as the reference server does. */
function settingsServer(initial: string | null) {
  let current = initial;
  const routes: Record<string, FakeHandler> = {
    [`GET ${PATH}`]: () => ({ data: current === null ? [] : [saved(current)] }),
    [`POST ${PATH}`]: (request) => {
      current = (request.body as { trackingId: string }).trackingId;
      return { data: saved(current) };
    },
    [`PATCH ${PATH}`]: (request) => {
      current = (request.body as { trackingId: string }).trackingId;
      return { data: saved(current) };
    },
  };
  return routes;
}

function renderBlock(routes: Record<string, FakeHandler>, user: typeof owner | null = owner) {
  const leave = vi.fn<(path: string) => void>();
  const view = renderIslands(<AnalyticsSettings leave={leave} />, routes, { siteId: 'demo', user });
  return { ...view, leave };
}

const field = () => screen.findByRole('textbox', { name: /Tracking ID/ });

async function saveAs(value: string) {
  const user = userEvent.setup();
  await user.clear(await field());
  if (value) await user.type(await field(), value);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('analytics-settings block', () => {
  it('is registered as analytics-settings', () => {
    expect(analyticsSettings.name).toBe('analytics-settings');
  });

  it('creates the first setting with POST, reloads the form, then updates with PATCH', async () => {
    const { calls } = renderBlock(settingsServer(null));
    await saveAs('G-FIRST1');
    // Said as every owner setting says it: the owners' save status.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your changes have been saved.'));
    expect(screen.getByRole('status').closest('.cmsb-save-status')).toHaveAttribute('data-state', 'saved');
    expect(calls('POST', PATH).map((r) => r.body)).toEqual([{ trackingId: 'G-FIRST1', userId: '1002', isEmployee: false }]);
    // The reload after the create: a second GET.
    await waitFor(() => expect(calls('GET', PATH)).toHaveLength(2));

    await saveAs('G-SECOND2');
    await waitFor(() =>
      expect(calls('PATCH', PATH).map((r) => r.body)).toEqual([{ trackingId: 'G-SECOND2', userId: '1002', isEmployee: false }]),
    );
    expect(calls('POST', PATH)).toHaveLength(1);
  });

  it('goes to create mode when the load answers 404', async () => {
    const routes = settingsServer(null);
    routes[`GET ${PATH}`] = () => ({ status: 404 });
    const { calls } = renderBlock(routes);
    await saveAs('G-NEW');
    await waitFor(() => expect(calls('POST', PATH)).toHaveLength(1));
  });

  it('shows the saved ID and updates it with PATCH', async () => {
    const { calls } = renderBlock(settingsServer('G-OLD'));
    expect(await field()).toHaveValue('G-OLD');
    await saveAs('G-NEWER');
    await waitFor(() => expect(calls('PATCH', PATH)).toHaveLength(1));
    expect(calls('POST', PATH)).toHaveLength(0);
  });

  it("refuses a blank ID with the spec's text, focuses the field and sends nothing", async () => {
    const { requests } = renderBlock(settingsServer('G-OLD'));
    await saveAs('   ');
    const input = await field();
    expect(input).toHaveAccessibleDescription(/Tracking ID field cannot be empty\./);
    expect(input).toHaveFocus();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("keeps what was typed when a save fails and shows the server's message in a banner that takes the focus", async () => {
    const routes = settingsServer('G-OLD');
    routes[`PATCH ${PATH}`] = () => ({
      status: 500,
      messages: [{ type: 'error', source: 'server', code: 'x', value: 'The store is down.' }],
    });
    renderBlock(routes);
    await saveAs('G-TYPED');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The store is down.');
    await waitFor(() => expect(banner).toHaveFocus());
    expect(await field()).toHaveValue('G-TYPED');
  });

  it("shows the server's refusal of a create because a setting was made meanwhile (409)", async () => {
    const routes = settingsServer(null);
    routes[`POST ${PATH}`] = () => ({
      status: 409,
      messages: [{ type: 'error', source: 'analytics', code: 'exists', value: 'This site already has an analytics setting.' }],
    });
    renderBlock(routes);
    await saveAs('G-LATE');
    expect(await screen.findByRole('alert')).toHaveTextContent('This site already has an analytics setting.');
    expect(await field()).toHaveValue('G-LATE');
  });

  it('after that 409, reloads the setting made meanwhile, keeps what was typed, and the next Save updates it', async () => {
    const routes = settingsServer(null);
    routes[`POST ${PATH}`] = () => {
      routes[`GET ${PATH}`] = () => ({ data: [saved('G-OTHER')] });
      return { status: 409, messages: [{ type: 'error', source: 'analytics', code: 'exists', value: 'Made meanwhile.' }] };
    };
    const patched: string[] = [];
    routes[`PATCH ${PATH}`] = (request) => {
      patched.push((request.body as { trackingId: string }).trackingId);
      return { data: saved('G-LATE') };
    };
    const { calls } = renderBlock(routes);
    await saveAs('G-LATE');
    await screen.findByRole('alert');
    await waitFor(() => expect(calls('GET', PATH)).toHaveLength(2));
    expect(await field()).toHaveValue('G-LATE');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patched).toEqual(['G-LATE']));
    expect(calls('POST', PATH)).toHaveLength(1);
  });

  it('marks the Save button busy while saving', async () => {
    const routes = settingsServer('G-OLD');
    routes[`PATCH ${PATH}`] = never;
    renderBlock(routes);
    await saveAs('G-SLOW');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('sends a signed-out visitor to log in with the unauthorized error, without a call', () => {
    const { leave, requests } = renderBlock(settingsServer(null), null);
    expect(leave).toHaveBeenCalledWith('/login?errorCode=unauthorized&redirect=/');
    expect(requests).toEqual([]);
  });

  it('sends a user the server refuses (403) to log in with the unauthorized error', async () => {
    const { leave } = renderBlock(
      { [`GET ${PATH}`]: () => ({ status: 403 }) },
      { id: '1003', username: 'customer', status: 'R' },
    );
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?errorCode=unauthorized&redirect=/'));
  });

  it('sends a user to log in when the server answers the site as unknown (404 from the site: not theirs, or no such site)', async () => {
    const { leave } = renderBlock(
      { [`GET ${PATH}`]: () => ({ status: 404, messages: [siteRefusal] }) },
      { id: '1003', username: 'customer', status: 'R' },
    );
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?errorCode=unauthorized&redirect=/'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends a user to log in when a save is answered with the site refused', async () => {
    const routes = settingsServer(null);
    routes[`POST ${PATH}`] = () => ({ status: 404, messages: [siteRefusal] });
    const { leave } = renderBlock(routes);
    await saveAs('G-LOST');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?errorCode=unauthorized&redirect=/'));
  });

  it('shows the refused a message and a login link instead, when told not to leave', () => {
    const leave = vi.fn<(path: string) => void>();
    renderIslands(<AnalyticsSettings leaveWhenRefused={false} leave={leave} />, {}, { siteId: 'demo', user: null });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?errorCode=unauthorized&redirect=/');
    expect(leave).not.toHaveBeenCalled();
  });
});
