import { type catalogAdminEndpoints, catalogAdminRoutes, type EndpointReply } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys, type OfferListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AdminOffersPage = EndpointReply<typeof catalogAdminEndpoints.offers>;

/** admin/sellerGoods!list: shops' offers, by the good's or the shop's name, or one shop's. */
export function listOffers(filter: OfferListFilter, signal?: AbortSignal): Promise<AdminOffersPage> {
  return callEndpoint(
    catalogAdminRoutes.offers,
    { ...filter, pageSize: ADMIN_PAGE_SIZE },
    { signal, silent: true },
  );
}

export function useOfferList(filter: OfferListFilter) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.offerList(filter, lang),
    queryFn: ({ signal }) => listOffers(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
