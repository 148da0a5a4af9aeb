import * as v from 'valibot';
import { createApiClient, type ApiClient } from '#api/client.ts';
import { ApiError } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import {
  referencesEndpoint,
  uploadMediaEndpoint,
  type MediaUpload,
  type ReferenceItem,
  type ReferenceKind,
} from '#contracts/references.ts';

/** What the pickers ask the server: a search, the items a form already holds, an upload. */
export interface ReferenceApi {
  search: (kind: ReferenceKind, query: string, signal?: AbortSignal) => Promise<ReferenceItem[]>;
  /** The item stored as `value`, or null when there is none (deleted, or never existed). */
  find: (kind: ReferenceKind, value: string, signal?: AbortSignal) => Promise<ReferenceItem | null>;
  /** The image stored, or the library's entry of the same bytes (`alreadyInLibrary`). */
  upload: (file: File, signal?: AbortSignal) => Promise<MediaUpload>;
}

export interface ReferenceApiOptions {
  /** The API's base URL (`/`, or where the host serves it). */
  baseUrl: string;
  /** Answers the calls instead of the network: stories and tests. */
  fetch?: typeof fetch;
}

/** The pickers' calls, through the project's API client. */
export function createReferenceApi({ baseUrl, fetch: fetchImpl }: ReferenceApiOptions): ReferenceApi {
  const client: ApiClient = createApiClient({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const ask = async (kind: ReferenceKind, query: Record<string, string>, signal?: AbortSignal) =>
    (await client.request(referencesEndpoint, { params: { kind }, query, ...(signal ? { signal } : {}) })).data;
  return {
    search: (kind, query, signal) => ask(kind, { q: query.trim() }, signal),
    find: async (kind, value, signal) => (await ask(kind, { value }, signal)).find((item) => item.value === value) ?? null,
    upload: (file, signal) => uploadMedia(baseUrl, fetchImpl ?? globalThis.fetch.bind(globalThis), file, signal),
  };
}

/**
 * Sends one image as a multipart form.
 * note: by hand, because the API client sends JSON bodies only; its refusals read the same way
 * (an ApiError with the server's messages), so the picker tells them apart as it does searches.
 */
async function uploadMedia(baseUrl: string, fetchImpl: typeof fetch, file: File, signal?: AbortSignal): Promise<MediaUpload> {
  const form = new FormData();
  form.append('file', file);
  const url = new URL(uploadMediaEndpoint.path.replace(/^\//, ''), new URL(baseUrl.replace(/\/?$/, '/'), document.baseURI));
  const response = await fetchImpl(url, {
    method: uploadMediaEndpoint.method,
    body: form,
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.status !== 200) throw new ApiError(response.status, readMessages(envelope.messages), envelope.data ?? null);
  return v.parse(uploadMediaEndpoint.data, envelope.data);
}
