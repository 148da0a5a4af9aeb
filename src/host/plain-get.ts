import type { PageConfig } from './config.ts';

/**
 * A GET of the API for the loader's own lazy modules (the session, the header's cart), which answer
 * hosts on pages with no block due: with `fetch` itself, as the blocks' http client and the chunks
 * it shares would bring React along. Like that client, a response the host preloaded answers it.
 * Resolves the envelope's `data`; rejects when the server did not answer 200 with JSON.
 */
export async function plainGet(
  doc: Document,
  config: Pick<PageConfig, 'apiBaseUrl' | 'preload'>,
  path: string,
): Promise<unknown> {
  const body = Object.hasOwn(config.preload, path)
    ? config.preload[path]
    : await fetch(new URL(path.replace(/^\//, ''), new URL(config.apiBaseUrl.replace(/\/?$/, '/'), doc.baseURI)), {
        credentials: 'same-origin',
      }).then(async (response) => {
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
        return (await response.json()) as unknown;
      });
  return body !== null && typeof body === 'object' && 'data' in body ? body.data : body;
}
