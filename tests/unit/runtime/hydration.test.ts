import { maySlotHydrateAtOnce } from '#runtime/hydration/index.ts';

const page = (slots: string) => {
  const root = document.createElement('div');
  root.innerHTML = slots;
  return root;
};

describe('maySlotHydrateAtOnce', () => {
  it('is true for a slot that hydrates on load, or leaves it to its block, or names no known hydration', () => {
    for (const slot of ['data-hydrate="load"', '', 'data-hydrate=""', 'data-hydrate="soon"']) {
      expect(maySlotHydrateAtOnce(page(`<div data-block="cart" ${slot}></div>`), '[data-block]')).toBe(true);
    }
  });

  it('is false when every slot asks to wait, or there is none', () => {
    const waiting = '<div data-block="cart" data-hydrate="visible"></div><div data-block="banner" data-hydrate=" idle "></div>';
    expect(maySlotHydrateAtOnce(page(waiting), '[data-block]')).toBe(false);
    expect(maySlotHydrateAtOnce(page('<p>No slots</p>'), '[data-block]')).toBe(false);
    expect(maySlotHydrateAtOnce(page(`${waiting}<div data-block="spacer-medium"></div>`), '[data-block]')).toBe(true);
  });
});
