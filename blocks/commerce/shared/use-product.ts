import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { productEndpoint } from '#contracts/products.ts';

/** One product by id, shared by every block of that product on the page (one request). */
export function useProduct(productId: string) {
  return useQuery(apiQueryOptions(useApiClient(), productEndpoint, { params: { productId } }));
}
