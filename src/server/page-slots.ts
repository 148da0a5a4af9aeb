import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { SERVER_RENDERED_ATTRIBUTE } from '#contracts/server-rendering.ts';
import { readSlotProps } from '#host/slot-props.ts';
import type { SlotOutcome, SlotToRender } from './render-slots.tsx';

/** A slot found in a page's text, with where its start tag ends and its content lies. */
export interface PageSlot extends SlotToRender {
  /** Offset of the start tag's `<`. */
  start: number;
  /** Offset of the start tag's closing `>`. */
  startTagClose: number;
  contentStart: number;
  contentEnd: number;
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

const attribute = (element: DefaultTreeAdapterTypes.Element, name: string) =>
  element.attrs.find((candidate) => candidate.name === name)?.value ?? null;

/**
 * The slots of a page (a whole document or a fragment) that the server may fill: outermost slots
 * only (a slot inside a slot is its block's business), written with a closing tag and not filled
 * yet. Props are null where `data-props` is not a JSON object. Parsed as browsers parse HTML, with
 * each element's exact place in the text.
 */
export function findSlots(html: string): PageSlot[] {
  const slots: PageSlot[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const block = attribute(node, 'data-block');
      const place = node.sourceCodeLocation;
      if (block !== null) {
        const props = readSlotProps(attribute(node, 'data-props'));
        const { startTag, endTag } = place ?? {};
        if (startTag && endTag && attribute(node, SERVER_RENDERED_ATTRIBUTE) === null) {
          const close = html.lastIndexOf('>', startTag.endOffset - 1);
          // note: `<div .../>` is an ordinary start tag in HTML; the attribute goes before its slash.
          const startTagClose = html[close - 1] === '/' ? close - 1 : close;
          slots.push({
            block,
            props,
            start: startTag.startOffset,
            startTagClose,
            contentStart: startTag.endOffset,
            contentEnd: endTag.startOffset,
          });
        }
        return;
      }
    }
    const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    children.forEach(visit);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return slots;
}

/**
 * The page with each rendered slot's content replaced by its server HTML and the slot marked, and
 * `before(index)` written just before the slot (its stylesheets); a refused slot emptied and marked
 * (host CSS collapses it, as the browser will refuse it too); slots left to the browser keep what
 * they held. Text is cut and joined, never put through a replacement pattern, so `$1` or `$&`
 * in a product's name stays as written.
 */
export function fillSlots(
  html: string,
  slots: readonly PageSlot[],
  outcomes: readonly SlotOutcome[],
  before: (index: number) => string = () => '',
): string {
  const parts: string[] = [];
  let from = 0;
  slots.forEach((slot, index) => {
    const outcome = outcomes[index];
    if (!outcome || (!outcome.rendered && !outcome.refused)) return;
    parts.push(
      html.slice(from, slot.start),
      outcome.rendered ? before(index) : '',
      html.slice(slot.start, slot.startTagClose),
      ` ${SERVER_RENDERED_ATTRIBUTE}`,
      html.slice(slot.startTagClose, slot.contentStart),
      outcome.rendered ? outcome.html : '',
    );
    from = slot.contentEnd;
  });
  parts.push(html.slice(from));
  return parts.join('');
}
