-- Each inline-edited home-page section carries a revision: 0 before its first save, raised by
-- every save. A save names the revision it edited and changes nothing when the section has been
-- saved since (src/contracts/revisions.ts), so two people editing one section never overwrite
-- each other silently.
alter table home_page_settings
  add column popups_revision integer not null default 0 check (popups_revision >= 0),
  add column products_revision integer not null default 0 check (products_revision >= 0);

alter table site_home_videos
  add column revision integer not null default 0 check (revision >= 0);
