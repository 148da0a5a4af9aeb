/** A request the app cancelled itself (a newer load replaced it): never shown as an error. */
export function isAbortError(error: unknown): boolean {
  // note: DOMException is not an Error subclass in every realm, so check the name only.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
