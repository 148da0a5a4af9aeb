-- Pages administrators write in the CMS editor (server/cms/page-store.ts), published at
-- /pages/{slug}. The content is HTML with slots, stored as the server sanitised it.
create table pages (
  id text primary key,
  title text not null,
  slug text not null unique,
  content text not null,
  updated_at timestamptz not null default now(),
  -- Whoever saved the page last.
  author_id text not null references users (id)
);
create index pages_updated_at_idx on pages (updated_at);
