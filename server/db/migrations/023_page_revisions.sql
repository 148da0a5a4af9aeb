-- Each save of a CMS page raises its revision (server/cms/page-store.ts); an update names the
-- revision it edited, so a save over someone else's newer one is refused instead of overwriting it.
alter table pages add column revision integer not null default 1 check (revision > 0);
