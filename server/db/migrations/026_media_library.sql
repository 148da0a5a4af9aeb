-- The media library (issue 39, item 10): each image carries its alt text, used by default where it
-- is placed, and an upload's content hash, so the same bytes uploaded twice are one entry.
alter table media
  -- What the picture shows, for visitors who cannot see it; '' until an administrator writes it.
  add column alt_text text not null default '' check (length(alt_text) <= 200),
  -- The SHA-256 of an upload's bytes, in hex; null for the demo's drawn pictures, which have none.
  add column content_hash text check (content_hash ~ '^[0-9a-f]{64}$');

-- Uploads stored before: the oldest of each set of identical files keeps the hash, so the index
-- below can be built; later copies stay listed, as they are used where they are.
update media set content_hash = first.hash
from (
  select distinct on (encode(sha256(bytes), 'hex')) id, encode(sha256(bytes), 'hex') as hash
  from media where bytes is not null
  order by encode(sha256(bytes), 'hex'), created_at, id
) first
where media.id = first.id;

-- One entry per content: a second upload of the same bytes (even at the same moment) finds the first.
create unique index media_content_hash_idx on media (content_hash);
