import type { HomeVideoOption, SiteHomeVideo } from '../../../../src/contracts/home-video.ts';

/** Home-page videos as the reference server seeds them (server/db/seed-home-videos.ts). */
export const homeVideo = (videoId: string, title: string): HomeVideoOption => ({
  videoId,
  title,
  captionsLanguage: 'en',
  mainVideo: { id: videoId, width: 1280, height: 720 },
  previewVideoMdUp: { id: `${videoId}-preview`, width: 640, height: 360 },
  previewVideoXsDown: { id: `${videoId}-preview`, width: 360, height: 360 },
});

export const evening = homeVideo('evening-routine', 'My evening routine');
export const smoothie = homeVideo('morning-smoothie', 'A green morning smoothie');
export const homeVideoOptions = [evening, smoothie, homeVideo('desk-stretch', 'A two-minute desk stretch')];

export const siteVideo = (video: HomeVideoOption | null, canEdit = false, revision = 2): SiteHomeVideo => ({
  videoId: video?.videoId ?? null,
  video,
  canEdit,
  revision,
});

export const SITE_VIDEO = 'GET /api/pws/sites/demo/home-page-video';
export const VIDEO_OPTIONS = 'GET /api/pws/home-page-videos';
export const SAVE_VIDEO = 'PUT /api/pws/site-settings-section/current/homePageVideo';
