import { type AddressAddParams, addressRoutes, type AddressVo } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useToken } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

// Delivery addresses and the region lists (address!*, contract §1.3). They live here rather than in
// a feature because the settings page and checkout both use them.

/** address!list: the default first, then newest first. */
export function useAddresses() {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.addressList(token, lang),
    queryFn: async ({ signal }) => (await callEndpoint(addressRoutes.list, {}, { signal })).pageList,
    enabled: token !== null,
  });
}

/** What address!add and address!edit take, already checked (AddressAddParams' output). */
export type AddressInput = AddressAddParams;

/** An address as it stands, to send back (e.g. with use=1 to make it the default). */
export function addressInput(address: AddressVo, use: 0 | 1 = address.use === 1 ? 1 : 0): AddressInput {
  return {
    use,
    contacts: address.contacts,
    phone: address.phone,
    email: address.email || undefined,
    postcode: address.postcode || undefined,
    address: address.address,
    countryId: address.countryId,
    provinceId: address.provinceId,
    cityId: address.cityId,
  };
}

/**
 * address!add, or address!edit with an id. The fields go in a JSON body, not the query string, so
 * that names, phones and addresses stay out of URLs and access logs. Silent: the form shows the
 * error itself.
 */
export function useSaveAddress() {
  const token = useToken();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AddressInput }) =>
      id
        ? callEndpoint(addressRoutes.edit, { id, ...input }, { silent: true })
        : callEndpoint(addressRoutes.add, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses(token) }),
  });
}

/** address!del; a deleted default passes to the newest remaining address, so the list refetches. */
export function useDeleteAddress() {
  const token = useToken();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(addressRoutes.remove, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses(token) }),
  });
}

/** address!listCountry: every country, named and sorted in the interface language. */
export function useCountries() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.addressCountries(lang),
    queryFn: async ({ signal }) => (await callEndpoint(addressRoutes.countries, {}, { signal })).data,
    staleTime: Infinity,
  });
}

/** address!listState for a chosen country (none: nothing is fetched). */
export function useStates(countryId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.addressStates(countryId ?? 0),
    queryFn: async ({ signal }) =>
      (await callEndpoint(addressRoutes.states, { countryId: countryId ?? undefined }, { signal })).data,
    enabled: token !== null && countryId !== null,
    staleTime: Infinity,
  });
}

/** address!listCity for a chosen state (none: nothing is fetched). */
export function useCities(stateId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.addressCities(stateId ?? 0),
    queryFn: async ({ signal }) =>
      (await callEndpoint(addressRoutes.cities, { stateId: stateId ?? undefined }, { signal })).data,
    enabled: token !== null && stateId !== null,
    staleTime: Infinity,
  });
}
