import { replaceEqualDeep, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { siteSettingsSectionsEndpoint, type SiteSettingsSections } from '#contracts/site-settings.ts';
import type { PageConfig } from '#host/config.ts';
import { useHostConfig } from '#host/host-context.tsx';

type SectionKey = 'homePagePopups' | 'homePageProducts';

const newer = <Section extends { revision: number }>(held: Section, fetched: Section) =>
  held.revision > fetched.revision ? held : fetched;

/**
 * A fetched answer, but with each section the page already holds at a later revision kept: a fetch
 * asked before a save was answered would put the saved section back as it was, and its old
 * revision would make the owner's next save a conflict. Revisions only grow (an undo makes one too).
 */
function withNewerSections(held: unknown, fetched: unknown): unknown {
  const [before, after] = [held as SiteSettingsSections | undefined, fetched as SiteSettingsSections];
  const merged =
    before?.siteId === after.siteId
      ? {
          ...after,
          homePagePopups: newer(before.homePagePopups, after.homePagePopups),
          homePageProducts: newer(before.homePageProducts, after.homePageProducts),
        }
      : after;
  return replaceEqualDeep(held, merged);
}

/** The public sections of site `siteId`: one call shared by every home-page block on the page. */
export const siteSectionsQueryOptions = (api: ApiClient, siteId: string) => ({
  ...apiQueryOptions(api, siteSettingsSectionsEndpoint, { params: { siteId } }),
  structuralSharing: withNewerSections,
});

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
  queryClient.setQueryData(siteSectionsQueryOptions(api, siteId).queryKey, (old) => (old ? { ...old, [key]: section } : old));
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
