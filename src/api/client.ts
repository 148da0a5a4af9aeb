import ky from 'ky';
import * as v from 'valibot';
import { requestPath, type Endpoint, type PathParams, type QueryParams } from '#contracts/endpoint.ts';
import { ApiError } from './errors/api-error.ts';
import { ResponseValidationError } from './errors/response-validation-error.ts';
import { readMessages, type Message } from './messages.ts';

export interface ApiResponse<Data> {
  data: Data;
  messages: Message[];
}

export interface RequestOptions<Body> {
  params?: PathParams;
  /** Query string parameters. */
  query?: QueryParams;
  json?: Body;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Responses the host preloaded, keyed by request path; each is used once, instead of a call. */
  preload?: Readonly<Record<string, unknown>>;
  fetch?: typeof fetch;
}

/** Success needs status 200 and a body that is an object, an array or null. */
export function isSuccessfulBody(status: number, body: unknown): boolean {
  return status === 200 && (body === null || typeof body === 'object');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const preload = new Map(Object.entries(options.preload ?? {}));
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Calls that create the same state (Endpoint.creates) go one at a time until one has succeeded.
  const lines = new Map<string, Promise<void>>();
  const created = new Set<string>();

  function sendInTurn(state: string | undefined, send: () => Promise<Response>): Promise<Response> {
    if (state === undefined || created.has(state)) return send();
    const sent = (lines.get(state) ?? Promise.resolve()).then(send);
    const settled = sent.then(
      (response) => {
        if (response.status === 200) created.add(state);
      },
      () => undefined,
    );
    lines.set(state, settled);
    return sent;
  }

  function settle<Data>(endpoint: Endpoint<Data>, path: string, status: number, body: unknown): ApiResponse<Data> {
    const envelope = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const messages = readMessages(envelope.messages);
    if (!isSuccessfulBody(status, body)) throw new ApiError(status, messages, envelope.data ?? null);
    const parsed = v.safeParse(endpoint.data, 'data' in envelope ? envelope.data : body);
    if (!parsed.success) {
      throw new ResponseValidationError(
        path,
        parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'data'}: ${issue.message}`),
      );
    }
    return { data: parsed.output, messages };
  }

  return {
    async request<Data, Body>(endpoint: Endpoint<Data, Body>, request: RequestOptions<Body> = {}): Promise<ApiResponse<Data>> {
      const path = requestPath(endpoint.path, request.params, request.query);
      if (endpoint.method === 'GET' && preload.has(path)) {
        const body = preload.get(path);
        preload.delete(path);
        return settle(endpoint, path, 200, body);
      }
      // note: on a server (src/server/) there is no document: the base URL is absolute there.
      const url = new URL(
        path.replace(/^\//, ''),
        new URL(options.baseUrl.replace(/\/?$/, '/'), typeof document === 'undefined' ? undefined : document.baseURI),
      );
      const response = await sendInTurn(endpoint.creates, () =>
        http(url, {
          method: endpoint.method,
          ...(request.json !== undefined ? { json: request.json } : {}),
          ...(request.signal ? { signal: request.signal } : {}),
          ...(request.headers ? { headers: request.headers } : {}),
        }),
      );
      return settle(endpoint, path, response.status, await readBody(response));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
