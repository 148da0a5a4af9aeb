-- The media list (server/media/media-store.ts): images administrators upload for blocks to show,
-- and the demo's own drawn pictures, so the editor's image picker offers both.
create table media (
  id text primary key,
  -- The name the administrator's file had, for people to recognise it; never part of a path on disk.
  file_name text not null,
  -- Read from the bytes when uploaded (PNG, JPEG, WebP or GIF), never from the name or the browser.
  content_type text not null,
  byte_size integer not null check (byte_size >= 0),
  -- From the image's header; null where it does not say.
  width integer check (width > 0),
  height integer check (height > 0),
  -- Where the image is served, and what a block's prop stores: /media/{id}/{name} for an upload,
  -- the demo route it has always had for a drawn demo picture.
  url text not null unique,
  -- An upload's bytes; null for the demo's drawn pictures, which their own routes draw.
  bytes bytea,
  uploaded_by_user_id text references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index media_created_at_idx on media (created_at desc);
