import { Editor } from '@tinymce/tinymce-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Editor as TinyEditor } from 'tinymce';
import { createApiClient } from '#api/client.ts';
import { PAGE_TITLE_SEARCH_PATH } from '#contracts/cms-pages.ts';
import { isolateNewContextLink } from '#contracts/link-isolation.ts';
import { Alert } from '#ui/alert.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { editorAssetsUrl } from './assets-url.ts';
import { BlockDialog, type EditedSlot } from './block-dialog.tsx';
import { loadBlockManifest, type BlockEntry } from './block-manifest.ts';
import { BLOCKS_HELP_TAB, installBlockSlots, placeSlot, returnTo } from './block-slots.ts';
import { unregisteredBlockText } from './slot-markup.ts';
import editorCss from './editor.css?inline';
import { pageLinks } from './link-list.ts';
import { presetFor, type Preset } from './presets.ts';
import { nameFrameDocument, PREVIEW_AS_ATTRIBUTE, startPreviews, type PreviewAs } from './preview/preview-markup.ts';
import { asSerialised } from './serialised-html.ts';
import { createReferenceCheck, referenceLookup } from './preview/reference-warnings.ts';

export interface RichTextEditorProps {
  /** The HTML to start from; later changes of this prop are not applied (the editor owns the content). */
  initialValue: string;
  /** Every change, as the HTML a page saves (slots as empty elements). */
  onChange?: (html: string) => void;
  /** The editing area's accessible name, e.g. 'Page content'. */
  label: string;
  preset?: Preset;
  /**
   * Content administrators: the "Insert block" button, offering the blocks of this blocks.json
   * (true: the one next to the editor's files). Off by default.
   */
  blocks?: boolean | string;
  /** The page title search; false turns page suggestions off. */
  linkListUrl?: string | false;
  /** Where the editor's files are served (editor.js, editor-preview.js, editor-content.css, blocks.json); by default next to editor.js. */
  assetsUrl?: string;
  /**
   * The folder where the host serves TinyMCE 8, e.g. '/assets/tinymce/': the files of the `tinymce`
   * npm package (tinymce.min.js, themes/, models/, icons/, plugins/, skins/). cms-blocks does not
   * ship TinyMCE; the host serves its own copy, under the TinyMCE licence it holds.
   */
  tinymceUrl: string;
  /** TinyMCE's licence key: 'gpl' to use TinyMCE under the GPL, or the host's commercial key. */
  licenseKey: string;
  /** The API that block previews, pickers and reference checks call (`/` by default, as pages' config says). */
  apiBaseUrl?: string;
  /** Receives the TinyMCE editor once it is ready (hosts use it to read or set content, tests to drive it). */
  onReady?: (editor: TinyEditor) => void;
}

type Manifest = { state: 'off' | 'loading' } | { state: 'ready'; blocks: BlockEntry[] } | { state: 'failed'; message: string };

function useBlockManifest(source: boolean | string, assetsUrl: string): Manifest {
  const url = source === true ? `${assetsUrl}blocks.json` : source || null;
  const [manifest, setManifest] = useState<Manifest>({ state: url ? 'loading' : 'off' });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    loadBlockManifest(url, controller.signal).then(
      (blocks) => setManifest({ state: 'ready', blocks }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setManifest({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [url]);
  return manifest;
}

/** The choices of "Preview blocks as": a guest (signed out) or a signed-in member, the administrator's own account. */
const PREVIEW_AUDIENCES: readonly (readonly [PreviewAs, string])[] = [
  ['guest', 'Guest'],
  ['member', 'Signed-in member (you)'],
];

/** The editing area's width with "Phone width" on: that of common phones. */
const PHONE_WIDTH = '390px';

/** The insert-block dialog while it is open: the slot it edits, if any, or the block chosen already. */
interface OpenDialog {
  editing: EditedSlot | null;
  element: Element | null;
  start: BlockEntry | null;
}

/**
 * The rich-text editor: TinyMCE from the host's own copy (never Tiny's cloud) with
 * the spec's toolbar presets, page links from the page title search, and for content
 * administrators blocks placed as slots.
 */
export function RichTextEditor({
  initialValue,
  onChange,
  label,
  preset = 'defaults',
  blocks = false,
  linkListUrl = PAGE_TITLE_SEARCH_PATH,
  assetsUrl = editorAssetsUrl,
  tinymceUrl,
  licenseKey,
  apiBaseUrl = '/',
  onReady,
}: RichTextEditorProps) {
  useStyles(editorCss);
  const manifest = useBlockManifest(blocks, assetsUrl);
  const [ready, setReady] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const editorRef = useRef<TinyEditor | null>(null);
  /** Where the editing area's focus goes once the dialog has closed (see returnTo). */
  const returnTarget = useRef<{ target: Element | null } | null>(null);
  useEffect(() => {
    if (dialog !== null || !returnTarget.current || !editorRef.current) return;
    returnTo(editorRef.current, returnTarget.current.target);
    returnTarget.current = null;
  }, [dialog]);
  /** Whom the previews show blocks to; a guest first, as most visitors are. */
  const [previewAs, setPreviewAs] = useState<PreviewAs>('guest');
  const previewAsRef = useRef(previewAs);
  const [phoneWidth, setPhoneWidth] = useState(false);
  useEffect(() => {
    previewAsRef.current = previewAs;
    editorRef.current?.getDoc().documentElement.setAttribute(PREVIEW_AS_ATTRIBUTE, previewAs);
  }, [previewAs]);
  useEffect(() => {
    // note: on the frame itself, so the blocks' own media queries see a phone's width; TinyMCE's
    // skin, outside the library's cascade layer, would win over a rule in editor.css
    const frame = editorRef.current?.iframeElement;
    if (!frame) return;
    frame.style.setProperty('max-width', phoneWidth ? PHONE_WIDTH : null);
    frame.style.setProperty('margin-inline', phoneWidth ? 'auto' : null);
  }, [phoneWidth, ready]);
  const viewName = useId();
  const references = useMemo(() => createReferenceCheck(referenceLookup(createApiClient({ baseUrl: apiBaseUrl }))), [apiBaseUrl]);
  const blockEntries = manifest.state === 'ready' ? manifest.blocks : null;
  // TinyMCE's base_url has no trailing slash; hosts write the folder either way.
  const tinymceBase = tinymceUrl.replace(/\/+$/, '');
  // note: TinyMCE reads its options once, when it starts, which is after the manifest has
  // settled (its parser turns slots into cards with it)
  const init = {
    ...presetFor(preset, { blocks: blockEntries !== null }),
    base_url: tinymceBase,
    suffix: '.min',
    skin_url: `${tinymceBase}/skins/ui/oxide`,
    content_css: [`${tinymceBase}/skins/content/default/content.min.css`, `${assetsUrl}editor-content.css`],
    language: 'en',
    menubar: false,
    promotion: false,
    branding: false,
    iframe_aria_text: label,
    // Links are saved as absolute paths (/pages/about-us), whatever page the editor runs on.
    relative_urls: false,
    remove_script_host: true,
    // Non-Latin text stays as it is, not turned into entities: saved HTML reads as typed.
    entity_encoding: 'raw' as const,
    // Elements, not inline styles, which a strict CSP would not apply on the published page.
    formats: { underline: { inline: 'u', exact: true }, strikethrough: { inline: 's', exact: true } },
    block_formats: 'Paragraph=p; Heading 2=h2; Heading 3=h3; Heading 4=h4',
    ...(linkListUrl
      ? {
          link_list: (done: (links: { title: string; value: string }[]) => void) => {
            const selected = editorRef.current?.selection.getContent({ format: 'text' }) ?? '';
            void pageLinks(linkListUrl, selected).then(done);
          },
        }
      : {}),
    // note: TinyMCE's help (Alt+0) gets a tab of the block keys where blocks can be inserted
    ...(blockEntries ? { help_tabs: ['shortcuts', BLOCKS_HELP_TAB, 'keyboardnav', 'plugins', 'versions'] } : {}),
    setup: (editor: TinyEditor) => {
      editor.on('GetContent', (event) => {
        if (event.format === 'html') event.content = asSerialised(event.content);
      });
      editor.on('PreInit', () => {
        // A link's rel as the server's sanitiser writes it, last: "noopener noreferrer" for a new
        // tab (TinyMCE writes "noopener"), none otherwise
        editor.serializer.addNodeFilter('a', (links) => {
          for (const link of links) {
            link.attr('rel', null);
            isolateNewContextLink({
              getAttribute: (name) => link.attr(name) ?? null,
              setAttribute: (name, value) => link.attr(name, value),
            });
          }
        });
      });
      if (!blockEntries) return;
      const byName = new Map(blockEntries.map((entry) => [entry.name, entry]));
      installBlockSlots(
        editor,
        byName,
        (slot, start = null) => {
          const entry = slot && byName.get(slot.reading.name);
          if (slot && !entry) {
            editor.notificationManager.open({ text: unregisteredBlockText(slot.reading.name), type: 'error', timeout: 6000 });
            return;
          }
          setDialog({
            editing: slot && entry ? { block: entry, props: slot.reading.props ?? {} } : null,
            element: slot?.element ?? null,
            start,
          });
        },
        { references },
      );
      editor.on('init', () => startPreviews(editor.getDoc(), { assetsUrl, apiBaseUrl, as: previewAsRef.current }));
    },
  };

  return (
    <div className="cmsb-editor">
      {manifest.state === 'failed' && (
        <Alert type="warning">{`Blocks cannot be inserted: the block list did not load. ${manifest.message}`}</Alert>
      )}
      {!ready && (
        <p className="cmsb-editor__loading" role="status">
          <Spinner decorative /> Loading the editor…
        </p>
      )}
      {blockEntries && (
        <div className="cmsb-editor__view">
          <fieldset className="cmsb-editor__preview-as">
            <legend>Preview blocks as</legend>
            {PREVIEW_AUDIENCES.map(([value, text]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={viewName}
                  value={value}
                  checked={previewAs === value}
                  onChange={() => setPreviewAs(value)}
                />{' '}
                {text}
              </label>
            ))}
          </fieldset>
          <label>
            <input type="checkbox" checked={phoneWidth} onChange={(event) => setPhoneWidth(event.target.checked)} /> Phone width
          </label>
        </div>
      )}
      {manifest.state !== 'loading' && (
        <Editor
          tinymceScriptSrc={`${tinymceBase}/tinymce.min.js`}
          licenseKey={licenseKey}
          initialValue={initialValue}
          init={init}
          onInit={(_event, editor) => {
            // TinyMCE names the editing area's body but not its iframe, which assistive
            // technology announces first
            editor.iframeElement?.setAttribute('title', label);
            // and axe asks the frame's document for a title and a language too
            nameFrameDocument(editor.getDoc(), label);
            editorRef.current = editor;
            setReady(true);
            onReady?.(editor);
          }}
          onEditorChange={(html) => onChange?.(html)}
        />
      )}
      {manifest.state === 'ready' && (
        <BlockDialog
          open={dialog !== null}
          apiBaseUrl={apiBaseUrl}
          assetsUrl={assetsUrl}
          blocks={manifest.blocks}
          editing={dialog?.editing ?? null}
          start={dialog?.start ?? null}
          onClose={() => {
            returnTarget.current = { target: dialog?.element ?? null };
            setDialog(null);
          }}
          onSubmit={(block, props) => {
            const editor = editorRef.current;
            const replace = dialog?.element ?? null;
            returnTarget.current = { target: editor ? placeSlot(editor, block.name, props, replace) : null };
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
