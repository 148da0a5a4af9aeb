import { afterEach } from 'vitest';

/**
 * Puts an empty slot of `block` in the document, as a page's HTML holds it before its block mounts
 * (blocks that yield to another block of the page look for its slot). Removed after each test.
 */
export function addPageSlot(block: string): void {
  const slot = document.createElement('div');
  slot.setAttribute('data-block', block);
  slot.setAttribute('data-test-page-slot', '');
  document.body.append(slot);
}

afterEach(() => {
  for (const slot of document.querySelectorAll('[data-test-page-slot]')) slot.remove();
});
