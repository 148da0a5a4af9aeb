import { PREVIEW_ENTRY_FILE } from '#contracts/editor-preview.ts';
import { readConfigText } from '#host/config-script.ts';

/**
 * Whom the previews show a block to: a guest (what most visitors see, the default) or a signed-in
 * member, the administrator's own account.
 */
export type PreviewAs = 'guest' | 'member';

/** On the previews' document element: whom they show blocks to (the preview entry follows its changes). */
export const PREVIEW_AS_ATTRIBUTE = 'data-cmsb-preview-as';

export const previewAsOf = (doc: Document): PreviewAs =>
  doc.documentElement.getAttribute(PREVIEW_AS_ATTRIBUTE) === 'member' ? 'member' : 'guest';

export interface PreviewOptions {
  /** Where editor.js and editor-preview.js are served. */
  assetsUrl: string;
  /** The API the previews read from. */
  apiBaseUrl: string;
  /** Whom the previews show blocks to; a guest by default. */
  as?: PreviewAs;
}

/**
 * The previews' page config: the host page's (locale, country, labels), with the editor's API
 * and edit mode on, so a preview that fails says why as edit mode does on a page. The host's
 * `user` and preloaded answers are left out: they are the administrator's, and a preview shows
 * blocks to a guest or asks the API who is signed in (the preview entry decides, by PreviewAs).
 */
export function previewConfigText(hostConfigText: string | null, apiBaseUrl: string): string {
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(hostConfigText ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) config = parsed as Record<string, unknown>;
  } catch {
    // note: a broken host config is the host page's own problem, reported there; previews start from the defaults
  }
  const { user: _user, preload: _preload, ...shared } = config;
  return JSON.stringify({ ...shared, apiBaseUrl, editMode: true });
}

/** Gives a frame's document the title and language axe asks of it: the host page's language, else English. */
export function nameFrameDocument(doc: Document, title: string): void {
  doc.title = title;
  doc.documentElement.lang = document.documentElement.lang || 'en';
}

/**
 * Starts the previews in `doc` (TinyMCE's editing frame, or a preview frame): its page config and
 * the preview entry as a module script from `assetsUrl` (same origin: the pages' `script-src 'self'`).
 * Later, setting PREVIEW_AS_ATTRIBUTE on its document element shows them to someone else.
 *
 * note: block chunks import the loader, which on import mounts every `[data-block]` of its
 * document unless the document already has a runtime (`window.CmsBlocks`). In the editing frame
 * those are TinyMCE's slots, so the frame is claimed first; the entry runs its own runtime on the
 * preview mount points only.
 */
export function startPreviews(doc: Document, { assetsUrl, apiBaseUrl, as = 'guest' }: PreviewOptions): void {
  const frame = doc.defaultView;
  // note: assetsUrl may be relative to the host page ('/cms-dist/'), as the editor's other files are
  const src = new URL(PREVIEW_ENTRY_FILE, new URL(assetsUrl, document.baseURI)).href;
  if (!frame || Array.from(doc.scripts).some((script) => script.src === src)) return;
  // The preview entry mounts its previews itself; this only tells the loader the frame is taken.
  frame.CmsBlocks ??= { blocks: [], version: 'editor-preview' } as unknown as Window['CmsBlocks'];
  doc.documentElement.setAttribute(PREVIEW_AS_ATTRIBUTE, as);
  const config = doc.createElement('script');
  config.type = 'application/json';
  config.setAttribute('data-cms-blocks-config', '');
  config.textContent = previewConfigText(readConfigText(document), apiBaseUrl);
  const entry = doc.createElement('script');
  entry.type = 'module';
  entry.src = src;
  doc.head.append(config, entry);
}
