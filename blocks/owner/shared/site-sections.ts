import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { siteSettingsSectionsEndpoint, type SiteSettingsSections } from '#contracts/site-settings.ts';
import type { PageConfig } from '#host/config.ts';
import { useHostConfig } from '#host/host-context.tsx';

type SectionKey = 'homePagePopups' | 'homePageProducts';

/** The public sections of site `siteId`: one call shared by every home-page block on the page. */
export const siteSectionsQueryOptions = (api: ApiClient, siteId: string) =>
  apiQueryOptions(api, siteSettingsSectionsEndpoint, { params: { siteId } });

/**
 * Accounts spec 6: inline editing is for the site's owner in edit mode; the server also lets
 * employees and super-users, and says whom (`canEdit`). It checks every change again; this only
 * decides whether the editing code is loaded at all.
 */
export function canEditInline(config: Pick<PageConfig, 'editMode'>, sections: Pick<SiteSettingsSections, 'canEdit'> | undefined) {
  return config.editMode && sections?.canEdit === true;
}

/** The page's site sections (none without a site id), and whether this user edits them here. */
export function useSiteSections() {
  const api = useApiClient();
  const config = useHostConfig();
  const siteId = config.siteId ?? '';
  const query = useQuery({ ...siteSectionsQueryOptions(api, siteId), enabled: siteId !== '' });
  return { siteId, query, canEdit: canEditInline(config, query.data) };
}

/** Writes a saved section into the page's sections, so every block shows what the server now holds. */
export function storeSection<K extends SectionKey>(
  queryClient: QueryClient,
  api: ApiClient,
  siteId: string,
  key: K,
  section: SiteSettingsSections[K],
): void {
  const { queryKey } = siteSectionsQueryOptions(api, siteId);
  if (queryClient.getQueryData(queryKey) === undefined) return;
  // note: a fetch under way (another block's observer on stale data) was asked before this save was
  // answered, and would put the section back as it was, with its old revision: the next save would
  // then be refused as a conflict. Cancelling it keeps the data held (at once: site-sections.test.ts).
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (old) => (old ? { ...old, [key]: section } : old));
}

/**
 * The revision of a section the page holds now: what a save names as the one it edited. Read when
 * the save is sent (not when the change was made), so a save after another names the revision the
 * one before it made.
 */
export function heldRevision(queryClient: QueryClient, api: ApiClient, siteId: string, key: SectionKey): number {
  return queryClient.getQueryData(siteSectionsQueryOptions(api, siteId).queryKey)?.[key].revision ?? 0;
}

/** Fetches the site's sections afresh into the page's query (Reload after a conflict); throws when it cannot. */
export function fetchLatestSections(queryClient: QueryClient, api: ApiClient, siteId: string): Promise<SiteSettingsSections> {
  return queryClient.query({ ...siteSectionsQueryOptions(api, siteId), staleTime: 0 });
}
