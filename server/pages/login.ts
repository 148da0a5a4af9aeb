import { findDemoSignIn, type DemoSignIn } from '../oidc/demo-login-store.ts';
import { DEMO_RP_PAGE, DEMO_RP_START } from '../oidc/demo-relying-party.ts';
import type { DemoPage } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';

/** `/login`: the login block, and below it the prompt for visitors without an account. */
export const loginPage: DemoPage = {
  path: '/login',
  guard: 'public',
  title: 'Log in',
  body: () => `${slot('login')}\n${slot('dont-have-account')}`,
};

const startLink = (text: string) => `<p><a class="demo-cta" href="${DEMO_RP_START}">${escapeHtml(text)}</a></p>`;

function signedInView(signIn: DemoSignIn): string {
  const row = (label: string, value: string | null) =>
    `<div><dt>${escapeHtml(label)}</dt><dd data-claim="${escapeHtml(label)}">${escapeHtml(value ?? '—')}</dd></div>`;
  return `<section class="demo-section" aria-labelledby="oidc-result-heading">
<h2 id="oidc-result-heading">Signed in through OpenID Connect</h2>
<p>The demo client exchanged the authorization code and read these from the ID token and userinfo:</p>
<dl class="demo-claims">
${row('Subject (sub)', signIn.sub)}
${row('Username', signIn.username)}
${row('Name', signIn.name)}
${row('Issuer', signIn.issuer)}
</dl>
${startLink('Sign in again')}
</section>`;
}

/**
 * `/demo/oidc-client`: a relying party of this site's OpenID Connect provider. Its button starts an
 * authorization-code flow with PKCE; the provider sends the browser to the login block, and back
 * here (`?result=`) the page shows who signed in.
 */
export const oidcClientPage: DemoPage = {
  path: DEMO_RP_PAGE,
  guard: 'public',
  samplePath: DEMO_RP_PAGE,
  title: 'OpenID Connect demo client',
  async load({ db, url }) {
    const resultId = url.searchParams.get('result');
    const signIn = resultId ? await findDemoSignIn(db, resultId) : null;
    const intro = `<p>This page stands for another application that signs its users in with this
site's OpenID Connect provider (an authorization-code flow with PKCE). The provider sends you to
the login page; once you log in there you come back here.</p>`;
    const expired = resultId && !signIn ? '<p role="status">That sign-in has expired. Please sign in again.</p>' : '';
    return {
      title: 'OpenID Connect demo client',
      body: `${intro}\n${expired}\n${signIn ? signedInView(signIn) : startLink('Sign in with cms-blocks')}`,
    };
  },
  notFound: { title: 'Not found', body: '<p>Nothing lives at this address.</p>' },
};

export const loginPages: DemoPage[] = [loginPage, oidcClientPage];
