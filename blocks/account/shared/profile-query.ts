import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions, currentProfileQueryOptions } from '#api/query-options.ts';
import { useSave } from '#api/use-save.ts';
import {
  COUNTRY_ISO3_PATTERN,
  countryRulesEndpoint,
  geoCodeEndpoint,
  GEO_CODE_ZIP_FILTER,
  type CountryRules,
} from '#contracts/country-rules.ts';
import { CURRENT_PROFILE_ID, updateProfileEndpoint, type Profile, type ProfileUpdate } from '#contracts/profile.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { startsGeoCodeLookup } from '#validation/geo-code-lookup.ts';

/** The profile; not asked for when the page says no one is signed in. */
export function useProfile() {
  const { user } = useHostConfig();
  return useQuery({ ...currentProfileQueryOptions(useApiClient()), enabled: Boolean(user), retry: false });
}

/**
 * Saves the whole profile (PUT) and writes the answer into the shared cache entry. Both forms show
 * their confirmation until the next save (accounts spec 4, commerce spec 4).
 */
export function useSaveProfile() {
  const api = useApiClient();
  return useSave({
    send: async (body: ProfileUpdate) =>
      (await api.request(updateProfileEndpoint, { params: { id: CURRENT_PROFILE_ID }, json: body })).data,
    onSaved: (profile: Profile, _body, queryClient) =>
      queryClient.setQueryData(currentProfileQueryOptions(api).queryKey, profile),
    keepSaved: true,
  });
}

/** The rules of an address's country; none asked for while the country is empty. */
export function useCountryRules(country: string | null | undefined) {
  const api = useApiClient();
  const code = country?.trim().toUpperCase() ?? '';
  return useQuery({
    ...apiQueryOptions(api, countryRulesEndpoint, { params: { countryIso3: code } }),
    enabled: COUNTRY_ISO3_PATTERN.test(code),
    retry: false,
    staleTime: Infinity,
  });
}

/** A country's rules once they have loaded; null while loading and when they could not be loaded. */
export function loadedRules(query: ReturnType<typeof useCountryRules>): CountryRules | null {
  return query.isError ? null : (query.data ?? null);
}

/** The geo-code candidates of a postal code, once it is long enough and only where a geo code is needed. */
export function useGeoCodes(postalCode: string | null | undefined, needed: boolean) {
  const zip = postalCode?.trim() ?? '';
  return useQuery({
    ...apiQueryOptions(useApiClient(), geoCodeEndpoint, { query: { [GEO_CODE_ZIP_FILTER]: zip } }),
    enabled: needed && startsGeoCodeLookup(zip),
    retry: false,
    staleTime: Infinity,
  });
}
