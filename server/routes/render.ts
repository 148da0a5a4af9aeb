import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { readSlotProps, slotHtml } from '#host/slot-props.ts';
import { allow } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { envelopeResponse, fieldMessage, respond } from '../http/envelope.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../http/public-cache.ts';
import { readQuery, tokenSchema } from '../http/validate.ts';
import { ASSETS_URL } from '../pages/layout.ts';
import { demoPageConfig } from '../pages/page-config.ts';
import { readPreloadManifest } from '../pages/preload-manifest.ts';
import type { ServerRenderer } from '../pages/server-render.ts';

export const RENDER_PATH = '/api/render';

const RenderQuerySchema = v.object({
  block: tokenSchema('block'),
  props: v.optional(v.pipe(v.string(), v.maxLength(4000, 'props must be at most 4000 characters of JSON.')), '{}'),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'locale must look like en-US.')), 'en-US'),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'country must be three capital letters, like USA.')), 'USA'),
  format: v.optional(v.picklist(['json', 'html'], 'format must be json or html.'), 'json'),
});

/** What GET /api/render answers in `data`. */
export interface RenderAnswer {
  block: string;
  rendered: boolean;
  /** The slot element: filled and marked `data-ssr`, or as the CMS writes it when left to the browser. */
  html: string;
  /** For the page's head: the block's resource hints and stylesheets and the state script (empty when not rendered). */
  head: string;
  stylesheets: string[];
  /** Why the slot is left to the browser; null when rendered. */
  problem: string | null;
}

const badProps = fieldMessage('props', 'invalid', 'props must be a JSON object.');

/**
 * GET /api/render?block=&props=&locale=&country=[&format=html]: one slot rendered on the server as
 * a guest, for hosts not on Node (PHP, Java, a CDN's edge-side include, a build step). The answer
 * depends on the query alone, never on a cookie or a session, so shared caches may keep it; a slot
 * that could not be rendered this time is not kept. `format=html` answers the HTML to put in the
 * page as it is (stylesheet links, the slot, the state script), for an edge-side include.
 */
export function renderRoutes(
  renderer: ServerRenderer | null,
  distDir: string,
  app: { fetch: (request: Request) => Response | Promise<Response> },
) {
  const manifest = readPreloadManifest(distDir);
  return new Hono<AppEnv>().get('/', allow('public'), async (c) => {
    const query = readQuery(c, RenderQuerySchema);
    const props = readSlotProps(query.props);
    if (!props) throw new HTTPException(422, { res: envelopeResponse(422, null, [badProps]) });
    const url = new URL(c.req.url);
    const config = { ...demoPageConfig(new URL(`/?country=${query.country}`, url), null), locale: query.locale };
    // note: the query's block and props are unchecked text, as a host that is not on Node sends them;
    // renderSlot answers an unknown block, or props its schema refuses, with its problem.
    const unchecked = { block: query.block, props } as Parameters<ServerRenderer['renderSlot']>[0];
    const slot = renderer
      ? await renderer.renderSlot(unchecked, {
          config,
          origin: url.origin,
          assetsUrl: ASSETS_URL,
          fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
          ...(manifest ? { manifest } : {}),
        })
      : { html: null, head: '', stylesheets: [], problem: 'this server renders in the browser only' };
    const answer: RenderAnswer = {
      block: query.block,
      rendered: slot.html !== null,
      html: slot.html ?? slotHtml(query.block, props),
      head: slot.head,
      stylesheets: slot.stylesheets,
      problem: slot.problem,
    };
    c.header('Cache-Control', answer.rendered ? PUBLIC_READ_CACHE_CONTROL : 'no-store');
    c.header('Vary', 'Accept-Encoding');
    if (query.format === 'html') return c.html(answer.head + answer.html);
    return respond<RenderAnswer>(c, 200, answer);
  });
}
