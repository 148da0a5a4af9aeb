-- The cookie notice's site-wide setting, one row (GET /api/cookie-notice-message): whether the
-- notice is shown, and the consent revision. Raising the revision asks every visitor again.
create table cookie_notice_settings (
  id boolean primary key default true check (id),
  enabled boolean not null,
  revision integer not null check (revision >= 1),
  updated_at timestamptz not null default now()
);
