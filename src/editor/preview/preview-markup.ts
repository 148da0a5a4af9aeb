import { readConfigText } from '#host/config-script.ts';

/** The attribute of a preview's mount point: the block it shows (a slot's `data-block` is TinyMCE's). */
export const PREVIEW_ATTRIBUTE = 'data-cmsb-preview';

/** The previews' entry, built beside editor.js; it shares the block chunks visitors' pages load. */
export const PREVIEW_ENTRY_FILE = 'editor-preview.js';

export interface PreviewOptions {
  /** Where editor.js and editor-preview.js are served. */
  assetsUrl: string;
  /** The API the previews read from. */
  apiBaseUrl: string;
}

/**
 * The previews' page config: the host page's (locale, country, labels), with the editor's API
 * and edit mode on, so a preview that fails says why as edit mode does on a page.
 */
export function previewConfigText(hostConfigText: string | null, apiBaseUrl: string): string {
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(hostConfigText ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) config = parsed as Record<string, unknown>;
  } catch {
    // note: a broken host config is the host page's own problem, reported there; previews start from the defaults
  }
  return JSON.stringify({ ...config, apiBaseUrl, editMode: true });
}

/**
 * Starts the previews in `doc` (TinyMCE's editing frame, or a preview frame): its page config and
 * the preview entry as a module script from `assetsUrl` (same origin: the pages' `script-src 'self'`).
 *
 * note: block chunks import the loader, which on import mounts every `[data-block]` of its
 * document unless the document already has a runtime (`window.CmsBlocks`). In the editing frame
 * those are TinyMCE's slots, so the frame is claimed first; the entry runs its own runtime on the
 * preview mount points only.
 */
export function startPreviews(doc: Document, { assetsUrl, apiBaseUrl }: PreviewOptions): void {
  const frame = doc.defaultView;
  // note: assetsUrl may be relative to the host page ('/cms-dist/'), as the editor's other files are
  const src = new URL(PREVIEW_ENTRY_FILE, new URL(assetsUrl, document.baseURI)).href;
  if (!frame || Array.from(doc.scripts).some((script) => script.src === src)) return;
  // The preview entry mounts its previews itself; this only tells the loader the frame is taken.
  frame.CmsBlocks ??= { blocks: [], version: 'editor-preview' } as unknown as Window['CmsBlocks'];
  const config = doc.createElement('script');
  config.type = 'application/json';
  config.setAttribute('data-cms-blocks-config', '');
  config.textContent = previewConfigText(readConfigText(document), apiBaseUrl);
  const entry = doc.createElement('script');
  entry.type = 'module';
  entry.src = src;
  doc.head.append(config, entry);
}
