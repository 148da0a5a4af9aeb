import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import {
  canUseDistributorTools,
  distributorToolContextEndpoint,
  type DistributorToolContext,
} from '#contracts/distributor-tools.ts';
import { useHostConfig } from '#host/host-context.tsx';

export type DistributorAccess =
  | { state: 'loading' }
  | { state: 'not-a-distributor' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; context: DistributorToolContext };

/**
 * Whether the visitor may use the distributor's tools (profile status D or E). The page config
 * answers for visitors and for users whose status it gives; the server has the last word.
 */
export function useDistributorAccess(): DistributorAccess {
  const api = useApiClient();
  const { user } = useHostConfig();
  const refusedByConfig = !user || (user.status !== undefined && !canUseDistributorTools(user.status));
  const query = useQuery({
    ...apiQueryOptions(api, distributorToolContextEndpoint),
    enabled: !refusedByConfig,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  if (refusedByConfig) return { state: 'not-a-distributor' };
  if (query.status === 'pending') return { state: 'loading' };
  if (query.status === 'success') return { state: 'ready', context: query.data };
  const { kind } = classifyFailure(query.error);
  if (kind === 'signed-out' || kind === 'forbidden') {
    return { state: 'not-a-distributor' };
  }
  return { state: 'error', retry: () => void query.refetch() };
}
