import { describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '#runtime/early-input.ts';
import { replayEarlyInput } from '#runtime/replay-input.ts';

/** A slot holding the server's HTML, and the live copy a block's first render puts beside it. */
function slotWith(html: string) {
  const slot = document.createElement('div');
  slot.setAttribute('data-block', 'add-to-cart');
  slot.setAttribute('data-ssr', '');
  slot.innerHTML = html;
  document.body.append(slot);
  const live = document.createElement('div');
  live.innerHTML = html;
  return { slot, live };
}

const FORM = `<form><label>Size <select name="size"><option>S</option><option>L</option></select></label><a href="#more">More</a><button type="submit">Add to Cart</button></form>`;

describe('holding and replaying early input', () => {
  it('holds a click on a control and repeats it on the live control, after the values chosen before it', async () => {
    const { slot, live } = slotWith(FORM);
    const early = holdEarlyInput(slot);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    slot.querySelector('form')?.addEventListener('submit', submitted);
    const select = slot.querySelector('select')!;
    select.value = 'L';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    slot.querySelector('button')!.click();
    // the server's form did not submit itself
    expect(submitted).not.toHaveBeenCalled();

    const order: string[] = [];
    live
      .querySelector('select')
      ?.addEventListener('change', (event) => order.push(`size ${(event.target as HTMLSelectElement).value}`));
    live.querySelector('button')?.addEventListener('click', (event) => {
      event.preventDefault();
      order.push('add');
    });
    replayEarlyInput(slot, live, early);
    await vi.waitFor(() => expect(order).toEqual(['size L', 'add']));
    slot.remove();
  });

  it('leaves links alone and stops holding once replayed', async () => {
    const { slot, live } = slotWith(FORM);
    const early = holdEarlyInput(slot);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    replayEarlyInput(slot, live, early);
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('button')?.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(early.held).toEqual([]);
    slot.remove();
  });

  it('keeps the focus on the same control', async () => {
    const { slot, live } = slotWith(FORM);
    document.body.append(live);
    const early = holdEarlyInput(slot);
    slot.querySelector('select')!.focus();
    replayEarlyInput(slot, live, early);
    slot.remove();
    await vi.waitFor(() => expect(document.activeElement).toBe(live.querySelector('select')));
    live.remove();
  });
});
