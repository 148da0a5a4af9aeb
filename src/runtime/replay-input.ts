import type { EarlyInput } from './early-input.ts';

/** The element's place under `root`: the index of each element on the way down. */
function pathOf(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node = element; node !== root;) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

const find = (root: Element, path: readonly number[] | null) =>
  path?.reduce<Element | undefined>((element, index) => element?.children[index], root);

const isTyped = (element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio') ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/**
 * Repeats on the live block what the visitor did in the server's HTML before it was live
 * (early-input.ts), and keeps the focus where it was. Call it as the block's first render replaces
 * that HTML, before the HTML is removed: the server's HTML and the block's first render have the
 * same elements (a server-rendered block renders the same in both), so each element is found again
 * by its place among them.
 */
export function replayEarlyInput(slot: Element, live: Element, early: EarlyInput): void {
  early.stop();
  const active = slot.ownerDocument.activeElement;
  const focused = active && active !== slot && slot.contains(active) && !live.contains(active) ? pathOf(slot, active) : null;
  const values = new Map<string, { path: number[]; value: string }>();
  const steps: { kind: 'click' | 'submit'; path: number[] }[] = [];
  for (const { kind, element } of early.held) {
    const path = pathOf(slot, element);
    if (!path) continue;
    if (kind !== 'value') steps.push({ kind, path });
    else if (isTyped(element)) values.set(path.join(), { path, value: element.value });
  }
  // note: after the commit that removes the server's HTML, so the block's handlers are attached;
  // one step at a time, each after the block's render of the step before (React renders the
  // state a click set in a microtask), so Add to Cart sees the size chosen before it.
  void (async () => {
    await Promise.resolve();
    (find(live, focused) as HTMLElement | undefined)?.focus();
    for (const { path, value } of values.values()) {
      const field = find(live, path);
      if (!field || !isTyped(field) || field.value === value) continue;
      // note: through the prototype's setter, so React sees the change as the visitor's own.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
    }
    for (const { kind, path } of steps) {
      const element = find(live, path);
      if (kind === 'click') (element as HTMLElement | undefined)?.click();
      else (element as HTMLFormElement | undefined)?.requestSubmit();
      await Promise.resolve();
    }
  })();
}
