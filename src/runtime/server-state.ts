import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { reportError } from './events.ts';

const read = new WeakSet<Element>();

/**
 * Puts the query data of the slots the server rendered (`<script type="application/json"
 * data-cms-blocks-state>`, written by `cms-blocks/server`) into the page's query cache, each
 * script once, before the islands that show it first render: their first render then shows what
 * the server's HTML shows, with no fetch. A script that cannot be read is reported, and its blocks
 * fetch their data as without it.
 */
export function readServerState(doc: Document, client: QueryClient): void {
  for (const script of doc.querySelectorAll('script[data-cms-blocks-state]')) {
    if (read.has(script)) continue;
    read.add(script);
    try {
      const state = JSON.parse(script.textContent) as unknown;
      if (typeof state !== 'object' || state === null || !Array.isArray((state as DehydratedState).queries)) {
        throw new TypeError('it holds no query list');
      }
      hydrate(client, state);
    } catch (error) {
      reportError(doc, {
        block: null,
        message: `The server-rendered blocks' data could not be read (${String(error)}); they fetch it again.`,
        error,
      });
    }
  }
}

/** Text and elements of nodes, in order: what a server render and a first render in the browser must agree on. */
const outline = (nodes: Iterable<Node>) => {
  const text: string[] = [];
  const tags: string[] = [];
  for (const node of nodes) {
    text.push(node.textContent ?? '');
    if (node instanceof Element) tags.push(node.tagName, ...Array.from(node.querySelectorAll('*'), (element) => element.tagName));
  }
  return { text: text.join('').replace(/\s+/g, ' ').trim(), tags: tags.join(' ') };
};

/**
 * Reports a block whose first render in the browser differs from the HTML the server rendered for
 * it: the page still works (the block's render replaces the server's), but the swap showed a change.
 */
export function reportServerMismatch(slot: Element, block: string, serverHtml: readonly ChildNode[], live: Element): void {
  const server = outline(serverHtml);
  const browser = outline(live.childNodes);
  if (server.text === browser.text && server.tags === browser.tags) return;
  const what = server.text === browser.text ? 'elements' : 'text';
  reportError(slot, {
    block,
    message: `Block "${block}": its first render in the browser differs from the server's HTML (${what}); a server-rendered block must render the same in both for a guest.`,
  });
}
