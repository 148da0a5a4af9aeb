import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors/api-error.ts';

/**
 * The one query cache every island shares. GETs retry once unless the server refused them;
 * mutations (orders, forms) never retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
