/**
 * The files the runtime needs (config, React, the shared core), every one of them: the build writes
 * this list into the loader (scripts/preload-plan.ts). Each block's own list is in its plan file
 * (plan-source.ts). Paths are relative to the loader's own URL.
 */
export interface PreloadPlan {
  runtime: readonly string[];
}

/** The modules the page already asks for by `<link rel="modulepreload">`, as absolute URLs. */
export const modulePreloads = (doc: Document): string[] =>
  Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);

/**
 * Returns `preload(files)`: adds `<link rel="modulepreload">` for the runtime's files (the first
 * time) and for `files`, each once, so all of them are fetched at once instead of one import level
 * at a time. Links the host already printed in the head count as asked for.
 */
export function createPreloader(doc: Document, plan: PreloadPlan, base: string): (files: readonly string[]) => void {
  const requested = new Set(modulePreloads(doc));
  const request = (file: string) => {
    const href = new URL(file, base).href;
    if (requested.has(href)) return;
    requested.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  };
  let started = false;
  // note: every slot of a block hands over the same list (its plan's), so each list is read once.
  const lists = new WeakSet<readonly string[]>();
  return (files) => {
    if (!started) plan.runtime.forEach(request);
    started = true;
    // note: an empty list (a plan still on its way, a registry's block) names nothing to fetch.
    if (files.length === 0 || lists.has(files)) return;
    lists.add(files);
    files.forEach(request);
  };
}
