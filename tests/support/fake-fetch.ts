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
    const answer = await untilTestEnds(handler(entry));
    return json(answer.status ?? 200, { data: answer.data ?? null, messages: answer.messages ?? [] });
  };
  return { fetch: fetchImpl, requests };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const unanswered = new Set<(reason: unknown) => void>();

/**
 * An answer still pending when a test ends is refused as an aborted request would be, so the
 * client's own timeout (ky's 10 s) never fires into a later test file, where it would call
 * into a block that is gone and, in a node-environment file, into a `window` that is gone.
 */
function untilTestEnds(answer: FakeAnswer | Promise<FakeAnswer>): Promise<FakeAnswer> {
  if (!(answer instanceof Promise)) return Promise.resolve(answer);
  return new Promise<FakeAnswer>((resolve, reject) => {
    unanswered.add(reject);
    answer.then(resolve, reject).finally(() => unanswered.delete(reject));
  });
}

/** Called after each component test: ends the requests its fake server never answered. */
export function abortUnansweredRequests(): void {
  for (const reject of unanswered) reject(new DOMException('The test ended.', 'AbortError'));
  unanswered.clear();
}

/** A handler that never answers: the loading state. */
export const never: FakeHandler = () => new Promise<never>(() => undefined);
