import * as v from 'valibot';
import { defineEndpoint, requestPath } from './endpoint.ts';
import { TOKEN_PATTERN } from './path-tokens.ts';
import { SectionRevisionSchema } from './revisions.ts';

/**
 * One rendition of a home-page video (accounts spec 3, "Video option": each of mainVideo,
 * previewVideoMdUp and previewVideoXsDown has id, width and height). The rendition route serves
 * it as `/api/pws/videos/{id}?width={width}`.
 */
export const HomeVideoRenditionSchema = v.object({
  id: v.pipe(v.string(), v.regex(TOKEN_PATTERN)),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type HomeVideoRendition = v.InferOutput<typeof HomeVideoRenditionSchema>;

/**
 * A video a site owner may choose for the home page: the main video (played on request, with
 * captions) and the silent preview loops shown before, one for wide and one for narrow screens.
 */
export const HomeVideoOptionSchema = v.object({
  /** What the owner's choice names (PUT …/homePageVideo `{videoId}`); also keys its captions. */
  videoId: v.pipe(v.string(), v.regex(TOKEN_PATTERN)),
  title: v.string(),
  /** BCP 47 language of the captions, e.g. `en`. */
  captionsLanguage: v.string(),
  mainVideo: HomeVideoRenditionSchema,
  previewVideoMdUp: HomeVideoRenditionSchema,
  previewVideoXsDown: HomeVideoRenditionSchema,
});
export type HomeVideoOption = v.InferOutput<typeof HomeVideoOptionSchema>;

/** A site's home-page video: none until its owner chooses one. */
export const SiteHomeVideoSchema = v.object({
  videoId: v.nullable(v.string()),
  video: v.nullable(HomeVideoOptionSchema),
  /** Whether the signed-in user may change it (the site's owner, an employee or a super-user). */
  canEdit: v.boolean(),
  /** The section's revision: what a save names as the one it edited. */
  revision: SectionRevisionSchema,
});
export type SiteHomeVideo = v.InferOutput<typeof SiteHomeVideoSchema>;

/** GET: a site's chosen video, public (every visitor's home page shows it). */
export const siteHomeVideoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pws/sites/{siteId}/home-page-video',
  data: SiteHomeVideoSchema,
});

/**
 * GET: the videos the owner of the current site may choose from. "Current" is the site the
 * signed-in user owns; employees and super-users name another with `?siteId=`. 401 signed out,
 * 403 owning no site, 404 a site unknown or not theirs.
 */
export const homeVideoOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pws/home-page-videos',
  data: v.array(HomeVideoOptionSchema),
});

export const HomeVideoChoiceSchema = v.object({
  videoId: v.pipe(v.string(), v.regex(TOKEN_PATTERN, 'Choose a video.')),
  revision: SectionRevisionSchema,
});
export type HomeVideoChoice = v.InferOutput<typeof HomeVideoChoiceSchema>;

/**
 * PUT (accounts spec 7): stores the current site's video and answers the site's video as the
 * public GET does. 401 signed out, 403 owning no site, 404 a site unknown or not theirs, 422 for a
 * video that is not an option, 409 (REVISION_CONFLICT_CODE) when it has been saved since
 * `revision`: then nothing changes.
 */
export const saveHomeVideoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/pws/site-settings-section/current/homePageVideo',
  data: SiteHomeVideoSchema,
  body: HomeVideoChoiceSchema,
});

/** The rendition route ("a video download route by video id with a width parameter"); it answers Range requests. */
export const HOME_VIDEO_FILE_PATH = '/api/pws/videos/{videoId}';
/** The WebVTT captions of a home-page video's main rendition, by the option's videoId. */
export const HOME_VIDEO_CAPTIONS_PATH = '/api/pws/videos/{videoId}/captions';

export const homeVideoFilePath = (rendition: HomeVideoRendition) =>
  requestPath(HOME_VIDEO_FILE_PATH, { videoId: rendition.id }, { width: rendition.width });
export const homeVideoCaptionsPath = (video: HomeVideoOption) =>
  requestPath(HOME_VIDEO_CAPTIONS_PATH, { videoId: video.videoId });

/** The server's refusals; the spec shows none of them. */
export const HOME_VIDEO_TEXTS = {
  unknownVideo: 'There is no such video to choose from.',
} as const;
