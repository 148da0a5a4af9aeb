-- Messages visitors send a personal site's owner through the contact form, newest read first.
create table contact_messages (
  id bigint generated always as identity primary key,
  site_id text not null references sites (id) on delete cascade,
  name text not null,
  comment text not null,
  email text not null,
  -- Optional on the form: null when not given.
  phone text,
  created_at timestamptz not null default now()
);
create index contact_messages_site_created_idx on contact_messages (site_id, created_at desc, id desc);
