import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_ATTRIBUTE } from '#contracts/editor-preview.ts';
import { ACTION_ATTRIBUTE, decorateSlot, isDecorated, isSlotAction, setSlotWarning } from '#editor/preview/slot-decorations.ts';

function slot(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a slot's decorations in the editing area", () => {
  it('are a strip with the title and the four buttons, and a preview of the same block and props', () => {
    const element = slot(`<div data-block="add-to-cart" data-props='{"productId":"P100"}'></div>`);
    expect(isDecorated(element)).toBe(false);
    decorateSlot(element, 'Add to cart');
    expect(isDecorated(element)).toBe(true);

    const [strip, preview] = Array.from(element.children) as HTMLElement[];
    expect(strip?.querySelector('.cmsb-editor-slot__title')?.textContent).toBe('Add to cart');
    const buttons = Array.from(strip?.querySelectorAll('button') ?? []);
    expect(buttons.map((button) => [button.textContent, button.getAttribute(ACTION_ATTRIBUTE), button.type])).toEqual([
      ['Edit', 'edit', 'button'],
      ['Move up', 'up', 'button'],
      ['Move down', 'down', 'button'],
      ['Remove', 'remove', 'button'],
    ]);
    expect(buttons.every((button) => button.tabIndex === -1)).toBe(true);

    expect(preview?.getAttribute(PREVIEW_ATTRIBUTE)).toBe('add-to-cart');
    expect(preview?.getAttribute('data-props')).toBe('{"productId":"P100"}');
    expect(preview?.getAttribute('data-hydrate')).toBe('load');
    expect(preview?.inert).toBe(true);
    // the preview's mount point is not a slot: the runtime and the serializer leave it alone
    expect(preview?.hasAttribute('data-block')).toBe(false);
  });

  it('are all left out of saved HTML and undo levels (TinyMCE drops bogus="all" elements)', () => {
    const element = slot('<div data-block="spacer-medium"></div>');
    decorateSlot(element, 'Spacer (medium)');
    expect(Array.from(element.children, (child) => child.getAttribute('data-mce-bogus'))).toEqual(['all', 'all']);
    expect(element.lastElementChild?.hasAttribute('data-props')).toBe(false);
  });

  it('replace what the slot held, so decorating twice leaves one strip and one preview', () => {
    const element = slot('<div data-block="spacer-medium"><p>old card</p></div>');
    decorateSlot(element, 'Spacer (medium)');
    decorateSlot(element, 'Spacer (medium)');
    expect(element.children).toHaveLength(2);
    expect(element.textContent).not.toContain('old card');
  });

  it('show a warning, and hide it again', () => {
    const element = slot('<div data-block="add-to-cart"></div>');
    decorateSlot(element, 'Add to cart');
    const warning = element.querySelector<HTMLElement>('.cmsb-editor-slot__warning');
    expect(warning?.hidden).toBe(true);
    setSlotWarning(element, 'There is no product P999.');
    expect(warning?.hidden).toBe(false);
    expect(warning?.textContent).toBe('There is no product P999.');
    setSlotWarning(element, null);
    expect(warning?.hidden).toBe(true);
    expect(warning?.textContent).toBe('');
  });
});

describe('isSlotAction', () => {
  it('knows the four actions and nothing else', () => {
    expect(['edit', 'up', 'down', 'remove'].every(isSlotAction)).toBe(true);
    expect(isSlotAction('toString')).toBe(false);
    expect(isSlotAction(null)).toBe(false);
  });
});
