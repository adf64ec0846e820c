import { catalogRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

const RECOMMEND_SIZE = 12;

/** sellerGoods!recommend_like type 1 ("guess you like"): needs a session; data is absent when empty. */
export function getRecommendLike(sellerId: string, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.goodsYouMayLike, { sellerId, type: 1 }, { signal, silent: true }).then(
    (goods) => goods ?? [],
  );
}

/** sellerGoods!recommend_new type 1: the recommended goods the home page shows. */
export function getRecommendNew(signal?: AbortSignal) {
  return callEndpoint(
    catalogRoutes.recommendedGoods,
    { type: 1, pageNum: 1, pageSize: RECOMMEND_SIZE },
    { signal, silent: true },
  ).then((data) => data.result);
}

/**
 * "Guess you like" under a product: the shop's picks for a logged-in buyer, else the marketplace's
 * recommended goods; the product being viewed is left out.
 */
export function useGuessYouLike(sellerId: string, currentId: string) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: token ? queryKeys.recommendLike(token, lang, sellerId) : queryKeys.recommendNew(lang, 1),
    queryFn: ({ signal }) => (token ? getRecommendLike(sellerId, signal) : getRecommendNew(signal)),
    enabled: sellerId !== '',
    staleTime: 5 * 60_000,
    select: (goods) => goods.filter((item) => item.id !== currentId),
  });
}
