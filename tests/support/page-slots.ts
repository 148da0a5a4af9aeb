/**
 * Puts an empty slot of `block` in the document, as a page's HTML holds it before its block mounts
 * (blocks that yield to another block of the page look for its slot). The unit set-up removes
 * them after each test (see removePageSlots).
 */
export function addPageSlot(block: string): void {
  const slot = document.createElement('div');
  slot.setAttribute('data-block', block);
  slot.setAttribute('data-test-page-slot', '');
  document.body.append(slot);
}

/**
 * Removes the slots addPageSlot added. Called from the unit set-up file, which runs for every test
 * file: a hook registered here would run only in the first file of a worker that shares one module
 * graph between files (the unit project), and a slot would leak into the next file's tests.
 */
export function removePageSlots(): void {
  for (const slot of document.querySelectorAll('[data-test-page-slot]')) slot.remove();
}
