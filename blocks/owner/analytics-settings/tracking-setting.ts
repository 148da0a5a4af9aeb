import type { ApiClient } from '#api/client.ts';
import { classifyFailure, type Failure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import {
  createTrackingSettingEndpoint,
  SITE_REFUSAL_SOURCE,
  trackingSettingsEndpoint,
  updateTrackingSettingEndpoint,
  type TrackingSetting,
  type TrackingSettingRequest,
} from '#contracts/site-analytics.ts';
import type { PageConfig } from '#host/config.ts';
import { loginPath } from '#host/navigation.ts';
import type { Routes } from '#host/routes.ts';

/**
 * The create/update logic of analytics settings (accounts spec 4): with no setting yet (a 404 or
 * an empty list on load) the first save creates it (POST) and the form then reloads; once one
 * exists, a save updates it (PATCH).
 */
export type TrackingMode = 'create' | 'update';

export interface LoadedTracking {
  mode: TrackingMode;
  /** The saved ID ('' in create mode): the first item's, as the spec reads it. */
  trackingId: string;
}

const NO_SETTING: LoadedTracking = { mode: 'create', trackingId: '' };

/** The site's settings as the server lists them; it answers 404 while there is none yet. */
export const trackingSettingsQueryOptions = (api: ApiClient, siteId: string) =>
  apiQueryOptions(api, trackingSettingsEndpoint, { params: { siteId } });

/**
 * What the form starts from, read from its query: the first listed setting's ID, as the spec reads
 * it, or create mode when the load found none (an empty list, or a 404 that does not refuse the
 * site); null while the query has neither.
 */
export function loadedTracking({
  data,
  error,
}: {
  data: readonly TrackingSetting[] | undefined;
  error: unknown;
}): LoadedTracking | null {
  const [first] = data ?? [];
  if (first) return { mode: 'update', trackingId: first.trackingId };
  const failure = classifyFailure(error);
  return data || (failure.kind === 'not-found' && !isRefusal(failure)) ? NO_SETTING : null;
}

type SignedInUser = NonNullable<PageConfig['user']>;

/** The spec's payload: the trimmed ID, saved in the name of the signed-in user, an employee (status E) or not. */
export function trackingRequest(trackingId: string, user: SignedInUser): TrackingSettingRequest {
  return { trackingId: trackingId.trim(), userId: user.id, isEmployee: user.status === 'E' };
}

export interface SavedTracking {
  setting: TrackingSetting;
  /** True after a create: the form then reloads the setting, as the spec has it. */
  reload: boolean;
}

/** Saves in `mode`: POST to create the first setting, PATCH to update it. */
export async function saveTracking(
  api: ApiClient,
  { siteId, mode, trackingId, user }: { siteId: string; mode: TrackingMode; trackingId: string; user: SignedInUser },
): Promise<SavedTracking> {
  const endpoint = mode === 'create' ? createTrackingSettingEndpoint : updateTrackingSettingEndpoint;
  const { data } = await api.request(endpoint, { params: { siteId }, json: trackingRequest(trackingId, user) });
  return { setting: data, reload: mode === 'create' };
}

/**
 * The server refused the user: signed out (401), or neither the site's owner nor an employee. The
 * reference server answers a site that is not theirs as an unknown one (404 from the site); a
 * server that tells the two apart answers 403.
 */
export function isRefusal({ kind, messages }: Failure): boolean {
  if (kind === 'not-found') return messages.some((message) => message.source === SITE_REFUSAL_SOURCE);
  return kind === 'signed-out' || kind === 'forbidden';
}

/** Where a refused user goes (accounts spec 6): login, with the unauthorized error, then back to `path`. */
export const refusedPath = (routes: Pick<Routes, 'login'>, path: string) =>
  loginPath(routes, path, { errorCode: 'unauthorized' });
