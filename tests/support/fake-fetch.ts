/**
 * A stand-in for the reference server in stories and component tests: routes by method and
 * path to handlers that answer the `{data, messages}` envelope. Records every request.
 */
export interface FakeRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  messages?: unknown[];
}

/** Answers at once, or later (a promise: a slow server, or one that never answers). */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: FakeRequest[];
}

export function fakeFetch(routes: Record<string, FakeHandler>): FakeFetch {
  const requests: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const entry: FakeRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(entry);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) {
      return json(404, {
        data: null,
        messages: [{ type: 'error', source: 'fake', code: 'notFound', value: `No fake for ${request.method} ${url.pathname}` }],
      });
    }
    const answer = await handler(entry);
    return json(answer.status ?? 200, { data: answer.data ?? null, messages: answer.messages ?? [] });
  };
  return { fetch: fetchImpl, requests };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A handler that never answers: the loading state. */
export const never: FakeHandler = () => new Promise<never>(() => undefined);
