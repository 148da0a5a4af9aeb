-- Password-reset links (server/auth/password-reset.ts). Only the SHA-256 of a link's token is
-- stored, so a leaked table cannot reset anyone's password.
create table password_reset_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set when the link sets a password: a link works once.
  used_at timestamptz
);
create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id, created_at);

-- The development mail outbox (server/mail/outbox.ts): mail the reference server would send is
-- kept here and shown on /dev/outbox; nothing leaves the machine.
create table mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_at_idx on mail_outbox (created_at);
