import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { siteSettingsSectionsEndpoint } from '#contracts/site-settings.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { CertificationStatus, type CertificationState } from '../shared/product-purchase/certification.tsx';

/**
 * The owner of site `siteId`, from its public sections (the call the home-page blocks of the same
 * page make, so it is asked once); undefined while asked, null when there is no site or no answer.
 */
function useSiteOwner(siteId: string | undefined): string | null | undefined {
  const query = useQuery({
    ...apiQueryOptions(useApiClient(), siteSettingsSectionsEndpoint, { params: { siteId: siteId ?? '' } }),
    enabled: siteId !== undefined && siteId !== '',
  });
  if (siteId === undefined || siteId === '' || query.isError) return null;
  return query.data?.ownerUserId;
}

/**
 * The badge of `userId`, or when it is left empty of the owner of the site that shows the page
 * (commerce.md 6: "Certified owners show the badge"); only that user, signed in, is told how to
 * get certified.
 */
export function CertificationBadge({ userId }: { userId?: string | undefined }) {
  const { user: viewer, siteId } = useHostConfig();
  const owner = useSiteOwner(userId === undefined ? siteId : undefined);
  const shown = userId ?? owner;
  if (typeof shown !== 'string') {
    // note: as CertificationStatus shows nothing: the state on an empty, hidden root
    const state: CertificationState = shown === undefined ? 'unknown' : 'none';
    return <p className="cmsb-certification" data-state={state} hidden />;
  }
  return <CertificationStatus userId={shown} noticeAllowed={viewer?.id === shown} />;
}
