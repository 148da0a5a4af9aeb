import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { findClient, registerFirstPartyClient } from './adapter-store.ts';

export const DEMO_CLIENT_ID = 'cms-blocks-demo';
/** The demo relying party's callback: a path, so it is a URL of whichever origin the server answers on. */
export const DEMO_CLIENT_CALLBACK = '/demo/oidc-client/callback';

export interface DemoClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * Registers the first-party demo client on first use, with a secret made then (never in the
 * repository), and returns its credentials. A confidential client: the relying party runs on the server.
 */
export async function demoClient(db: Db): Promise<DemoClientCredentials> {
  const metadata = {
    client_secret: randomBytes(32).toString('base64url'),
    client_name: 'cms-blocks demo relying party',
    redirect_uris: [DEMO_CLIENT_CALLBACK],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
  await registerFirstPartyClient(db, DEMO_CLIENT_ID, metadata);
  const row = await findClient(db, DEMO_CLIENT_ID);
  const secret = row?.metadata.client_secret;
  if (typeof secret !== 'string') throw new Error('The demo OIDC client has no secret');
  return { clientId: DEMO_CLIENT_ID, clientSecret: secret };
}
