import * as v from 'valibot';
import type { HomeVideoOption } from '#contracts/home-video.ts';
import type { Db } from '../db/database.ts';
import type { SectionStore } from '../site/section-history-store.ts';

interface OptionRow {
  videoId: string;
  title: string;
  captionsLanguage: string;
  mainId: string;
  mainWidth: number;
  mainHeight: number;
  mdUpId: string;
  mdUpWidth: number;
  mdUpHeight: number;
  xsDownId: string;
  xsDownWidth: number;
  xsDownHeight: number;
}

const OPTION_SELECT = `
  select h.id as "videoId", h.title, h.captions_language as "captionsLanguage",
    m.file_id as "mainId", m.width as "mainWidth", m.height as "mainHeight",
    p.file_id as "mdUpId", p.width as "mdUpWidth", p.height as "mdUpHeight",
    x.file_id as "xsDownId", x.width as "xsDownWidth", x.height as "xsDownHeight"
  from home_videos h
  join home_video_files m on m.file_id = h.main_file_id and m.width = h.main_width
  join home_video_files p on p.file_id = h.preview_md_up_file_id and p.width = h.preview_md_up_width
  join home_video_files x on x.file_id = h.preview_xs_down_file_id and x.width = h.preview_xs_down_width`;

const toOption = (row: OptionRow): HomeVideoOption => ({
  videoId: row.videoId,
  title: row.title,
  captionsLanguage: row.captionsLanguage,
  mainVideo: { id: row.mainId, width: row.mainWidth, height: row.mainHeight },
  previewVideoMdUp: { id: row.mdUpId, width: row.mdUpWidth, height: row.mdUpHeight },
  previewVideoXsDown: { id: row.xsDownId, width: row.xsDownWidth, height: row.xsDownHeight },
});

/** The videos site owners choose from, in their order. */
export async function listHomeVideos(db: Db): Promise<HomeVideoOption[]> {
  return (await db.query<OptionRow>(`${OPTION_SELECT} order by h.sort_order, h.id`)).map(toOption);
}

export async function findHomeVideo(db: Db, videoId: string): Promise<HomeVideoOption | null> {
  const [row] = await db.query<OptionRow>(`${OPTION_SELECT} where h.id = $1`, [videoId]);
  return row ? toOption(row) : null;
}

/**
 * The video a site shows on its home page (null until its owner chooses one, after an undo of
 * the first choice, or once the chosen video is deleted) and the choice's revision.
 */
export async function siteHomeVideo(db: Db, siteId: string): Promise<{ video: HomeVideoOption | null; revision: number }> {
  const [row] = await db.query<Partial<OptionRow> & { revision: number }>(
    `select o.*, s.revision from site_home_videos s left join (${OPTION_SELECT}) o on o."videoId" = s.video_id
     where s.site_id = $1`,
    [siteId],
  );
  if (!row) return { video: null, revision: 0 };
  return { video: row.videoId ? toOption(row as OptionRow) : null, revision: row.revision };
}

/**
 * Stores the site's video (null: none, what an undo of the first choice puts back; a video that
 * is gone is stored as none) when its choice is still at `revision` (0: none made yet): answers
 * the new revision, or null when it has been saved since (nothing changed).
 */
async function chooseHomeVideo(
  db: Db,
  siteId: string,
  videoId: string | null,
  revision: number,
  userId: string,
): Promise<number | null> {
  // note: one statement, so two saves at once cannot both pass the check (see saveCurrentPopup).
  const [row] = await db.query<{ revision: number }>(
    `insert into site_home_videos (site_id, video_id, updated_by_user_id, revision)
       select $1::text, (select id from home_videos where id = $2::text), $3::text, 1
       where $4::integer = 0 or exists (select 1 from site_home_videos where site_id = $1::text)
     on conflict (site_id) do update set video_id = excluded.video_id,
       updated_by_user_id = excluded.updated_by_user_id, revision = site_home_videos.revision + 1, updated_at = now()
     where site_home_videos.revision = $4::integer
     returning revision`,
    [siteId, videoId, userId, revision],
  );
  return row?.revision ?? null;
}

/** The video section's value (the video's id, null for none) as its saves and undos take it. */
export const homeVideoStore: SectionStore<string | null> = {
  section: 'homePageVideo',
  schema: v.nullable(v.string()),
  read: async (db, siteId) => {
    const [row] = await db.query<{ videoId: string | null; revision: number }>(
      'select video_id as "videoId", revision from site_home_videos where site_id = $1',
      [siteId],
    );
    return { value: row?.videoId ?? null, revision: row?.revision ?? 0 };
  },
  write: chooseHomeVideo,
};

/**
 * The stored file of rendition `fileId` for a player `width` wide: the narrowest at least that
 * wide, else the widest there is (a player never gets less than it asked for when more exists).
 */
export async function findVideoFile(db: Db, fileId: string, width: number): Promise<string | null> {
  const [row] = await db.query<{ fileName: string }>(
    `select file_name as "fileName" from home_video_files where file_id = $1
     order by (width >= $2) desc, case when width >= $2 then width else -width end limit 1`,
    [fileId, width],
  );
  return row?.fileName ?? null;
}

/** The WebVTT file of a video's captions. */
export async function findCaptionsFile(db: Db, videoId: string): Promise<string | null> {
  const [row] = await db.query<{ captionsFile: string }>(
    'select captions_file as "captionsFile" from home_videos where id = $1',
    [videoId],
  );
  return row?.captionsFile ?? null;
}
