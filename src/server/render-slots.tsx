import { dehydrate, skipToken, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApiProvider } from '#api/api-context.tsx';
import { createApiClient } from '#api/client.ts';
import { createQueryClient } from '#api/query-client.ts';
import type { PageConfig } from '#host/config.ts';
import type { BlockModule } from '#runtime/block.ts';
import { ServerNothingContext } from '#runtime/nothing-to-show.tsx';
import { validateProps } from '#runtime/props.ts';
import { Providers } from '#runtime/providers.tsx';

/**
 * A slot to render: its block's name and its props as parsed from `data-props` (not yet
 * validated; null when `data-props` is not a JSON object).
 */
export interface SlotToRender {
  block: string;
  props: unknown;
}

/**
 * What became of one slot: its HTML, or why it is left to the browser (its placeholder stays).
 * `browserOnly`: the block is not for the server (per visitor), which is no problem on a page.
 * `refused`: the browser refuses it too (an unknown block, props its schema refuses), so the slot
 * is written empty and takes no space from the start, instead of collapsing once the browser fails it.
 */
export type SlotOutcome =
  | { rendered: true; html: string; hints: string[] }
  | { rendered: false; problem: string; browserOnly?: boolean; refused?: boolean };

export interface RenderEnvironment {
  /** The block's code, or null for a name the library does not know. */
  loadBlock: (block: string) => Promise<BlockModule> | null;
  /** The page's config; rendering always takes it as a guest's (no user, no preloaded answers, no edit mode). */
  config: PageConfig;
  /** Where the config's `apiBaseUrl` resolves: the page's origin, e.g. `https://shop.example`. */
  origin: string;
  /** The blocks' API calls go through it (absolute URLs, no cookies); Node's fetch by default. */
  fetch?: typeof fetch;
  /** How long the slots' data may take, in all; a slot still waiting then keeps its placeholder. */
  timeoutMs: number;
}

export interface RenderedSlots {
  outcomes: SlotOutcome[];
  /** The query data the rendered slots showed, for the browser's cache; null when none was rendered. */
  state: DehydratedState | null;
}

/** Renders and fetches in turns: a query a render asks for is fetched, then the slots render again with its data. */
const MAX_PASSES = 4;

interface Prepared {
  index: number;
  module: BlockModule;
  props: unknown;
  html: string;
  problem: string | null;
  /**
   * Why its last render had nothing to show (see NothingToShow), or null: the slot is then written
   * empty, and the data that said so (a product's 404) goes to the browser, whose first render agrees.
   */
  nothing: string | null;
  /** The queries its last render asked for, by hash, with their options (queryFn included). */
  queries: Map<string, QueryOptionsUsed>;
}

type QueryOptionsUsed = ReturnType<QueryClient['defaultQueryOptions']>;

/**
 * Notes the queries each render asks for: `useQuery` and `useQueries` build their options through
 * the client's `defaultQueryOptions` while rendering, and a server render runs no effect, so this is
 * where a render says what data it waits for.
 */
function recordQueries(client: QueryClient) {
  let recording: Map<string, QueryOptionsUsed> | null = null;
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
    const defaulted = defaults(options);
    recording?.set(defaulted.queryHash, defaulted);
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  return <T,>(render: () => T): { result: T; queries: Map<string, QueryOptionsUsed> } => {
    const queries = new Map<string, QueryOptionsUsed>();
    recording = queries;
    try {
      return { result: render(), queries };
    } finally {
      recording = null;
    }
  };
}

/** React writes the resource hints of what it rendered (the main image's preload) before the HTML; they belong in the head. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * React's `style` attributes: a page under the strict CSP (`style-src 'self'`) would refuse each one,
 * with an error in the console, so the server's HTML has none; the block's own render sets them
 * through the CSSOM, which the policy allows. (React escapes `"` in text, so only attributes match.)
 */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

const waitsForData = (options: QueryOptionsUsed) => options.enabled !== false && options.queryFn !== skipToken;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Renders blocks as a guest would first see them, with their data: each slot renders, the queries
 * it asked for are fetched, and it renders again, until no query is pending. A slot whose block is
 * unknown or whose props fail its schema is refused (written empty: the browser refuses it too); one
 * whose block is not for the server, whose render throws, whose data failed or did not come in time
 * keeps its placeholder and says why; the others' data is dehydrated for the
 * browser's query cache, so the browser's first render shows the same without a fetch. A block that
 * has nothing to show (its product is gone: see NothingToShow) is rendered, empty, with the failed
 * answer that said so.
 */
export async function renderSlots(slots: readonly SlotToRender[], environment: RenderEnvironment): Promise<RenderedSlots> {
  const { config, origin, timeoutMs } = environment;
  const guest: PageConfig = { ...config, user: null, editMode: false, preload: {} };
  const client = createQueryClient();
  // note: a failed call leaves its slot to the browser at once, rather than waiting to try again,
  // and the next pass renders the failure (a block with nothing to show says so), not a new try.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const api = createApiClient({
    baseUrl: new URL(config.apiBaseUrl, origin).href,
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
  });
  const recorded = recordQueries(client);
  const outcomes: SlotOutcome[] = slots.map(() => ({ rendered: false, problem: '' }));

  const prepared: Prepared[] = [];
  await Promise.all(
    slots.map(async ({ block, props }, index) => {
      const fail = (problem: string, refused = true) =>
        (outcomes[index] = { rendered: false, problem: `Block "${block}": ${problem}`, refused });
      let module: BlockModule;
      try {
        const loading = environment.loadBlock(block);
        if (!loading) return fail('no such block');
        module = await loading;
      } catch (error) {
        return fail(`its code failed to load (${describe(error)})`, false);
      }
      const checked =
        props === null
          ? { ok: false as const, problem: 'data-props is not a JSON object' }
          : validateProps(module.default.props, props);
      if (!checked.ok) return fail(checked.problem);
      if (!module.default.serverRender) {
        outcomes[index] = { rendered: false, problem: `Block "${block}": renders in the browser only`, browserOnly: true };
        return;
      }
      prepared.push({ index, module, props: checked.value, html: '', problem: null, nothing: null, queries: new Map() });
    }),
  );

  const renderOne = (slot: Prepared) => {
    const Block = slot.module.default.component as (props: object) => ReactNode;
    slot.nothing = null;
    const tellNothing = (failure: string) => (slot.nothing = failure);
    try {
      const { result, queries } = recorded(() =>
        renderToString(
          <Providers config={guest} queryClient={client} server>
            <ApiProvider client={api}>
              <ServerNothingContext value={tellNothing}>
                <Block {...(slot.props as object)} />
              </ServerNothingContext>
            </ApiProvider>
          </Providers>,
          // note: each slot renders on its own, so without a prefix of its own two slots' useId values would repeat
          { identifierPrefix: `cmsb-ssr${slot.index}-` },
        ),
      );
      slot.html = result;
      slot.queries = queries;
    } catch (error) {
      slot.problem = `Block "${slot.module.default.name}" crashed while rendering on the server: ${describe(error)}`;
    }
  };

  const deadline = Date.now() + timeoutMs;
  let live = prepared;
  for (let pass = 1; ; pass++) {
    live.forEach(renderOne);
    live = live.filter((slot) => slot.problem === null);
    const pending = new Map<string, QueryOptionsUsed>();
    for (const slot of live) {
      for (const [hash, options] of slot.queries) {
        if (waitsForData(options) && client.getQueryCache().get(hash)?.state.status === 'pending') pending.set(hash, options);
      }
    }
    if (pending.size === 0 || pass === MAX_PASSES) break;
    // note: a failed fetch is not thrown here; its query's state says so, and its slot is left to the browser.
    const fetched = Promise.all([...pending.values()].map((options) => client.query(options).catch(() => undefined)));
    const left = deadline - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inTime = await Promise.race([
      fetched.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, left)))),
    ]);
    clearTimeout(timer);
    if (!inTime) break;
  }

  const shown = new Set<string>();
  for (const slot of prepared) {
    const name = slot.module.default.name;
    if (slot.problem !== null) {
      outcomes[slot.index] = { rendered: false, problem: slot.problem };
      continue;
    }
    let problem: string | null = null;
    // note: a block with nothing to show rendered its answer, whether the data came or failed (a 404)
    for (const [hash, options] of slot.nothing === null ? slot.queries : []) {
      const state = client.getQueryCache().get(hash)?.state;
      if (!waitsForData(options) || !state) continue;
      if (state.status === 'error')
        problem = `Block "${name}": its data could not be loaded on the server (${describe(state.error)})`;
      else if (state.status === 'pending') {
        problem = `Block "${name}": its data did not come within ${timeoutMs} ms on the server`;
      }
    }
    if (problem !== null) {
      outcomes[slot.index] = { rendered: false, problem };
      continue;
    }
    for (const hash of slot.queries.keys()) shown.add(hash);
    const hints = LEADING_HINTS.exec(slot.html)?.[0] ?? '';
    outcomes[slot.index] = {
      rendered: true,
      html: slot.html.slice(hints.length).replace(STYLE_ATTRIBUTE, ''),
      hints: hints.match(/<link [^>]*\/>/g) ?? [],
    };
  }
  const state =
    shown.size > 0
      ? // note: a failed query is shown only by a slot with nothing to show (a 404 said so)
        dehydrate(client, { shouldDehydrateQuery: (query) => shown.has(query.queryHash) && query.state.status !== 'pending' })
      : null;
  client.clear();
  return { outcomes, state };
}
