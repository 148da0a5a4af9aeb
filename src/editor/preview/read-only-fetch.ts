/** Said when a preview's block tries to change something: previews in the editor only read. */
export const PREVIEW_WRITE_TEXT = 'Not sent: a preview in the editor changes nothing.';

const READS = new Set(['GET', 'HEAD']);

/**
 * A fetch for previews: reads go out, every other call is refused here, before it leaves the
 * browser, so a block in the editor can never add to a cart, save a form or send a mail. A
 * guest's previews send their reads without the session cookie.
 */
export function readOnlyFetch(fetchImpl: typeof fetch, { guest = false }: { guest?: boolean } = {}): typeof fetch {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!READS.has(method)) return Promise.reject(new TypeError(PREVIEW_WRITE_TEXT));
    // note: as a guest, no cookie goes out: the server answers as it answers any visitor signed out
    return guest ? fetchImpl(new Request(input, { ...init, credentials: 'omit' })) : fetchImpl(input, init);
  };
}
