-- Home-page videos (accounts spec 3, "Video option"): the files of each rendition, the videos site
-- owners choose from, and each site's choice.

-- One stored file per rendition id and width: the video route serves the one a width asks for.
create table home_video_files (
  file_id text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  -- A file name in server/site-videos/media/, never a path.
  file_name text not null check (file_name ~ '^[a-z0-9-]+\.webm$'),
  primary key (file_id, width)
);

-- A video option: its main rendition and the preview loops for wide (md and up) and narrow screens.
create table home_videos (
  id text primary key,
  title text not null,
  captions_language text not null,
  captions_file text not null check (captions_file ~ '^[a-z0-9-]+\.vtt$'),
  sort_order integer not null default 0,
  main_file_id text not null,
  main_width integer not null,
  preview_md_up_file_id text not null,
  preview_md_up_width integer not null,
  preview_xs_down_file_id text not null,
  preview_xs_down_width integer not null,
  foreign key (main_file_id, main_width) references home_video_files (file_id, width),
  foreign key (preview_md_up_file_id, preview_md_up_width) references home_video_files (file_id, width),
  foreign key (preview_xs_down_file_id, preview_xs_down_width) references home_video_files (file_id, width)
);

-- The video a site's owner chose for its home page; a site without a row shows none.
create table site_home_videos (
  site_id text primary key references sites (id) on delete cascade,
  video_id text not null references home_videos (id) on delete cascade,
  updated_by_user_id text references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
