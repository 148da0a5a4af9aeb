import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../src/api/api-context.tsx';
import type { ApiClient } from '../../../src/api/client.ts';
import { apiQueryOptions } from '../../../src/api/query-options.ts';
import { siteSettingsSectionsEndpoint, type SiteSettingsSections } from '../../../src/contracts/site-settings.ts';
import type { PageConfig } from '../../../src/host/config.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';

/** The public sections of site `siteId`: one call shared by every home-page block on the page. */
export const siteSectionsQueryOptions = (api: ApiClient, siteId: string) =>
  apiQueryOptions(api, siteSettingsSectionsEndpoint, { params: { siteId } });

/**
 * Accounts spec 6: inline editing is for the personal-site owner in edit mode. The server checks
 * every change again; this only decides whether the editing code is loaded at all.
 */
export function canEditInline(config: Pick<PageConfig, 'editMode' | 'user'>, ownerUserId: string | undefined): boolean {
  return config.editMode && config.user != null && ownerUserId !== undefined && config.user.id === ownerUserId;
}

/** The page's site sections (none without a site id), and whether this user edits them here. */
export function useSiteSections() {
  const api = useApiClient();
  const config = useHostConfig();
  const siteId = config.siteId ?? '';
  const query = useQuery({ ...siteSectionsQueryOptions(api, siteId), enabled: siteId !== '' });
  return { siteId, query, canEdit: canEditInline(config, query.data?.ownerUserId) };
}

/** Writes a saved section into the page's sections, so every block shows what the server now holds. */
export function storeSection<K extends 'homePagePopups' | 'homePageProducts'>(
  queryClient: QueryClient,
  api: ApiClient,
  siteId: string,
  key: K,
  section: SiteSettingsSections[K],
): void {
  queryClient.setQueryData(siteSectionsQueryOptions(api, siteId).queryKey, (old) => (old ? { ...old, [key]: section } : old));
}
