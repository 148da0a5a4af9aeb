/** What a click before the block is live would have done, done on the live block instead. */
const CLICKED = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary';

/** Something the visitor did in the server's HTML: a click, a value typed or chosen (read when replayed), a form sent. */
export interface HeldInput {
  kind: 'click' | 'value' | 'submit';
  element: Element;
}

export interface EarlyInput {
  held: HeldInput[];
  stop(): void;
}

/**
 * A server-rendered slot looks live before its code has loaded. What the visitor does there in the
 * meantime is held instead of lost (replay-input.ts repeats it on the live block): a click on a
 * control (Add to Cart) is kept from acting on the server's HTML, a value typed or chosen is noted,
 * a form's submission is kept from leaving the page. Links keep working as links. Only the noting
 * is here, in the loader; the replay loads with React.
 */
export function holdEarlyInput(slot: Element): EarlyInput {
  const held: HeldInput[] = [];
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CLICKED) : null;
    if (!control || !slot.contains(control)) return;
    event.preventDefault();
    held.push({ kind: 'click', element: control });
  };
  const onInput = (event: Event) => {
    if (event.target instanceof Element) held.push({ kind: 'value', element: event.target });
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    // note: pressing Enter clicks the form's submit button, which is held already; a form without one submits alone.
    const form = event.target as HTMLFormElement;
    if (!form.querySelector('[type="submit"], button:not([type])')) held.push({ kind: 'submit', element: form });
  };
  const listeners = [
    ['click', onClick],
    ['input', onInput],
    ['change', onInput],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) slot.addEventListener(type, listener, true);
  return {
    held,
    stop() {
      for (const [type, listener] of listeners) slot.removeEventListener(type, listener, true);
    },
  };
}
