/**
 * `cms-blocks/server`: server rendering for hosts on Node (no DOM). Public blocks render as a guest
 * would first see them, with their data, into the page's slots; the browser's runtime takes each
 * one over without a second fetch (its query data crosses in a JSON script) and without a flash.
 * And the check of the editor's HTML before a host stores it, as the reference server checks it.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { BlockManifestSchema } from '#contracts/block-manifest.ts';
import { jsonScriptText } from '#host/json-script.ts';
import { parsePageConfig } from '#host/config.ts';
import type { HostPageConfig } from '#host/page-config-json.ts';
import { assetsBase, linkTag } from '#host/asset-links.ts';
import type { PreloadManifest } from '#host/preload-links.ts';
import { slotAttributes } from '#host/slot-props.ts';
import { isBlockName, registry } from '../../registry/index.ts';
import type { BlockName, BlockProps } from '../../registry/props.ts';
import type { BlockModule } from '#runtime/block.ts';
import { renderSlots, type SlotToRender } from './render-slots.tsx';
import { SERVER_RENDERED_ATTRIBUTE, STATE_SCRIPT_ATTRIBUTE } from '#contracts/server-rendering.ts';
import { fillSlots, findSlots } from './page-slots.ts';
import type { CheckedContent, ContentCheckOptions } from './content-check.ts';

export type {
  CheckedContent,
  ContentCheckOptions,
  ContentProblem,
  ContentReferences,
  ReferenceExists,
  SlotProblem,
  SlotProblemCode,
} from './content-check.ts';
export type { BlockManifest } from '#contracts/block-manifest.ts';
export type { ReferenceKind } from '#contracts/references.ts';
export type { JsonSchema } from '#contracts/json-schema.ts';
export type { BlockPropsMap } from '../../registry/props.ts';
export type { PreloadPlan } from '#runtime/preload.ts';
export type { HostPageConfig, PreloadManifest, BlockName, BlockProps };

export interface ServerRenderOptions {
  /** The page config the host writes into the page; the blocks render with it as a guest (its `user` is ignored). */
  config: HostPageConfig;
  /** The page's origin (`https://shop.example`): the config's `apiBaseUrl` resolves against it. */
  origin: string;
  /** Where dist/ is served, e.g. `/assets/cms-blocks/`: the blocks' stylesheets are linked from there. */
  assetsUrl: string;
  /** The blocks' API calls go through it (absolute URLs, never a visitor's cookies); Node's fetch by default. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** How long the page's data may take in all (default 1500 ms); a slot still waiting keeps its placeholder. */
  timeoutMs?: number;
  /** dist/preload-manifest.json (`cms-blocks/preload-manifest.json`); read from the package when omitted. */
  manifest?: PreloadManifest;
}

/** Why a slot was left to the browser (its placeholder stays; the browser renders it as before). */
export interface ServerRenderProblem {
  block: string;
  message: string;
}

export interface RenderedPage {
  /** The page's HTML with every server-renderable slot filled (marked `data-ssr`), each block's stylesheets linked just before its first slot. */
  html: string;
  /**
   * For the page's `<head>`: the host stylesheet (`cms-blocks.css`), the rendered blocks' resource
   * hints (the main picture's preload) and the state script. The module preloads
   * (modulePreloadLinks) go at the end of the body, after the slots.
   */
  head: string;
  /** The blocks rendered, in page order (for modulePreloadLinks). */
  rendered: BlockName[];
  /** The slots that could have been rendered and were not (blocks for the browser only are not listed). */
  problems: ServerRenderProblem[];
}

export interface RenderedSlot {
  /** The whole slot element, filled and marked `data-ssr`; null when the slot is left to the browser. */
  html: string | null;
  /** For the page's `<head>`: the block's resource hints and stylesheets and the state script; empty when not rendered. */
  head: string;
  /** The block's stylesheets, as URLs under `assetsUrl` (in `head` too). */
  stylesheets: string[];
  problem: string | null;
}

const DEFAULT_TIMEOUT_MS = 1500;

let packageManifest: PreloadManifest | null | undefined;
/** The manifest beside the built entry (dist/server/ → dist/preload-manifest.json); none when run from source. */
function readPackageManifest(): PreloadManifest | null {
  if (packageManifest !== undefined) return packageManifest;
  try {
    packageManifest = JSON.parse(readFileSync(new URL('../preload-manifest.json', import.meta.url), 'utf8')) as PreloadManifest;
  } catch {
    packageManifest = null;
  }
  return packageManifest;
}

const loadBlock = (block: string): Promise<BlockModule> | null =>
  Object.prototype.hasOwnProperty.call(registry, block) ? registry[block as keyof typeof registry]() : null;

async function render(slots: readonly SlotToRender[], options: ServerRenderOptions) {
  const { config, problems: configProblems } = parsePageConfig(JSON.stringify(options.config));
  if (configProblems.length > 0)
    throw new TypeError(`cms-blocks/server: the page config is not valid: ${configProblems.join('; ')}`);
  const result = await renderSlots(slots, {
    loadBlock,
    config,
    origin: options.origin,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const manifest = options.manifest ?? readPackageManifest();
  const base = assetsBase(options.assetsUrl);
  const stylesheetsOf = (block: string) => (manifest?.stylesheets[block] ?? []).map((file) => base + file);
  const stateScript = result.state
    ? `<script type="application/json" ${STATE_SCRIPT_ATTRIBUTE}>${jsonScriptText(result.state)}</script>`
    : '';
  const hostStylesheet = manifest ? linkTag('stylesheet', base + manifest.stylesheet) : '';
  return { ...result, stateScript, stylesheetsOf, hostStylesheet };
}

const link = (href: string) => linkTag('stylesheet', href);

/**
 * Fills the slots of a page (a whole document or a fragment) whose blocks render on the server.
 * Slots of other blocks, slots inside slots and slots already filled are left as they are. The
 * returned `head` goes into the page's `<head>`, before the loader runs and before module preloads.
 */
export async function renderPage(html: string, options: ServerRenderOptions): Promise<RenderedPage> {
  const slots = findSlots(html);
  const { outcomes, stateScript, stylesheetsOf, hostStylesheet } = await render(slots, options);
  const rendered: BlockName[] = [];
  const problems: ServerRenderProblem[] = [];
  outcomes.forEach((outcome, index) => {
    const block = slots[index]?.block ?? '';
    if (outcome.rendered) {
      // note: always true, as only the registry's blocks render; it types the name for modulePreloadLinks.
      if (isBlockName(block)) rendered.push(block);
    } else if (!outcome.browserOnly) problems.push({ block, message: outcome.problem });
  });
  // Each block's stylesheets go just before its first slot: a stylesheet in the body holds back only
  // what follows it, so the page above paints without waiting for the blocks further down.
  const linked = new Set<string>();
  const before = (index: number) => {
    const fresh = stylesheetsOf(slots[index]?.block ?? '').filter((href) => !linked.has(href));
    fresh.forEach((href) => linked.add(href));
    return fresh.map(link).join('');
  };
  const hints = [...new Set(outcomes.flatMap((outcome) => (outcome.rendered ? outcome.hints : [])))];
  return {
    html: fillSlots(html, slots, outcomes, before),
    head: [hostStylesheet, ...hints, stateScript].filter(Boolean).join('\n'),
    rendered,
    problems,
  };
}

/**
 * Renders one slot: for hosts that are not on Node, through the reference server's render
 * endpoint, or for a page built ahead of time.
 */
export async function renderSlot<Block extends BlockName>(
  slot: { block: Block; props?: BlockProps<Block> },
  options: ServerRenderOptions,
): Promise<RenderedSlot> {
  // note: a block whose props are all optional may be given none.
  const props = slot.props ?? ({} as BlockProps<Block>);
  const { outcomes, stateScript, stylesheetsOf } = await render([{ block: slot.block, props }], options);
  const [outcome] = outcomes;
  if (!outcome?.rendered) return { html: null, head: '', stylesheets: [], problem: outcome?.problem ?? 'not rendered' };
  const stylesheets = stylesheetsOf(slot.block);
  return {
    html: `<div ${slotAttributes(slot.block, props)} ${SERVER_RENDERED_ATTRIBUTE}>${outcome.html}</div>`,
    head: [...outcome.hints, ...stylesheets.map(link), stateScript].join(''),
    stylesheets,
    problem: null,
  };
}

/**
 * Checks the editor's HTML before the host stores it, as the reference server checks a saved page:
 * each slot against `blocksJson` (a block it has, props its JSON Schema accepts), then, when
 * `references` are given, what the slots reference; and sanitises it with DOMPurify (rich text and
 * slots only). Store `html` when no problem is an `error`. Needs the package `jsdom` installed
 * beside cms-blocks (an optional peer dependency), read on the first call.
 */
export async function checkContent(html: string, options: ContentCheckOptions): Promise<CheckedContent> {
  const blocksJson = v.safeParse(BlockManifestSchema, options.blocksJson);
  if (!blocksJson.success) {
    throw new TypeError(`cms-blocks/server: blocksJson is not valid: ${v.summarize(blocksJson.issues)}`);
  }
  // note: loaded on first use, so that rendering pages needs no jsdom
  const { checkPageContent } = await import('./content-check.ts');
  return checkPageContent(html, { ...options, blocksJson: blocksJson.output });
}
