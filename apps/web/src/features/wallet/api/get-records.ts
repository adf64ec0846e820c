import { type MoneyLogFilter, walletRoutes } from '@caravan/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextElementsPage, nextListPage } from '../../../components/ui/infinite-list';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: recharge records come 8 to a page; the other user lists 20. */
export const DEPOSIT_PAGE_SIZE = 8;
export const RECORD_PAGE_SIZE = 20;

function getMoneyLog(type: MoneyLogFilter | '', pageNum: number, signal: AbortSignal) {
  return callEndpoint(
    walletRoutes.moneyLog,
    { pageNum, pageSize: RECORD_PAGE_SIZE, type: type || undefined },
    { signal },
  );
}

function getDeposits(pageNum: number, signal: AbortSignal) {
  return callEndpoint(walletRoutes.deposits, { page_no: pageNum, page_size: DEPOSIT_PAGE_SIZE }, { signal });
}

function getWithdrawals(pageNum: number, signal: AbortSignal) {
  return callEndpoint(
    walletRoutes.withdrawals,
    { page_no: pageNum, page_size: RECORD_PAGE_SIZE },
    { signal },
  );
}

/** moneylog!list: what moved the wallet, newest first; `type` narrows it to one kind. */
export function useMoneyLog(type: MoneyLogFilter | '', pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.moneyLog(token, type, pageNum),
    queryFn: ({ signal }) => getMoneyLog(type, pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** rechargeBlockchain!list: the buyer's deposits (crypto and bank card), newest first. */
export function useDepositRecords(pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.depositRecords(token, pageNum),
    queryFn: ({ signal }) => getDeposits(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** withdraw!list: the buyer's withdrawals, newest first. */
export function useWithdrawalRecords(pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.withdrawalRecords(token, pageNum),
    queryFn: ({ signal }) => getWithdrawals(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

// The mobile site's records: the same pages, one after another as the user scrolls.

/** moneylog!list page after page; a new `type` starts again from its first page. */
export function useMoneyLogPages(type: MoneyLogFilter | '') {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: queryKeys.moneyLogPages(token, type),
    queryFn: ({ pageParam, signal }) => getMoneyLog(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** rechargeBlockchain!list page after page (a legacy Page: elements, totalElements). */
export function useDepositRecordPages() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: queryKeys.depositRecordPages(token),
    queryFn: ({ pageParam, signal }) => getDeposits(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextElementsPage,
    enabled: token !== null,
  });
}

/** withdraw!list page after page (a legacy Page: elements, totalElements). */
export function useWithdrawalRecordPages() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: queryKeys.withdrawalRecordPages(token),
    queryFn: ({ pageParam, signal }) => getWithdrawals(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextElementsPage,
    enabled: token !== null,
  });
}
