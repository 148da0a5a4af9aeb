-- Failed logins, counted per account and per client address (server/auth/login-throttle.ts).
-- In the database, not in memory, so every server process sharing it sees the same counts.
create table login_failures (
  id bigint generated always as identity primary key,
  -- SHA-256 (hex) of 'account:' + the lower-cased username or 'address:' + the client address:
  -- a fixed length whatever was typed, and no typed text (often a password in the wrong field) is kept.
  key text not null,
  -- From the server's clock, not the database's, so tests can move time on.
  failed_at timestamptz not null
);
create index login_failures_key_idx on login_failures (key, failed_at);
-- For pruning failures that have left the window.
create index login_failures_failed_at_idx on login_failures (failed_at);
