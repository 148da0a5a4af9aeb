import type Provider from 'oidc-provider';
import type { Db } from '../db/database.ts';
import { createProvider } from './provider.ts';

interface Entry {
  provider: Provider;
  handle: ReturnType<Provider['callback']>;
}

/** Origins a server answers on in practice (127.0.0.1, localhost, a LAN name); more are dropped oldest first. */
const MAX_ORIGINS = 8;

/**
 * One provider per origin the server is reached on, made on the first request from it. The issuer
 * (`origin` + /oidc) must be the URL the relying party reached, and tests and `PORT` pick the
 * port only at start. A request naming another host only ever sees a provider whose URLs point
 * back at that host; the keys and clients in the database are the same for all.
 */
export function providerPool(db: Db) {
  const entries = new Map<string, Promise<Entry>>();
  return {
    get(origin: string): Promise<Entry> {
      let entry = entries.get(origin);
      if (!entry) {
        entry = createProvider(db, origin).then((provider) => ({ provider, handle: provider.callback() }));
        // A failed start is not kept: the next request tries again.
        entry.catch(() => entries.delete(origin));
        entries.set(origin, entry);
        if (entries.size > MAX_ORIGINS) entries.delete(entries.keys().next().value ?? origin);
      }
      return entry;
    },
  };
}

export type ProviderPool = ReturnType<typeof providerPool>;
