/**
 * Where the home page's pictures and sample video are served (server/routes/demo-home-media.ts),
 * mounted before the session middleware; the demo home's blocks and the seed link to them.
 */
export const DEMO_HOME_MEDIA_PREFIX = '/demo-home';
