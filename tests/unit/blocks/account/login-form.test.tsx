import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '../../../../blocks/account/login/login-form.tsx';
import login from '../../../../blocks/account/login/index.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { ERROR_EVENT, type ErrorEventDetail } from '#runtime/events.ts';
import type { Island } from '#runtime/island-store.ts';
import { IslandContext } from '#runtime/use-slot-failure.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { submitTwice } from '../../../support/submit-twice.ts';

const origin = 'http://localhost:3000';
const at = (search: string) => ({ origin, pathname: '/login', search });

const sessionOk: FakeHandler = () => ({ data: { success: true, oidcBaseUrl: '/oidc' } });
const refused =
  (status: number, data: unknown, value?: string): FakeHandler =>
  () => ({ status, data, messages: value ? [{ type: 'error', source: 'session', code: 'x', value }] : [] });

function renderLogin(search: string, routes: Record<string, FakeHandler>) {
  return renderIslands(<LoginForm location={at(search)} />, routes);
}

async function logIn(username = 'distributor', password = 'distributor_123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login block', () => {
  it('is registered as login and takes no props', () => {
    expect(login.name).toBe('login');
  });

  it('shows the fields, a link to /forgot-password and no message when not started', () => {
    renderLogin('', {});
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.cmsb-login')).toHaveAttribute('data-state', 'notStarted');
  });

  it('requires both fields, focusing the first empty one, and sends nothing', async () => {
    const { calls } = renderLogin('', { 'POST /api/session': sessionOk });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveFocus());
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(calls('POST', '/api/session')).toHaveLength(0);
  });

  it('is loading while the login is sent: the button is busy', async () => {
    renderLogin('', { 'POST /api/session': never });
    await logIn();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(document.querySelector('.cmsb-login')).toHaveAttribute('data-state', 'loading');
  });

  it('goes on to /login-home with the redirect on success', async () => {
    const { leaveTo, calls } = renderLogin('?redirect=%2Fcart%3Fx%3D1', { 'POST /api/session': sessionOk });
    await logIn();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login-home?redirect=%2Fcart%3Fx%3D1'));
    expect(calls('POST', '/api/session')[0]?.body).toEqual({ username: 'distributor', password: 'distributor_123' });
  });

  it.each(['https://evil.example/', '//evil.example', '/%2F%2Fevil.example', '/%09/evil.example', 'javascript:alert(1)'])(
    'sends a hostile redirect %j to the default page instead',
    async (redirect) => {
      const { leaveTo } = renderLogin(`?redirect=${encodeURIComponent(redirect)}`, { 'POST /api/session': sessionOk });
      await logIn();
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login-home?redirect=%2F'));
    },
  );

  it.each([
    ['disabled', 'Your account has been disabled. Please call the distributor services center for help with your account.'],
    ['incorrect', 'The username or password was incorrect.'],
    ['captcha', 'CAPTCHA validation failed.'],
    ['surprise', 'An error occurred. Please ensure you are connected to the internet and try again.'],
  ])('shows a 422 "%s" with its text, focused, keeping what was typed', async (error, text) => {
    const { leaveTo } = renderLogin('', { 'POST /api/session': refused(422, { success: false, oidcBaseUrl: null, error }) });
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/Username/)).toHaveValue('distributor');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("shows the throttle's own message for a 429", async () => {
    const text = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    renderLogin('', { 'POST /api/session': refused(429, null, text) });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(document.querySelector('.cmsb-login')).toHaveAttribute('data-state', 'tooManyAttempts');
  });

  it('sends once, however often the button is pressed', async () => {
    const { calls } = renderLogin('', { 'POST /api/session': never });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'distributor');
    await user.type(screen.getByLabelText(/Password/), 'distributor_123');
    submitTwice(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls('POST', '/api/session')).not.toHaveLength(0));
    expect(calls('POST', '/api/session')).toHaveLength(1);
  });

  it("shows the server's message for a field at that field, which takes the focus", async () => {
    renderLogin('', {
      'POST /api/session': () => ({
        status: 422,
        data: null,
        messages: [{ type: 'validatorMessage', source: 'username', code: 'invalid', value: 'Use at most 100 characters.' }],
      }),
    });
    await logIn();
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveFocus());
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('Use at most 100 characters.');
    expect(screen.getByLabelText(/Username/)).toHaveValue('distributor');
  });

  it('puts a failure away when its banner is closed, the opening message with it', async () => {
    renderLogin('?errorCode=unauthorized', { 'POST /api/session': refused(422, { success: false, error: 'incorrect' }) });
    await logIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The username or password was incorrect.'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.cmsb-login')).toHaveAttribute('data-state', 'notStarted');
  });

  it('shows a system failure for a server error', async () => {
    renderLogin('', { 'POST /api/session': refused(500, null, 'An unexpected error occurred on the server.') });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
  });

  it("shows visitors neutral words for a refusal of the page's setup, and tells the host the server's", async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    const heard: ErrorEventDetail[] = [];
    slot.addEventListener(ERROR_EVENT, (event) => {
      event.preventDefault();
      heard.push((event as CustomEvent<ErrorEventDetail>).detail);
    });
    const serverWords =
      'This server does not take POST requests from the origin "https://shop.example.com". If visitors reach the site there, list that origin in PUBLIC_ORIGIN.';
    const island: Island = {
      id: 1,
      block: 'login',
      slot,
      container: slot,
      component: () => null,
      props: {},
      serverHtml: null,
      onMounted: () => undefined,
      onCrash: () => undefined,
    };
    renderIslands(
      <IslandContext value={island}>
        <LoginForm location={at('')} />
      </IslandContext>,
      {
        'POST /api/session': () => ({
          status: 403,
          data: null,
          messages: [{ type: 'error', source: 'request', code: 'crossOrigin', value: serverWords, primary: true }],
        }),
      },
    );
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent("This page can't do that right now.");
    expect(screen.getByRole('alert')).not.toHaveTextContent(/internet|PUBLIC_ORIGIN/);
    expect(document.querySelector('.cmsb-login')).toHaveAttribute('data-state', 'unavailable');
    expect(heard).toEqual([
      expect.objectContaining({
        block: 'login',
        message: `Block "login": ${serverWords}`,
        status: 403,
        code: 'request.crossOrigin',
      }),
    ]);
    slot.remove();
  });

  it.each([
    ['?errorCode=unauthorized', 'You do not have permission to access that page. Please login and try again.'],
    ['?errorCode=missing', 'You do not have permission to access that page. Please login and try again.'],
    ['?errorCode=invalid', 'The username or password was incorrect.'],
    ['?errorCode=systemFailure', 'An error occurred. Please ensure you are connected to the internet and try again.'],
  ])('opens %s with its message, without taking focus', (search, text) => {
    renderLogin(search, {});
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it.each(['?errorCode=nonsense', '?error=access_denied'])(
    'opens %s (a code it does not know) with a calm "Please sign in.", not a failure',
    (search) => {
      renderLogin(search, {});
      expect(screen.getByRole('status')).toHaveTextContent(/^Please sign in\.$/);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it.each(['?logout=1', '?action=logout'])(
    'signs no one out for %s: a link from another site must not (only a POST does)',
    (search) => {
      const { leaveTo, requests } = renderLogin(search, { 'DELETE /api/session': () => ({ data: null }) });
      expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true');
      expect(requests).toHaveLength(0);
      expect(leaveTo).not.toHaveBeenCalled();
    },
  );

  describe('an OpenID Connect interaction', () => {
    const search = '?oidcInteractionId=uid-1';

    it('logs in, finishes the interaction at oidcBaseUrl and follows returnToUrl on this site', async () => {
      const { leaveTo, calls } = renderLogin(search, {
        'POST /api/session': sessionOk,
        'POST /oidc/oidc-interaction/uid-1/login': () => ({ data: { returnToUrl: `${origin}/oidc/auth/uid-1` } }),
      });
      await logIn();
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/oidc/auth/uid-1'));
      expect(calls('POST', '/oidc/oidc-interaction/uid-1/login')[0]?.body).toEqual({
        username: 'distributor',
        password: 'distributor_123',
      });
    });

    it.each<[string, Record<string, FakeHandler>]>([
      [
        'a returnToUrl off this site',
        {
          'POST /api/session': sessionOk,
          'POST /oidc/oidc-interaction/uid-1/login': () => ({ data: { returnToUrl: 'https://evil.example/oidc/auth/uid-1' } }),
        },
      ],
      [
        'a refused interaction',
        { 'POST /api/session': sessionOk, 'POST /oidc/oidc-interaction/uid-1/login': refused(404, null, 'gone') },
      ],
      ['no oidcBaseUrl', { 'POST /api/session': () => ({ data: { success: true, oidcBaseUrl: null } }) }],
      [
        'an oidcBaseUrl of another site',
        { 'POST /api/session': () => ({ data: { success: true, oidcBaseUrl: 'https://evil.example/oidc' } }) },
      ],
    ])('goes to /login?errorCode=systemFailure on %s', async (_case, routes) => {
      const { leaveTo } = renderLogin(search, routes);
      await logIn();
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login?errorCode=systemFailure'));
      expect(leaveTo).toHaveBeenCalledTimes(1);
    });
  });
});
