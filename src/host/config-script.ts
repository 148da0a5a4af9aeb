/**
 * The loader's look at the page config before the full, validated read: the script's text and
 * the one flag it needs at once. Kept free of the validation library so the loader stays small.
 */
export function readConfigText(doc: Document): string | null {
  return doc.querySelector('script[type="application/json"][data-cms-blocks-config]')?.textContent ?? null;
}

/** Edit mode is on only for a config whose `editMode` is exactly true (as the full read decides). */
export function readsEditMode(text: string | null): boolean {
  try {
    const raw = JSON.parse(text ?? '') as unknown;
    return typeof raw === 'object' && raw !== null && (raw as { editMode?: unknown }).editMode === true;
  } catch {
    return false;
  }
}
