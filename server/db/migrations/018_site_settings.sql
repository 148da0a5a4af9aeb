-- The popups a site owner chooses from for the home page (content is stored sanitised).
create table popups (
  id text primary key,
  name text not null,
  background_image text not null,
  content text not null,
  link_text text not null,
  link_url text not null,
  sort_order integer not null default 0
);

-- A personal site's home-page popup and products sections; a site without a row has the defaults.
create table home_page_settings (
  site_id text primary key references sites (id) on delete cascade,
  -- Null: no popup. A popup that is removed stops showing.
  current_popup_id text references popups (id) on delete set null,
  product_count integer not null default 3 check (product_count in (3, 6)),
  -- In the owner's order; checked against the catalogue when saved, resolved when read.
  product_ids text[] not null default '{}',
  updated_at timestamptz not null default now()
);
