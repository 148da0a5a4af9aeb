import type { Db } from './database.ts';
import { demoSite } from './seed-users.ts';

/**
 * The home-page videos site owners choose from: recorded by scripts/record-site-videos.ts into
 * server/site-videos/media/, each as `{fileId}-{width}.webm`, with its captions `{id}.vtt`.
 */
export const demoHomeVideos = [
  { id: 'evening-routine', title: 'My evening routine' },
  { id: 'morning-smoothie', title: 'A green morning smoothie' },
  { id: 'desk-stretch', title: 'A two-minute desk stretch' },
] as const;

/** The demo site's video until its owner chooses another. */
export const DEMO_SITE_HOME_VIDEO = 'evening-routine';

/** The main video at two widths (16:9); the preview loops 640 wide (16:9) and 360 square. */
const renditions = (id: string) => ({
  main: { fileId: id, width: 1280, height: 720 },
  mainNarrow: { fileId: id, width: 640, height: 360 },
  previewMdUp: { fileId: `${id}-preview`, width: 640, height: 360 },
  previewXsDown: { fileId: `${id}-preview`, width: 360, height: 360 },
});

/** Upserts the videos; a site's choice is set only where none is stored, so the owner's stays. */
export async function seedHomeVideos(db: Db): Promise<void> {
  for (const [index, video] of demoHomeVideos.entries()) {
    const { main, mainNarrow, previewMdUp, previewXsDown } = renditions(video.id);
    for (const file of [main, mainNarrow, previewMdUp, previewXsDown]) {
      await db.query(
        `insert into home_video_files (file_id, width, height, file_name) values ($1, $2, $3, $4)
         on conflict (file_id, width) do update set height = excluded.height, file_name = excluded.file_name`,
        [file.fileId, file.width, file.height, `${file.fileId}-${file.width}.webm`],
      );
    }
    await db.query(
      `insert into home_videos (id, title, captions_language, captions_file, sort_order, main_file_id, main_width,
         preview_md_up_file_id, preview_md_up_width, preview_xs_down_file_id, preview_xs_down_width)
       values ($1, $2, 'en', $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (id) do update set title = excluded.title, captions_language = excluded.captions_language,
         captions_file = excluded.captions_file, sort_order = excluded.sort_order,
         main_file_id = excluded.main_file_id, main_width = excluded.main_width,
         preview_md_up_file_id = excluded.preview_md_up_file_id, preview_md_up_width = excluded.preview_md_up_width,
         preview_xs_down_file_id = excluded.preview_xs_down_file_id, preview_xs_down_width = excluded.preview_xs_down_width`,
      [
        video.id,
        video.title,
        `${video.id}.vtt`,
        index,
        main.fileId,
        main.width,
        previewMdUp.fileId,
        previewMdUp.width,
        previewXsDown.fileId,
        previewXsDown.width,
      ],
    );
  }
  await db.query('insert into site_home_videos (site_id, video_id) values ($1, $2) on conflict (site_id) do nothing', [
    demoSite.id,
    DEMO_SITE_HOME_VIDEO,
  ]);
}
