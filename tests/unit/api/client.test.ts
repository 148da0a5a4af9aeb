import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isSuccessfulBody } from '#api/client.ts';
import { type ApiError, isApiError, UNKNOWN_ERROR_TEXT } from '#api/errors/api-error.ts';
import { isAbortError } from '#api/errors/abort.ts';
import { isResponseValidationError } from '#api/errors/response-validation-error.ts';
import { buildPath, defineEndpoint } from '#contracts/endpoint.ts';

const settings = defineEndpoint({
  method: 'GET',
  path: '/api/v2/rcm-ga/{siteId}',
  data: v.array(v.object({ trackingId: v.string() })),
});
const save = defineEndpoint({ method: 'POST', path: '/api/things', data: v.object({ id: v.number() }) });

function respond(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const client = (fetch: typeof globalThis.fetch, preload?: Record<string, unknown>) =>
  createApiClient({ baseUrl: '/', fetch, ...(preload ? { preload } : {}) });

describe('api client', () => {
  it('substitutes {param} in paths, encoding values, and refuses a missing one', () => {
    expect(buildPath('/api/v2/rcm-ga/{siteId}', { siteId: 'a b/c' })).toBe('/api/v2/rcm-ga/a%20b%2Fc');
    expect(() => buildPath('/api/{id}')).toThrow('Missing path parameter "id"');
  });

  it('returns validated data and messages from the envelope', async () => {
    const fetch = respond(200, {
      data: [{ trackingId: 'G-1' }],
      messages: [{ type: 'info', source: 'ga', code: 'ok', value: 'Fine' }],
    });
    const answer = await client(fetch).request(settings, { params: { siteId: 'demo' } });
    expect(answer.data).toEqual([{ trackingId: 'G-1' }]);
    expect(answer.messages[0]).toMatchObject({ key: 'info.ga.ok', level: 'warning', value: 'Fine' });
    const [request] = fetch.mock.calls[0] as [Request];
    expect(new URL(request.url).pathname).toBe('/api/v2/rcm-ga/demo');
  });

  it('sends JSON bodies with the method of the endpoint', async () => {
    const sent: { method: string; body: string }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      sent.push({ method: request.method, body: await request.clone().text() });
      return new Response(JSON.stringify({ data: { id: 3 }, messages: [] }), { status: 200 });
    });
    await client(fetch).request(save, { json: { name: 'x' } });
    expect(sent).toEqual([{ method: 'POST', body: '{"name":"x"}' }]);
  });

  it('throws ApiError with the server messages on failure', async () => {
    const fetch = respond(422, {
      data: null,
      messages: [{ type: 'validatorMessage', source: 'name', code: 'invalid', value: 'Required' }],
    });
    const error = await client(fetch)
      .request(save)
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Required');
  });

  it('falls back to the catalogue text when a failure has no messages', async () => {
    const error = await client(respond(500, 'gateway down'))
      .request(save)
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(UNKNOWN_ERROR_TEXT);
    expect(UNKNOWN_ERROR_TEXT).toBe('An unknown error occurred while making request');
  });

  it('counts only status 200 with an object, array or null body as success', async () => {
    expect(isSuccessfulBody(200, {})).toBe(true);
    expect(isSuccessfulBody(200, [])).toBe(true);
    expect(isSuccessfulBody(200, null)).toBe(true);
    expect(isSuccessfulBody(200, 'text')).toBe(false);
    expect(isSuccessfulBody(200, 5)).toBe(false);
    expect(isSuccessfulBody(200, undefined)).toBe(false);
    expect(isSuccessfulBody(201, {})).toBe(false);
    const error = await client(respond(200, '"just a string"'))
      .request(save)
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
  });

  it('keeps a schema failure apart from an HTTP failure', async () => {
    const error = await client(respond(200, { data: { id: 'nope' }, messages: [] }))
      .request(save)
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(isResponseValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('id');
  });

  it('reports messages lacking type or source as invalid and leaves them out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = respond(422, { data: null, messages: [{ code: 'x', value: 'No type' }] });
    const error = (await client(fetch)
      .request(save)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.messages).toEqual([]);
    expect(error.message).toBe(UNKNOWN_ERROR_TEXT);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('answers a GET from the preloaded responses once, with no call', async () => {
    const fetch = respond(200, { data: [{ trackingId: 'from-network' }], messages: [] });
    const api = client(fetch, { '/api/v2/rcm-ga/demo': { data: [{ trackingId: 'preloaded' }], messages: [] } });
    expect((await api.request(settings, { params: { siteId: 'demo' } })).data[0]?.trackingId).toBe('preloaded');
    expect(fetch).not.toHaveBeenCalled();
    expect((await api.request(settings, { params: { siteId: 'demo' } })).data[0]?.trackingId).toBe('from-network');
  });

  it('sends calls that create the same state one at a time until one has succeeded, then at once', async () => {
    const create = defineEndpoint({ method: 'POST', path: '/api/things', data: v.object({ id: v.number() }), creates: 'thing' });
    const answers: ((status: number) => void)[] = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          answers.push((status) => resolve(new Response(JSON.stringify({ data: { id: 1 }, messages: [] }), { status }))),
        ),
    );
    const api = client(fetch);
    const first = api.request(create).catch((e: unknown) => e);
    const second = api.request(create);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // A failed call may not have made the state: the next one still goes alone.
    answers[0]?.(500);
    expect(isApiError(await first)).toBe(true);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const third = api.request(create);
    answers[1]?.(200);
    await second;
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const later = [api.request(create), api.request(create)];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    answers.slice(2).forEach((answer) => answer(200));
    await Promise.all([third, ...later]);
  });

  it('lets an aborted request end as an abort error, which is never shown', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      () =>
        new Promise<Response>((_resolve, reject) => {
          if (controller.signal.aborted) reject(new DOMException('aborted', 'AbortError'));
          controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client(fetch).request(settings, { params: { siteId: 'x' }, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
  });
});
