-- A site's analytics tracking ID (one per site; /api/v2/rcm-ga), saved in the name of the owner or
-- employee who saved it last, and its Facebook pixel account id (/api/resource/facebook-analytics-site).
create table site_tracking_settings (
  site_id text primary key references sites (id) on delete cascade,
  tracking_id text not null check (tracking_id <> ''),
  user_id text not null references users (id),
  is_employee boolean not null,
  updated_at timestamptz not null default now()
);

create table site_facebook_pixels (
  site_id text primary key references sites (id) on delete cascade,
  -- Digits only; a site without a pixel has no row.
  account_id text not null check (account_id ~ '^[0-9]+$'),
  updated_at timestamptz not null default now()
);
