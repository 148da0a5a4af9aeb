import { useEffect, useRef } from 'react';
import { encodeSlotProps } from '#host/slot-props.ts';
import { editorAssetsUrl } from '../assets-url.ts';
import { PREVIEW_ATTRIBUTE } from '#contracts/editor-preview.ts';
import { nameFrameDocument, startPreviews } from './preview-markup.ts';

export interface BlockPreviewFrameProps {
  block: string;
  props: Record<string, unknown>;
  /** The frame's accessible name: "Preview: Add to cart". */
  title: string;
  /** Where editor-preview.js is served; by default beside editor.js. */
  assetsUrl?: string;
  /** The API the block reads from. */
  apiBaseUrl?: string;
}

const frameStyle = { display: 'block', width: '100%', height: '100%', border: 0 } as const;

/**
 * One block as visitors see it, live and read-only (the editor's previews): a frame of this
 * page's origin whose document this component writes, so no inline script and no second page.
 * The block is not interactive and its API calls only read, as a guest.
 */
export function BlockPreviewFrame({
  block,
  props,
  title,
  assetsUrl = editorAssetsUrl,
  apiBaseUrl = '/',
}: BlockPreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const propsText = encodeSlotProps(props);
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const mount = doc.createElement('div');
    mount.setAttribute(PREVIEW_ATTRIBUTE, block);
    mount.setAttribute('data-props', propsText);
    mount.setAttribute('data-hydrate', 'load');
    mount.inert = true;
    nameFrameDocument(doc, title);
    doc.body.style.margin = '0';
    doc.body.replaceChildren(mount);
    startPreviews(doc, { assetsUrl, apiBaseUrl });
    return () => mount.remove();
  }, [block, propsText, title, assetsUrl, apiBaseUrl]);
  return <iframe ref={frame} title={title} className="cmsb-block-preview-frame" tabIndex={-1} style={frameStyle} />;
}
