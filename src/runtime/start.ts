import { readConfigText, readsEditMode } from '#host/config-script.ts';
import { cartApi } from '#host/cart-summary.ts';
import { consentApi, reportOtherTabs } from '#host/consent.ts';
import type { CmsBlocksApi } from '#contracts/cms-blocks-api.ts';
import type { FindBlock } from './block-source.ts';
import { holdErrors, reportError } from './events.ts';
import type { IslandStore } from './island-store.ts';
import { maySlotHydrateAtOnce } from './hydration/index.ts';
import { createPreloader } from './preload.ts';
import { createRuntime } from './runtime.ts';

export interface StartOptions {
  /** How blocks are found: the loader reads the build's plan files (plan-source.ts). */
  findBlock: FindBlock;
  doc?: Document;
}

/** Reads the page config, mounts every slot, keeps watching the page and exposes `window.CmsBlocks`. */
export function start({ findBlock, doc = document }: StartOptions): CmsBlocksApi {
  const existing = doc.defaultView?.CmsBlocks;
  if (existing) return existing;
  // note: the slots' errors found now wait for the listeners of the scripts after the loader.
  holdErrors(doc);

  const text = readConfigText(doc);
  // note: the full, validated read of the config loads beside the loader, not in it; a bad
  // config is reported as soon as it has loaded, whether or not any slot mounts.
  const config = import('#host/config.ts').then(({ parsePageConfig }) => {
    const { config: parsed, problems } = parsePageConfig(text);
    for (const problem of problems) reportError(doc, { block: null, message: problem });
    return parsed;
  });

  // note: without the host's word on who the visitor is, blocks learn the session before their
  // first render: one request per page (session-user.ts), sent while React loads.
  const session = () => Promise.all([config, import('#host/session-user.ts')]);
  const withSession = () => session().then(([parsed, m]) => m.withSessionUser(doc, parsed));

  let renderer: Promise<IslandStore> | undefined;
  const runtime = createRuntime({
    doc,
    findBlock,
    editMode: readsEditMode(text),
    preload: createPreloader(doc, __CMS_BLOCKS_PRELOAD_PLAN__, import.meta.url),
    // note: the providers start only once a slot is due to hydrate (React may be evaluated sooner: below).
    startRenderer: () =>
      (renderer ??= Promise.all([withSession(), import('./react-root.tsx')]).then(([parsed, m]) => m.startRenderer(doc, parsed))),
  });

  const api: CmsBlocksApi = {
    mount: (root) => runtime.mount(root),
    unmount: (el) => runtime.unmount(el),
    version: __CMS_BLOCKS_VERSION__,
    consent: consentApi(doc),
    cart: cartApi(doc, () => session().then(([parsed, m]) => m.readSessionCart(doc, parsed))),
  };
  if (doc.defaultView) {
    doc.defaultView.CmsBlocks = api;
    reportOtherTabs(doc.defaultView);
  }
  runtime.mount(doc.body);
  // note: React, the runtime's biggest module, is evaluated while the slots' plans are on their way
  // rather than once they are in: the bench's 200 islands at 4x CPU mounted about 8% sooner. A
  // failure shows on the slot that needs it.
  if (maySlotHydrateAtOnce(doc, '[data-block]')) import('./react-root.tsx').catch(() => undefined);
  runtime.observe();
  return api;
}
