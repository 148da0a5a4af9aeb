import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<Data = unknown, Body = unknown> {
  method: Method;
  /** Path with `{param}` placeholders, e.g. `/api/v2/rcm-ga/{siteId}`. */
  path: string;
  /** Validates the answer's `data`. */
  data: v.GenericSchema<unknown, Data>;
  /** Validates the request body: the reference server checks it with the same schema. */
  body?: v.GenericSchema<unknown, Body>;
  /**
   * The state this call makes when there is none yet, which the server finds again by a cookie it
   * sets with the answer (e.g. `'cart'`, a guest's cart). The client sends calls naming the same
   * state one at a time until one has succeeded, so the others carry its cookie instead of each
   * making a state of its own.
   */
  creates?: string;
}

/** Each endpoint is defined once, in src/contracts/<area>.ts: the blocks call it and the reference server serves it. */
export function defineEndpoint<Data, Body = never>(endpoint: Endpoint<Data, Body>): Endpoint<Data, Body> {
  return endpoint;
}

export type PathParams = Readonly<Record<string, string | number>>;

/** Substitutes `{param}` placeholders, encoding each value; a missing one is an error. */
export function buildPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type QueryParams = Readonly<Record<string, string | number | boolean>>;

/** The request path with parameters and query string: the key of caches and preloads. */
export function requestPath(path: string, params?: PathParams, query?: QueryParams): string {
  const built = buildPath(path, params);
  if (!query) return built;
  const search = new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)]));
  return `${built}?${search}`;
}
