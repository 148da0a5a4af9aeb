/** A request the app cancelled itself (a newer load replaced it): never shown as an error. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
