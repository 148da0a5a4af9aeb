import DOMPurify, { type Config, type UponSanitizeAttributeHookEvent, type UponSanitizeElementHookEvent } from 'dompurify';
import { isHydration } from '#contracts/hydration.ts';
import { isolateNewContextLink } from '#contracts/link-isolation.ts';
import { encodeSlotProps, readSlotProps } from '#host/slot-props.ts';
import { domWindow } from './dom-window.ts';

/** Ordinary rich text: these elements keep no attribute (no style, class or id anywhere). */
const PLAIN_ELEMENTS = [
  ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'code', 'pre', 'span', 'br', 'hr'],
  ...['ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr'],
];

/** Each element a page may hold, with the attributes it keeps; a div keeps the slot attributes of the host contract. */
const ELEMENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(PLAIN_ELEMENTS.map((tag) => [tag, []])),
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  colgroup: ['span'],
  col: ['span'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  div: ['data-block', 'data-props', 'data-hydrate'],
};

/** A link opens in the page's own tab or a new one; frame names mean nothing in a CMS page. */
const LINK_TARGETS: ReadonlySet<string> = new Set(['_self', '_blank']);

const CONFIG = {
  ALLOWED_TAGS: Object.keys(ELEMENT_ATTRIBUTES),
  ALLOWED_ATTR: [...new Set(Object.values(ELEMENT_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** The slots whose children the call under way removed (see sanitizePageReporting). */
const emptiedSlots = new Set<Element>();

/** A slot's children are the CMS's placeholders at most: it writes empty slots, the page fills them. */
function emptySlot(node: Node, { tagName }: UponSanitizeElementHookEvent): void {
  const element = node as Element;
  if (tagName === 'div' && element.hasAttribute('data-block') && element.hasChildNodes()) {
    emptiedSlots.add(element);
    element.replaceChildren();
  }
}

/**
 * Keeps an attribute only on the elements allowed it and with a sensible value. `data-props`
 * holding a JSON object is rewritten as encodeSlotProps writes it (the same text for a slot the
 * editor wrote), so props holding `</script>` or `-->` stay harmless text, where DOMPurify
 * would drop the attribute; other props are left for the slot check to refuse.
 */
function keepAllowedAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const { attrName, attrValue } = event;
  if (!ELEMENT_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(attrName)) {
    event.keepAttr = false;
  } else if (attrName === 'data-props' && attrValue.trim() !== '') {
    const props = readSlotProps(attrValue);
    if (props) event.attrValue = encodeSlotProps(props);
  } else if (attrName === 'data-hydrate') {
    event.keepAttr = isHydration(attrValue);
  } else if (attrName === 'target') {
    event.attrValue = attrValue.toLowerCase();
    event.keepAttr = LINK_TARGETS.has(event.attrValue);
  }
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A private DOMPurify instance over the server's jsdom window, made on first use: importing this module runs nothing. */
function pagePurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(domWindow());
  instance.addHook('uponSanitizeElement', emptySlot);
  instance.addHook('uponSanitizeAttribute', keepAllowedAttribute);
  instance.addHook('afterSanitizeAttributes', isolateNewContextLink);
  return (purifier = instance);
}

/** How a content administrator reads what was removed: `<script>`, `the style attribute`. */
function removedName(item: ReturnType<typeof DOMPurify>['removed'][number]): string | null {
  if ('element' in item) {
    const name = item.element.nodeName.toLowerCase();
    // note: DOMPurify lists the body it parsed into, which it does not remove
    if (name === 'body') return null;
    return name === '#comment' ? 'a comment' : name.startsWith('#') ? null : `<${name}>`;
  }
  const { attribute, from } = item;
  // an attribute a hook wrote back (a new tab's rel) is still there
  if (!attribute || (from as Element).hasAttribute(attribute.name)) return null;
  return `the ${attribute.name} attribute`;
}

/**
 * A page's content as the server stores it: DOMPurify keeps the rich text and the slots above and
 * removes everything else (scripts, iframes, forms, event handlers, style, class, id, `javascript:` URLs).
 * `removed` names what went, each kind once, in the order met: the same HTML after a save means
 * nothing was removed, and HTML the editor wrote comes back byte for byte.
 */
export function sanitizePageReporting(html: string): { content: string; removed: string[] } {
  const purifier = pagePurifier();
  try {
    const content = purifier.sanitize(html, CONFIG);
    const removed = new Set(purifier.removed.map(removedName).filter((name) => name !== null));
    if (emptiedSlots.size > 0) removed.add('what was inside a block');
    return { content, removed: [...removed] };
  } finally {
    // a sanitise that throws leaves nothing behind for the next save to report
    emptiedSlots.clear();
  }
}

/** A page's content as the server stores it (sanitizePageReporting's content). */
export const sanitizePage = (html: string): string => sanitizePageReporting(html).content;
