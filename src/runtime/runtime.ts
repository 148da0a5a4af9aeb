import { HYDRATIONS, isHydration } from '#contracts/hydration.ts';
import { SERVER_RENDERED_ATTRIBUTE } from '#contracts/server-rendering.ts';
import type { BlockDefinition, BlockModule } from './block.ts';
import type { BlockSource, FindBlock } from './block-source.ts';
import { holdEarlyInput, type EarlyInput } from './early-input.ts';
import { dispatchMount, reportError } from './events.ts';
import { requestedHydration, strategies } from './hydration/index.ts';
import type { Island, IslandStore } from './island-store.ts';
import { parsePropsAttribute, validateProps } from './props.ts';
import { showSlotNotice } from './slot-notice.ts';

export type SlotState = 'pending' | 'mounted' | 'error';

export interface RuntimeOptions {
  doc: Document;
  findBlock: FindBlock;
  /** Edit mode: slots that fail show editors why. */
  editMode: boolean;
  /** Starts the shared React root once and returns its island list. */
  startRenderer: () => Promise<IslandStore>;
  /** Starts fetching every file the runtime and a block need (its source's files), before they are imported. */
  preload?: (files: readonly string[]) => void;
  /**
   * The attribute naming a slot's block (`data-block` by default). The editor's previews use
   * their own, so the runtime never takes the slots TinyMCE owns.
   */
  slotAttribute?: string;
  /**
   * Edit mode: what editors read in the notice of a slot whose block refuses its props (the
   * editor's previews name the block and props by their titles and say what to do); the technical
   * message when unset. The `cms-blocks:error` event always carries the technical one.
   */
  explainProps?: (definition: BlockDefinition<never>, props: unknown) => string;
}

interface SlotRecord {
  block: string;
  /**
   * Server-rendered children shown while the block loads; removed once it mounts or fails, put
   * back when the host unmounts the slot.
   */
  readonly placeholders: readonly ChildNode[];
  /** For a slot the server rendered (`data-ssr`): what the visitor did there before the block was live. */
  early?: EarlyInput;
  cancel?: () => void;
  island?: Island;
  notice?: HTMLElement;
  disposed: boolean;
}

export interface Runtime {
  /** Mounts every slot under `root` (the slot itself included) that is not tracked yet. */
  mount(root?: ParentNode): void;
  /** Unmounts the slot `el` and every slot inside it; they can be mounted again. */
  unmount(el: Element): void;
  /** Watches the document: slots added later mount, removed slots unmount. */
  observe(): () => void;
}

let nextIslandId = 1;

export function createRuntime(options: RuntimeOptions): Runtime {
  const { doc, findBlock, editMode, startRenderer, preload, slotAttribute = 'data-block', explainProps } = options;
  const slotSelector = `[${slotAttribute}]`;
  const records = new Map<Element, SlotRecord>();
  let islandStore: IslandStore | undefined;
  /** One import per block, however many of its slots are due. */
  const modules = new Map<string, Promise<BlockModule>>();
  const loadBlock = (block: string, load: () => Promise<BlockModule>) => {
    let module = modules.get(block);
    if (!module) modules.set(block, (module = load()));
    return module;
  };

  const setState = (slot: Element, state: SlotState) => slot.setAttribute('data-block-state', state);

  const clearPlaceholders = (record: SlotRecord) => {
    for (const node of record.placeholders) node.remove();
  };

  /** `message` is the developers' (the error event); `words` what editors read in the slot, `message` by default. */
  function fail(slot: Element, record: SlotRecord, message: string, error?: unknown, words = message): void {
    record.early?.stop();
    setState(slot, 'error');
    clearPlaceholders(record);
    reportError(slot, { block: record.block, message, error });
    if (editMode) record.notice = showSlotNotice(doc, slot, words);
  }

  /** A block whose plan or code could not be fetched (the network, not the block, failed). */
  function failLoading(slot: Element, record: SlotRecord, error: unknown): void {
    if (!record.disposed) fail(slot, record, `Block "${record.block}": its code failed to load (${String(error)})`, error);
  }

  async function activate(slot: Element, record: SlotRecord, source: BlockSource, rawProps: unknown): Promise<void> {
    let store: IslandStore;
    let module: BlockModule;
    preload?.(source.files);
    try {
      [store, module] = await Promise.all([startRenderer(), loadBlock(record.block, source.load)]);
    } catch (error) {
      failLoading(slot, record, error);
      return;
    }
    if (record.disposed) return;
    const definition = module.default;
    const props = validateProps(definition.props, rawProps);
    if (!props.ok) {
      fail(slot, record, `Block "${record.block}": ${props.problem}`, undefined, explainProps?.(definition, rawProps));
      return;
    }
    const container = doc.createElement('div');
    container.style.display = 'contents';
    container.setAttribute('data-cms-blocks-island', '');
    slot.appendChild(container);
    const island: Island = {
      id: nextIslandId++,
      block: record.block,
      slot,
      container,
      component: definition.component,
      props: props.value,
      serverHtml: record.early ? { nodes: record.placeholders, input: record.early } : null,
      onMounted() {
        if (record.disposed) return;
        setState(slot, 'mounted');
        clearPlaceholders(record);
        dispatchMount(slot, record.block);
      },
      onCrash(error) {
        if (record.disposed) return;
        record.early?.stop();
        setState(slot, 'error');
        clearPlaceholders(record);
        reportError(slot, {
          block: record.block,
          message: `Block "${record.block}" crashed while rendering: ${error instanceof Error ? error.message : String(error)}`,
          error,
        });
      },
    };
    record.island = island;
    islandStore = store;
    store.add(island);
  }

  function track(slot: Element): void {
    if (records.has(slot)) return;
    const block = slot.getAttribute(slotAttribute) ?? '';
    const record: SlotRecord = { block, placeholders: Array.from(slot.childNodes), disposed: false };
    if (slot.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) record.early = holdEarlyInput(slot);
    records.set(slot, record);
    setState(slot, 'pending');

    const found = findBlock(block);
    // note: a registry held in memory answers at once, so its unknown names fail before mount() returns.
    if (found instanceof Promise) {
      // note: fetched, not run: most blocks hydrate on load, so React and the core come beside the
      // plan instead of after it (a round saved where the host's head does not list them).
      preload?.([]);
      found.then(
        (source) => schedule(slot, record, source),
        (error: unknown) => failLoading(slot, record, error),
      );
    } else schedule(slot, record, found);
  }

  function schedule(slot: Element, record: SlotRecord, source: BlockSource | null): void {
    const { block } = record;
    if (record.disposed) return;
    if (!source) {
      fail(slot, record, `Unknown block "${block}"`);
      return;
    }
    const parsed = parsePropsAttribute(slot.getAttribute('data-props'));
    if (!parsed.ok) {
      fail(slot, record, `Block "${block}": ${parsed.problem}`);
      return;
    }
    const requested = requestedHydration(slot);
    const fallback = source.hydration;
    if (requested !== null && !isHydration(requested)) {
      // note: only a warning: the slot still mounts, with the block's own hydration.
      reportError(slot, {
        block,
        message: `Block "${block}": data-hydrate must be one of ${HYDRATIONS.join(', ')} (received "${requested}"); it hydrates with the block's default, ${fallback}.`,
      });
    }
    const hydration = isHydration(requested) ? requested : fallback;
    record.cancel = strategies[hydration](slot, () => void activate(slot, record, source, parsed.value));
  }

  /** Stops the slot's block; `restore` puts back what the host wrote inside the slot. */
  function release(slot: Element, restore: boolean): void {
    const record = records.get(slot);
    if (!record) return;
    records.delete(slot);
    record.disposed = true;
    record.early?.stop();
    record.cancel?.();
    if (record.island) {
      islandStore?.remove(record.island.id);
      record.island.container.remove();
    }
    record.notice?.remove();
    if (restore) slot.append(...record.placeholders);
    slot.removeAttribute('data-block-state');
  }

  const slotsUnder = (root: ParentNode): Element[] => {
    const found = Array.from(root.querySelectorAll(slotSelector));
    if (root instanceof Element && root.matches(slotSelector)) found.unshift(root);
    return found;
  };

  const mount = (root: ParentNode = doc.body) => {
    for (const slot of slotsUnder(root)) track(slot);
  };

  return {
    mount,
    unmount(el) {
      for (const slot of slotsUnder(el)) release(slot, true);
    },
    observe() {
      const observer = new MutationObserver((mutations) => {
        let removed = false;
        for (const mutation of mutations) {
          if (mutation.removedNodes.length > 0) removed = true;
          for (const node of mutation.addedNodes) {
            if (node instanceof Element) mount(node);
          }
        }
        if (!removed) return;
        for (const [slot, record] of records) {
          // note: a slot emptied by the host (innerHTML = '') loses the node the island renders
          // into; treat that as a removal so React never renders into a detached node.
          const detached = record.island && record.island.container.parentNode !== slot;
          if (!slot.isConnected || detached) release(slot, false);
        }
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
  };
}
