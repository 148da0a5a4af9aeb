-- Free events people register for through the event registration block, and the tickets issued.
create table free_events (
  id text primary key,
  name text not null,
  starts_at timestamptz not null,
  -- IANA zone the event takes place in: its time is shown in it.
  time_zone text not null,
  location text not null,
  description text not null
);

-- A logged-in user may register themself and others ("Register another"): one row per ticket.
create table free_event_registrations (
  ticket_number text primary key,
  event_id text not null references free_events (id) on delete cascade,
  registered_by_user_id text not null references users (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  email text not null,
  country_iso3 text not null,
  created_at timestamptz not null default now()
);
create index free_event_registrations_event_idx on free_event_registrations (event_id);
create index free_event_registrations_user_idx on free_event_registrations (registered_by_user_id);
