import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FacebookPixelSettings } from '../../../../blocks/owner/facebook-pixel-settings/facebook-pixel-settings.tsx';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const LOAD = 'GET /api/resource/facebook-analytics-site/demo';
const SAVE = 'PUT /api/resource/facebook-analytics-site';
const owner = { id: '1002', username: 'distributor', status: 'D' };
const ERROR = 'An error occurred. Please check your internet connection and try again.';

function renderBlock(save: FakeHandler, user: typeof owner | null = owner) {
  const leave = vi.fn<(path: string) => void>();
  const routes = { [LOAD]: () => ({ data: { siteId: 'demo', accountId: '111' } }), [SAVE]: save };
  const view = renderIslands(<FacebookPixelSettings leave={leave} />, routes, { siteId: 'demo', user });
  return { ...view, leave };
}

async function saveAs(value: string) {
  const user = userEvent.setup();
  const input = await screen.findByRole('textbox', { name: /Pixel account id/ });
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return input;
}

describe('facebook-pixel-settings block', () => {
  it('saves the account id with PUT {siteId, accountId} and says so', async () => {
    const { calls } = renderBlock((request) => ({ data: request.body }));
    expect(await screen.findByRole('textbox', { name: /Pixel account id/ })).toHaveValue('111');
    await saveAs('123456789012345');
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(calls('PUT', '/api/resource/facebook-analytics-site').map((r) => r.body)).toEqual([
      { siteId: 'demo', accountId: '123456789012345' },
    ]);
  });

  it("says saving, then saved, in the owners' save status, as every owner setting does", async () => {
    let answer: (() => void) | undefined;
    const { container } = renderBlock((request) => new Promise((resolve) => (answer = () => resolve({ data: request.body }))));
    await saveAs('123456789012345');
    const status = () => container.querySelector('.cmsb-save-status');
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saving'));
    expect(status()).toHaveTextContent('Saving…');
    expect(container.querySelector('.cmsb-setting-form')).toHaveAttribute('data-state', 'saving');
    answer?.();
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saved'));
    expect(screen.getByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect(container.querySelector('.cmsb-setting-form')).toHaveAttribute('data-state', 'saved');
  });

  it('says the id is digits only, and refuses anything else before sending', async () => {
    const { calls } = renderBlock(() => ({ data: {} }));
    const input = await saveAs('12ab');
    expect(input).toHaveAccessibleDescription(/Use digits only\./);
    expect(input).toHaveAccessibleDescription(/Digits only/);
    expect(input).toHaveFocus();
    expect(calls('PUT', '/api/resource/facebook-analytics-site')).toEqual([]);
  });

  it.each([
    ['a non-200 answer', () => ({ status: 500 })],
    ['a 403', () => ({ status: 403 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] satisfies [string, FakeHandler][])("gives the spec's error on %s and keeps what was typed", async (_name, save) => {
    const { leave } = renderBlock(save);
    const input = await saveAs('999');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    expect(input).toHaveValue('999');
    expect(leave).not.toHaveBeenCalled();
  });

  it('sends the user to log in on a 401', async () => {
    const { leave } = renderBlock(() => ({ status: 401 }));
    await saveAs('999');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?redirect=/'));
  });

  it('marks the Save button busy while saving', async () => {
    renderBlock(never);
    await saveAs('999');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('asks a signed-out visitor to log in, without a call', () => {
    const { requests } = renderBlock(never, null);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/');
    expect(requests).toEqual([]);
  });
});
