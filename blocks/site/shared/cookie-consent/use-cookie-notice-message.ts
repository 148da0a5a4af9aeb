import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { cookieNoticeMessageEndpoint } from '#contracts/cookie-notice.ts';

/**
 * The site's notice setting (enabled, consent revision): one request for the notice, the settings
 * page and the blocks that wait for the notice. `enabled` false asks nothing (status stays pending).
 */
export function useCookieNoticeMessage(enabled = true) {
  return useQuery({ ...apiQueryOptions(useApiClient(), cookieNoticeMessageEndpoint), enabled });
}
