-- Every save of a CMS page keeps a revision (server/cms/page-store.ts): who saved what, when, and
-- whether it was published or saved as a draft. The pages row stays what visitors see (the last
-- published revision); pages.revision still counts every save, drafts too, so a save over someone
-- else's newer one is refused whatever either saved. A page's draft is its latest revision when
-- that one was not published.
create table page_revisions (
  page_id text not null references pages (id) on delete cascade,
  revision integer not null check (revision > 0),
  title text not null,
  slug text not null,
  content text not null,
  author_id text not null references users (id),
  saved_at timestamptz not null default now(),
  published boolean not null,
  primary key (page_id, revision)
);

-- Pages saved before revisions were kept: their published version is their first revision.
insert into page_revisions (page_id, revision, title, slug, content, author_id, saved_at, published)
  select id, revision, title, slug, content, author_id, updated_at, true from pages;
