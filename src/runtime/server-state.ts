import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '#api/errors/api-error.ts';
import type { Message } from '#api/messages.ts';
import { STATE_SCRIPT_ATTRIBUTE } from '#contracts/server-rendering.ts';
import { reportError } from './events.ts';

const read = new WeakSet<Element>();

/** A failed answer as JSON carries it (an ApiError's own fields), made an ApiError again; anything else as it is. */
function reviveError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { name, status, messages, data } = error as Partial<Record<'name' | 'status' | 'messages' | 'data', unknown>>;
  if (name !== 'ApiError' || typeof status !== 'number') return error;
  return new ApiError(status, Array.isArray(messages) ? (messages as Message[]) : [], data ?? null);
}

/**
 * Puts the query data of the slots the server rendered (`<script type="application/json"
 * data-cms-blocks-state>`, written by `cms-blocks/server`) into the page's query cache, each
 * script once, before the islands that show it first render: their first render then shows what
 * the server's HTML shows, with no fetch. The server asked as a guest, so for a signed-in visitor
 * (`signedIn`) the data counts as stale: the blocks show it first, then fetch the visitor's own
 * (an answer may differ by who asks: whether the owner may edit the home page). A script that cannot
 * be read is reported, and its blocks fetch their data as without it. A failed answer is there only
 * for a block that had nothing to show (a product's 404): it is not asked again when the block
 * mounts, so the block's first render shows nothing, as the server's HTML did.
 */
export function readServerState(doc: Document, client: QueryClient, signedIn: boolean): void {
  for (const script of doc.querySelectorAll(`script[${STATE_SCRIPT_ATTRIBUTE}]`)) {
    if (read.has(script)) continue;
    read.add(script);
    try {
      const state = JSON.parse(script.textContent) as unknown;
      if (typeof state !== 'object' || state === null || !Array.isArray((state as DehydratedState).queries)) {
        throw new TypeError('it holds no query list');
      }
      const { queries } = state as DehydratedState;
      for (const query of queries) {
        if (query.state.status !== 'error') continue;
        query.state.error = reviveError(query.state.error) as Error;
        client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      }
      hydrate(client, state);
      if (signedIn) {
        const hashes = new Set(queries.map((query) => query.queryHash));
        void client.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash), refetchType: 'none' });
      }
    } catch (error) {
      reportError(doc, {
        block: null,
        message: `The server-rendered blocks' data could not be read (${String(error)}); they fetch it again.`,
        error,
      });
    }
  }
}

/** The text of nodes, whitespace aside: what a server render and a first render in the browser must agree on. */
const textOf = (nodes: Iterable<Node>) =>
  Array.from(nodes, (node) => node.textContent ?? '')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reports a block whose first render in the browser shows other text than the HTML the server
 * rendered for it: the page still works (the block's render replaces the server's), but the swap
 * showed a change. Text, not elements: by now the block's layout effects have run, and a library
 * may have added elements of its own (the banner's slider, its bullets).
 */
export function reportServerMismatch(slot: Element, block: string, serverHtml: readonly ChildNode[], live: Element): void {
  const server = textOf(serverHtml);
  const browser = textOf(live.childNodes);
  if (server === browser) return;
  let at = 0;
  while (at < server.length && server[at] === browser[at]) at += 1;
  const from = Math.max(0, at - 20);
  reportError(slot, {
    block,
    message: `Block "${block}": its first render in the browser differs from the server's HTML ("…${server.slice(from, from + 60)}…" became "…${browser.slice(from, from + 60)}…"); a server-rendered block must render the same in both for a guest.`,
  });
}
