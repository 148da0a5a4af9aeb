/**
 * The editor's previews, dist/editor-preview.js: loaded into TinyMCE's editing frame (and the
 * inserter's preview frame) by startPreviews, it runs the runtime there in edit mode on the
 * preview mount points, with an API client that only reads. It shows blocks to a guest (no user,
 * no cookie, nothing in device storage) or to the signed-in administrator, as the document
 * element's PREVIEW_AS_ATTRIBUTE says, and starts again from nothing when that changes: nothing
 * one saw is kept for the other.
 */
import { defaultHydration, registry } from '../../../registry/index.ts';
import { createApiClient } from '#api/client.ts';
import { currentSessionEndpoint } from '#contracts/account.ts';
import { PREVIEW_ATTRIBUTE } from '#contracts/editor-preview.ts';
import { readConfigText } from '#host/config-script.ts';
import { parsePageConfig } from '#host/config.ts';
import { ERROR_EVENT } from '#runtime/events.ts';
import { registrySource } from '#runtime/block-source.ts';
import { createRuntime } from '#runtime/runtime.ts';
import { PREVIEW_AS_ATTRIBUTE, previewAsOf } from './preview-markup.ts';
import { startPreviewRenderer } from './preview-renderer.tsx';
import { explainProps } from './prop-issue-words.ts';
import { previewStorage } from './preview-storage.ts';
import { readOnlyFetch } from './read-only-fetch.ts';

const hostConfig = { ...parsePageConfig(readConfigText(document)).config, editMode: true };
// note: a failed preview shows its notice in the slot; nobody needs the console line besides
document.addEventListener(ERROR_EVENT, (event) => event.preventDefault());
const storage = previewStorage(window);

/** Runs the previews for one audience; answers how to stop them. */
function startPreviewsAs(guest: boolean): () => void {
  storage.guest(guest);
  const client = createApiClient({
    baseUrl: hostConfig.apiBaseUrl,
    fetch: readOnlyFetch(globalThis.fetch.bind(globalThis), { guest }),
  });
  // note: a member's user is the one GET /api/session answers, as on a page whose host names none;
  // a session that cannot be learned shows a guest's view
  const config = guest
    ? Promise.resolve({ ...hostConfig, user: null })
    : client.request(currentSessionEndpoint).then(
        ({ data }) => ({ ...hostConfig, user: data }),
        () => ({ ...hostConfig, user: null }),
      );
  let renderer: Promise<ReturnType<typeof startPreviewRenderer>> | undefined;
  const runtime = createRuntime({
    doc: document,
    findBlock: registrySource(registry, defaultHydration),
    editMode: true,
    slotAttribute: PREVIEW_ATTRIBUTE,
    explainProps,
    startRenderer: async () => (await (renderer ??= config.then((known) => startPreviewRenderer(document, known, client)))).store,
  });
  runtime.mount(document.body);
  const stopObserving = runtime.observe();
  return () => {
    stopObserving();
    document.querySelectorAll(`[${PREVIEW_ATTRIBUTE}]`).forEach((preview) => runtime.unmount(preview));
    void renderer?.then(({ stop }) => stop());
  };
}

let audience = previewAsOf(document);
let stop = startPreviewsAs(audience === 'guest');
new MutationObserver(() => {
  if (previewAsOf(document) === audience) return;
  audience = previewAsOf(document);
  stop();
  stop = startPreviewsAs(audience === 'guest');
}).observe(document.documentElement, { attributes: true, attributeFilter: [PREVIEW_AS_ATTRIBUTE] });
