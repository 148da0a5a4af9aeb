import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '#api/client.ts';
import type { SiteSettingsSections } from '#contracts/site-settings.ts';
import { siteSectionsQueryOptions, storeSection } from '../../../../blocks/owner/shared/site-sections.ts';
import { demoProducts, sections } from '../../../fixtures/owner/products-and-popups.ts';

describe('storeSection', () => {
  it('keeps a saved section when a fetch of the sections asked before the save is answered after it', async () => {
    const queryClient = new QueryClient();
    const api = createApiClient({ baseUrl: '/' });
    const { queryKey } = siteSectionsQueryOptions(api, 'demo');
    const held = sections({ products: demoProducts.slice(0, 3) });
    queryClient.setQueryData(queryKey, held);
    // A refetch under way (another block's observer mounting on stale data), answered with the section before the save.
    let answer: (value: SiteSettingsSections) => void = () => undefined;
    const refetch = queryClient.query({
      queryKey,
      queryFn: () => new Promise<SiteSettingsSections>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    const saved = sections({ products: demoProducts.slice(1, 3), revision: 5 }).homePageProducts;
    storeSection(queryClient, api, 'demo', 'homePageProducts', saved);
    answer(held);
    await refetch;
    expect(queryClient.getQueryData(queryKey)?.homePageProducts).toEqual(saved);
  });
});
