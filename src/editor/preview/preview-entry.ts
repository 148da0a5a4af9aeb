/**
 * The editor's previews, dist/editor-preview.js: loaded into TinyMCE's editing frame (and the
 * inserter's preview frame) by startPreviews, it runs the runtime there in edit mode on the
 * preview mount points, with an API client that only reads.
 */
import { defaultHydration, registry } from '../../../registry/index.ts';
import { createApiClient } from '#api/client.ts';
import { readConfigText } from '#host/config-script.ts';
import { parsePageConfig } from '#host/config.ts';
import { ERROR_EVENT } from '#runtime/events.ts';
import { registrySource } from '#runtime/block-source.ts';
import type { IslandStore } from '#runtime/island-store.ts';
import { createRuntime } from '#runtime/runtime.ts';
import { PREVIEW_ATTRIBUTE } from './preview-markup.ts';
import { startPreviewRenderer } from './preview-renderer.tsx';
import { readOnlyFetch } from './read-only-fetch.ts';

const config = { ...parsePageConfig(readConfigText(document)).config, editMode: true };
const client = createApiClient({ baseUrl: config.apiBaseUrl, fetch: readOnlyFetch(globalThis.fetch.bind(globalThis)) });
// note: a failed preview shows its notice in the slot; nobody needs the console line besides
document.addEventListener(ERROR_EVENT, (event) => event.preventDefault());

let store: IslandStore | undefined;
const runtime = createRuntime({
  doc: document,
  findBlock: registrySource(registry, defaultHydration),
  editMode: true,
  slotAttribute: PREVIEW_ATTRIBUTE,
  startRenderer: () => Promise.resolve((store ??= startPreviewRenderer(document, config, client))),
});
runtime.mount(document.body);
runtime.observe();
