-- Users of every role, the personal sites they own and their login sessions.
create table users (
  id text primary key,
  rcn text not null unique,
  username text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  -- Profile status: D distributor, E employee, R retail customer.
  status text not null,
  is_su boolean not null default false,
  disabled boolean not null default false,
  conference_staff boolean not null default false,
  conference_lookup boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index users_username_key on users (lower(username));

create table sites (
  id text primary key,
  owner_user_id text not null references users (id),
  name text not null
);

-- Only the SHA-256 of a session token is stored, so a leaked table grants no logins.
create table sessions (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_id_idx on sessions (user_id);
