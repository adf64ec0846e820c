import { catalogRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Review filters: 0 all, 1 good, 2 medium, 3 bad, 4 with pictures (evaluation!list). */
export type ReviewFilter = 0 | 1 | 2 | 3 | 4;

export const REVIEW_PAGE_SIZE = 10;

export function getEvaluations(
  sellerGoodsId: string,
  type: ReviewFilter,
  pageNum: number,
  signal?: AbortSignal,
) {
  return callEndpoint(
    catalogRoutes.reviews,
    { sellerGoodsId, evaluationType: type || undefined, pageNum, pageSize: REVIEW_PAGE_SIZE },
    { signal },
  );
}

export function useEvaluations(sellerGoodsId: string, type: ReviewFilter, pageNum: number) {
  return useQuery({
    queryKey: queryKeys.evaluations(sellerGoodsId, type, pageNum),
    queryFn: ({ signal }) => getEvaluations(sellerGoodsId, type, pageNum, signal),
    placeholderData: keepPreviousData,
  });
}

/** evaluation!countType (its parameter is `goodId`, contract §1.6): counts arrive as strings. */
export function getEvaluationCount(sellerGoodsId: string, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.reviewCounts, { goodId: sellerGoodsId }, { signal });
}

export function useEvaluationCount(sellerGoodsId: string) {
  return useQuery({
    queryKey: queryKeys.evaluationCount(sellerGoodsId),
    queryFn: ({ signal }) => getEvaluationCount(sellerGoodsId, signal),
  });
}
