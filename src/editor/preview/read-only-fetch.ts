/** Said when a preview's block tries to change something: previews in the editor only read. */
export const PREVIEW_WRITE_TEXT = 'Not sent: a preview in the editor changes nothing.';

const READS = new Set(['GET', 'HEAD']);

/**
 * A fetch for previews: reads go out, every other call is refused here, before it leaves the
 * browser, so a block in the editor can never add to a cart, save a form or send a mail.
 */
export function readOnlyFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    return READS.has(method) ? fetchImpl(input, init) : Promise.reject(new TypeError(PREVIEW_WRITE_TEXT));
  };
}
