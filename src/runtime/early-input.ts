/** What a click before the block is live would have done, done on the live block instead. */
const CLICKED = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary';

export interface EarlyInput {
  /** Call as the block's first render replaces the server's HTML, before that HTML is removed. */
  handOver(live: Element): void;
  stop(): void;
}

/**
 * A server-rendered slot looks live before its code has loaded. What the visitor does there in the
 * meantime is held instead of lost: a click on a control (Add to Cart) is kept from acting on the
 * server's HTML and repeated on the same control once the block is live; a value typed or chosen is
 * put into the same field; focus stays where it was. Links keep working as links. The server's HTML
 * and the block's first render have the same elements (the server renders what the browser does),
 * so a control is found again by its place among them.
 */
export function holdEarlyInput(slot: Element): EarlyInput {
  const clicks: number[][] = [];
  const values = new Map<string, { path: number[]; value: string }>();
  const submits: number[][] = [];

  const pathOf = (element: Element): number[] | null => {
    const path: number[] = [];
    for (let node = element; node !== slot;) {
      const parent = node.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
      node = parent;
    }
    return path;
  };
  const find = (live: Element, path: readonly number[]) =>
    path.reduce<Element | undefined>((element, index) => element?.children[index], live);

  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CLICKED) : null;
    const path = control && slot.contains(control) ? pathOf(control) : null;
    if (!path) return;
    event.preventDefault();
    clicks.push(path);
  };
  const onInput = (event: Event) => {
    const field = event.target;
    const typed =
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement;
    const path = typed ? pathOf(field) : null;
    if (typed && path) values.set(path.join(), { path, value: field.value });
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    // note: pressing Enter clicks the form's submit button, which is held already; a form without one submits alone.
    const path = form.querySelector('[type="submit"], button:not([type])') ? null : pathOf(form);
    if (path) submits.push(path);
  };
  const listeners = [
    ['click', onClick],
    ['input', onInput],
    ['change', onInput],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) slot.addEventListener(type, listener, true);

  const stop = () => {
    for (const [type, listener] of listeners) slot.removeEventListener(type, listener, true);
  };

  return {
    stop,
    handOver(live) {
      stop();
      const active = slot.ownerDocument.activeElement;
      const focused = active && active !== slot && slot.contains(active) && !live.contains(active) ? pathOf(active) : null;
      // note: after the commit that removes the server's HTML, so the block's handlers are attached;
      // one step at a time, each after the block's render of the step before (React renders the
      // state a click set in a microtask), so Add to Cart sees the size chosen before it.
      void (async () => {
        await Promise.resolve();
        if (focused) (find(live, focused) as HTMLElement | undefined)?.focus();
        for (const { path, value } of values.values()) {
          const field = find(live, path) as HTMLInputElement | undefined;
          if (!field || field.value === value) continue;
          // note: through the prototype's setter, so React sees the change as the visitor's own.
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
          await Promise.resolve();
        }
        for (const path of clicks) {
          (find(live, path) as HTMLElement | undefined)?.click();
          await Promise.resolve();
        }
        for (const path of submits) (find(live, path) as HTMLFormElement | undefined)?.requestSubmit();
      })();
    },
  };
}
