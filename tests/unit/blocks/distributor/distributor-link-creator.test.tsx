import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import block from '../../../../blocks/distributor/distributor-link-creator/index.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const LinkCreator = block.component;
const CONTEXT = 'GET /api/distributor-tools/context';
const dana = { user: { id: '1002', username: 'distributor', status: 'D' } };
const context = {
  userId: '1002',
  username: 'distributor',
  status: 'D',
  siteHostname: 'staging.cms-blocks.example',
  companyHosts: ['cms-blocks.example', 'localhost'],
};
const routes = { [CONTEXT]: () => ({ data: context }) };
const state = (container: HTMLElement) => container.querySelector('.cmsb-link-creator')?.getAttribute('data-state');
const linkField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Your link' });

/** jsdom has no Clipboard API: each test that copies gives one. */
function useClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('distributor link creator', () => {
  it('refuses a customer (by the page config) without asking the server', () => {
    const view = renderIslands(<LinkCreator />, routes, { user: { id: '1003', username: 'customer', status: 'R' } });
    expect(screen.getByText('You must be logged in as a distributor to use this tool.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/');
    expect(state(view.container)).toBe('not-a-distributor');
    expect(view.requests).toEqual([]);
  });

  it('refuses when the server says 403', async () => {
    const view = renderIslands(
      <LinkCreator />,
      { [CONTEXT]: () => ({ status: 403, data: null }) },
      { user: { id: '9', username: 'x' } },
    );
    await screen.findByText('You must be logged in as a distributor to use this tool.');
    expect(state(view.container)).toBe('not-a-distributor');
  });

  it('builds a sponsored distributor signup with a level and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    useClipboard(writeText);
    const view = renderIslands(<LinkCreator />, routes, dana);
    await waitFor(() => expect(linkField().value).toBe('http://localhost:3000/sponsor-signup/1002/customer'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Signup type' }), 'distributor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Starting profit level/ }), '2 = 25%');
    expect(linkField().value).toBe('http://localhost:3000/sponsor-signup/1002/distributor?rank=2');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/sponsor-signup/1002/distributor?rank=2');
    expect(await screen.findByText('Link copied.')).toBeVisible();
    expect(state(view.container)).toBe('copied');
  });

  it('selects the link and says how to copy it by hand when the clipboard is refused', async () => {
    useClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const view = renderIslands(<LinkCreator />, routes, dana);
    await waitFor(() => expect(linkField().value).not.toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('press Ctrl+C');
    expect(linkField()).toHaveFocus();
    expect([linkField().selectionStart, linkField().selectionEnd]).toEqual([0, linkField().value.length]);
    expect(state(view.container)).toBe('copy-refused');
  });

  it('checks a custom link: off the allowed hosts it is marked and gives no link', async () => {
    renderIslands(<LinkCreator />, routes, dana);
    await waitFor(() => expect(linkField().value).not.toBe(''));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'The link opens' }), 'A page of your choice');
    const custom = screen.getByRole('textbox', { name: /Link to share/ });
    await userEvent.type(custom, 'https://evil.com/?x=cms-blocks.example');
    await userEvent.tab();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The link must be on the company site or a hosted personal site.')).toBeVisible();
    expect(linkField().value).toBe('');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await userEvent.clear(custom);
    await userEvent.type(custom, 'https://dana.cms-blocks.example/p/lavender');
    expect(custom).not.toHaveAttribute('aria-invalid');
    expect(linkField().value).toBe('https://dana.cms-blocks.example/p/lavender');
  });

  it('shows the QR code of the link with its name', async () => {
    renderIslands(<LinkCreator />, routes, dana);
    await waitFor(() => expect(linkField().value).not.toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for http://localhost:3000/sponsor-signup/1002/customer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is a region named by its page, with no heading of its own to repeat the page title', async () => {
    renderIslands(<LinkCreator />, routes, dana);
    await waitFor(() => expect(linkField().value).not.toBe(''));
    expect(screen.getByRole('region', { name: 'Share a link' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('takes the QR code and its button away while there is no link, and brings them back with one', async () => {
    renderIslands(<LinkCreator />, routes, dana);
    await waitFor(() => expect(linkField().value).not.toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    await screen.findByRole('img', { name: /^QR code for / });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'The link opens' }), 'A page of your choice');
    await userEvent.type(screen.getByRole('textbox', { name: /Link to share/ }), 'https://evil.com/');
    await userEvent.tab();
    expect(screen.queryByRole('img', { name: /^QR code for / })).toBeNull();
    expect(screen.queryByRole('button', { name: /QR code/ })).toBeNull();
    const custom = screen.getByRole('textbox', { name: /Link to share/ });
    await userEvent.clear(custom);
    await userEvent.type(custom, 'https://dana.cms-blocks.example/p/lavender');
    expect(
      await screen.findByRole('img', { name: 'QR code for https://dana.cms-blocks.example/p/lavender' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute('aria-expanded', 'true');
  });
});
