import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '#api/client.ts';
import type { SiteSettingsSections } from '#contracts/site-settings.ts';
import { siteSectionsQueryOptions, storeSection } from '../../../../blocks/owner/shared/site-sections.ts';
import { demoProducts, sections } from '../../../fixtures/owner/products-and-popups.ts';

const api = createApiClient({ baseUrl: '/' });
const options = siteSectionsQueryOptions(api, 'demo');

/** A page holding `held`, and a fetch of its sections under way that `answer` answers. */
function fetchUnderWay(held: SiteSettingsSections) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(options.queryKey, held);
  let answer: (value: SiteSettingsSections) => void = () => undefined;
  const fetched = queryClient.query({
    ...options,
    queryFn: () => new Promise<SiteSettingsSections>((resolve) => (answer = resolve)),
    staleTime: 0,
  });
  return { queryClient, answer: (value: SiteSettingsSections) => answer(value), fetched };
}

describe("the page's site sections", () => {
  it('keep a saved section when a fetch asked before the save is answered after it', async () => {
    const held = sections({ products: demoProducts.slice(0, 3) });
    // A refetch under way (another block's observer mounting on stale data), answered with the sections before the save.
    const { queryClient, answer, fetched } = fetchUnderWay(held);
    const saved = sections({ products: demoProducts.slice(1, 3), revision: 5 }).homePageProducts;
    storeSection(queryClient, api, 'demo', 'homePageProducts', saved);
    answer(held);
    await fetched;
    expect(queryClient.getQueryData(options.queryKey)?.homePageProducts).toEqual(saved);
  });

  it("take a Reload's newer section while keeping another section saved meanwhile", async () => {
    const held = sections({ revision: 4 });
    // The products block's Reload after a conflict: someone else saved the products at revision 7.
    const { queryClient, answer, fetched } = fetchUnderWay(held);
    const popupsSaved = { ...held.homePagePopups, revision: 5 };
    storeSection(queryClient, api, 'demo', 'homePagePopups', popupsSaved);
    const elsewhere = sections({ products: demoProducts.slice(2, 4), revision: 7 }).homePageProducts;
    answer({ ...held, homePageProducts: elsewhere });
    expect((await fetched).homePageProducts).toEqual(elsewhere);
    expect(queryClient.getQueryData(options.queryKey)).toEqual({
      ...held,
      homePagePopups: popupsSaved,
      homePageProducts: elsewhere,
    });
  });
});
