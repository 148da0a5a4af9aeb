import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { HOME_VIDEO_TEXTS, saveHomeVideoEndpoint, type HomeVideoOption, type SiteHomeVideo } from '#contracts/home-video.ts';
import { undoVideoEndpoint } from '#contracts/home-video-undo.ts';
import { allow } from '../auth/guards.ts';
import { canManageSite, publicSite, siteNamedInQuery } from '../auth/site-access.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fieldMessage, respond } from '../http/envelope.ts';
import { sendFile } from '../http/send-file.ts';
import { readEndpointBody, readParams, readQuery, tokenSchema } from '../http/validate.ts';
import {
  findCaptionsFile,
  findHomeVideo,
  findVideoFile,
  homeVideoStore,
  listHomeVideos,
  siteHomeVideo,
} from '../site-videos/home-video-store.ts';
import { revisionConflict } from '../http/revision-conflict.ts';
import { saveSection } from '../site/section-history-store.ts';
import { saverOf, undoHandler } from './section-history.ts';

// note: built from fileURLToPath (see server/paths.ts)
const mediaDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'site-videos', 'media');

/** Widest rendition a player may ask for (8K). */
const MAX_WIDTH = 7680;

const SiteParamsSchema = v.object({ siteId: tokenSchema('siteId') });
const VideoParamsSchema = v.object({ videoId: tokenSchema('videoId') });
const WidthQuerySchema = v.object({
  width: v.pipe(
    v.string('width is required.'),
    v.regex(/^[1-9]\d{0,3}$/, `width must be a whole number of pixels from 1 to ${MAX_WIDTH}.`),
    v.transform(Number),
    v.maxValue(MAX_WIDTH, `width must be a whole number of pixels from 1 to ${MAX_WIDTH}.`),
  ),
});

const siteVideo = (video: HomeVideoOption | null, revision: number, canEdit: boolean): SiteHomeVideo => ({
  videoId: video?.videoId ?? null,
  video,
  canEdit,
  revision,
});

/** Serves one file of server/site-videos/media/, cacheable: a file never changes under its name. */
async function serveMedia(c: Context<AppEnv, string>, fileName: string) {
  return (await sendFile(c, join(mediaDir, fileName), 'public, max-age=86400')) ?? c.notFound();
}

/**
 * Home-page videos (src/contracts/home-video.ts), mounted at /api: a site's chosen video (public),
 * the videos its owner may choose from, the owner's PUT of the homePageVideo section, and the
 * renditions and captions the player loads.
 */
export function siteVideoRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/pws/sites/:siteId/home-page-video', allow('public'), async (c) => {
      const site = await publicSite(db, readParams(c, SiteParamsSchema).siteId);
      const user = c.var.user;
      const { video, revision } = await siteHomeVideo(db, site.id);
      return respond(c, 200, siteVideo(video, revision, user !== null && canManageSite(user, site)));
    })
    .get('/pws/home-page-videos', allow('signedIn'), async (c) => {
      // The choices answer whoever may save a choice, with the same refusals.
      await siteNamedInQuery(db, c);
      return respond(c, 200, await listHomeVideos(db));
    })
    .put('/pws/site-settings-section/current/homePageVideo', allow('signedIn'), async (c) => {
      const site = await siteNamedInQuery(db, c);
      const { videoId, revision } = await readEndpointBody(c, saveHomeVideoEndpoint);
      const video = await findHomeVideo(db, videoId);
      if (!video) return respond(c, 422, null, [fieldMessage('videoId', 'unknownVideo', HOME_VIDEO_TEXTS.unknownVideo)]);
      const saved = await saveSection(db, homeVideoStore, site.id, video.videoId, revision, saverOf(c.var.user));
      if (saved === null) return revisionConflict(c);
      return respond(c, 200, siteVideo(video, saved, true));
    })
    .post(
      '/pws/site-settings-section/current/homePageVideo/undo',
      allow('signedIn'),
      undoHandler(db, undoVideoEndpoint, homeVideoStore, async (videoId, saved) =>
        siteVideo(videoId === null ? null : await findHomeVideo(db, videoId), saved, true),
      ),
    )
    .get('/pws/videos/:videoId/captions', allow('public'), async (c) => {
      const file = await findCaptionsFile(db, readParams(c, VideoParamsSchema).videoId);
      return file ? serveMedia(c, file) : c.notFound();
    })
    .get('/pws/videos/:videoId', allow('public'), async (c) => {
      const { videoId } = readParams(c, VideoParamsSchema);
      const file = await findVideoFile(db, videoId, readQuery(c, WidthQuerySchema).width);
      return file ? serveMedia(c, file) : c.notFound();
    });
}
