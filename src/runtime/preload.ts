/**
 * The files the runtime and each block need, every one of them (the build writes this plan into
 * the loader; see scripts/preload-plan.mjs). Paths are relative to the loader's own URL.
 */
export interface PreloadPlan {
  runtime: readonly string[];
  blocks: Readonly<Record<string, readonly string[]>>;
}

/**
 * Returns `preload(block)`: adds `<link rel="modulepreload">` for the runtime's and the block's
 * files not asked for yet, so all of them are fetched at once instead of one import level at a time.
 * Links the host already printed in the head count as asked for.
 */
export function createPreloader(doc: Document, plan: PreloadPlan, base: string): (block: string) => void {
  const requested = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href));
  const request = (file: string) => {
    const href = new URL(file, base).href;
    if (requested.has(href)) return;
    requested.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  };
  const asked = new Set<string>();
  return (block) => {
    if (asked.has(block)) return;
    if (asked.size === 0) plan.runtime.forEach(request);
    asked.add(block);
    plan.blocks[block]?.forEach(request);
  };
}
