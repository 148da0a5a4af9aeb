-- Owners' inline edits keep a short history per home-page section (issue 39, item 7): each save
-- keeps the value it replaced, so "Undo last change" can put it back (server/site/section-history-store.ts).
-- At most 10 per section are kept; older ones are dropped as new ones come.
create table home_section_history (
  id bigint generated always as identity primary key,
  site_id text not null references sites (id) on delete cascade,
  section text not null check (section in ('homePagePopups', 'homePageProducts', 'homePageVideo')),
  -- The section's value before the change, as its save takes it (src/contracts/section-history.ts).
  value jsonb not null,
  -- When that value was made (the change before this one); null when it predates the history.
  value_since timestamptz,
  -- The change that replaced it: who made it (null once their account is gone) and when.
  changed_by_user_id text references users (id) on delete set null,
  changed_at timestamptz not null default now()
);

create index home_section_history_latest_idx on home_section_history (site_id, section, id desc);

-- A site may go back to "no video" (the state before its first choice) by undoing that choice.
alter table site_home_videos alter column video_id drop not null;
-- Deleting the video a site shows leaves the site with no video, keeping its row and revision (a
-- cascade dropped them, so the next save, naming the revision held, was refused).
alter table site_home_videos
  drop constraint site_home_videos_video_id_fkey,
  add constraint site_home_videos_video_id_fkey foreign key (video_id) references home_videos (id) on delete set null;
