import { creditRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: the user's lists come 20 to a page. */
export const LOAN_PAGE_SIZE = 20;

/** credit!histroy (the contract's spelling): the caller's loans, newest first, with their disclosed terms. */
export function getLoanHistory(pageNum: number, signal?: AbortSignal) {
  return callEndpoint(creditRoutes.history, { pageNum, pageSize: LOAN_PAGE_SIZE }, { signal });
}

export function useLoanHistory(pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.creditHistory(token, lang, pageNum),
    queryFn: ({ signal }) => getLoanHistory(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
