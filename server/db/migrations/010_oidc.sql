-- The OpenID Connect provider (server/oidc). Its keys and client registrations live here, never in
-- the repository: the server makes them on first use.

-- The provider's secrets by name: 'jwks' (the private signing keys as a JWK set) and 'cookie-keys'
-- (the keys that sign its cookies). Inserted once; every server process sharing the database reads the same.
create table oidc_keys (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- Registered clients: their metadata as oidc-provider takes it. Redirect URIs may be paths,
-- resolved against the issuer's origin (first-party clients on this site).
create table oidc_clients (
  client_id text primary key,
  metadata jsonb not null,
  -- First-party clients are granted the scopes they ask for without a consent screen.
  first_party boolean not null default false,
  created_at timestamptz not null default now()
);

-- The provider's models (sessions, interactions, codes, tokens, grants...), one row each.
create table oidc_models (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_models_grant_id_idx on oidc_models (grant_id) where grant_id is not null;
create index oidc_models_uid_idx on oidc_models (model, uid) where uid is not null;
create index oidc_models_user_code_idx on oidc_models (model, user_code) where user_code is not null;
create index oidc_models_expires_at_idx on oidc_models (expires_at);

-- The demo relying party (/demo/oidc-client): one row per sign-in it starts. Only the SHA-256 of
-- the browser's cookie token is kept; the result is shown once by its own random id.
create table oidc_demo_logins (
  token_hash text primary key,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  result_id_hash text unique,
  result jsonb,
  created_at timestamptz not null default now()
);
