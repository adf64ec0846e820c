import { walletEndpoints, type MoneyLogType } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: recharge records come 8 to a page; the other user lists 20. */
export const DEPOSIT_PAGE_SIZE = 8;
export const RECORD_PAGE_SIZE = 20;

/** moneylog!list: what moved the wallet, newest first; `type` narrows it to one kind. */
export function useMoneyLog(type: MoneyLogType | '', pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.moneyLog(token, type, pageNum),
    queryFn: ({ signal }) =>
      callEndpoint(
        walletEndpoints.moneyLog,
        { pageNum, pageSize: RECORD_PAGE_SIZE, type: type || undefined },
        { signal },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** rechargeBlockchain!list: the buyer's deposits (crypto and bank card), newest first. */
export function useDepositRecords(pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.depositRecords(token, pageNum),
    queryFn: ({ signal }) =>
      callEndpoint(walletEndpoints.deposits, { page_no: pageNum, page_size: DEPOSIT_PAGE_SIZE }, { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** withdraw!list: the buyer's withdrawals, newest first. */
export function useWithdrawalRecords(pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.withdrawalRecords(token, pageNum),
    queryFn: ({ signal }) =>
      callEndpoint(
        walletEndpoints.withdrawals,
        { page_no: pageNum, page_size: RECORD_PAGE_SIZE },
        { signal },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
