/** Where the OpenID Connect provider is mounted; the issuer is the server's origin followed by it. */
export const OIDC_BASE_PATH = '/oidc';

/** The interaction page of the provider: it sends the browser on to the login block. */
export const OIDC_INTERACTION_PREFIX = `${OIDC_BASE_PATH}/oidc-interaction`;

/** Where the login block sends a browser whose OpenID Connect flow failed. */
export const OIDC_FAILURE_PAGE = '/login?errorCode=systemFailure';
