import {
  BankAccountVo,
  CoinPriceVo,
  DepositChannelVo,
  FormTokenVo,
  OrderNoVo,
  RechargeLimitVo,
  ThirdPartyCoinVo,
  ThirdPartyStartVo,
} from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** channelBlockchain!list: every open deposit channel (coin, network, platform address, bounds). */
export function useDepositChannels() {
  return useQuery({
    queryKey: queryKeys.depositChannels,
    queryFn: ({ signal }) =>
      apiRequest('channelBlockchain!list', { schema: z.array(DepositChannelVo), signal }),
    staleTime: 60_000,
  });
}

/** rechargeBlockchain!rechargeLimitConfig: one deposit's bounds in USDT. */
export function useRechargeLimits() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'recharge-limits'),
    queryFn: ({ signal }) =>
      apiRequest('rechargeBlockchain!rechargeLimitConfig', { schema: RechargeLimitVo, signal }),
    enabled: token !== null,
  });
}

/** rechargeBlockchain!fee: a coin's USDT rate (null while finance has set none). */
export function useCoinPrice(symbol: string) {
  return useQuery({
    queryKey: ['coin-price', symbol],
    queryFn: ({ signal }) =>
      apiRequest('rechargeBlockchain!fee', { params: { symbol }, schema: CoinPriceVo, signal }),
    enabled: symbol !== '' && symbol !== 'USDT',
  });
}

/** thirdPartyRecharge!getCoinList: the online (fiat) channels; empty when none is offered. */
export function useThirdPartyCoins() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'third-party'),
    queryFn: ({ signal }) =>
      apiRequest('thirdPartyRecharge!getCoinList', { schema: z.array(ThirdPartyCoinVo), signal }),
    enabled: token !== null,
  });
}

/**
 * thirdPartyRecharge!bankAccounts: where to send a bank transfer in each currency finance has set
 * up, with the buyer's payment reference; empty when bank deposits are not offered.
 */
export function useBankAccounts() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'bank-accounts'),
    queryFn: ({ signal }) =>
      apiRequest('thirdPartyRecharge!bankAccounts', { schema: z.array(BankAccountVo), signal }),
    enabled: token !== null,
  });
}

/** rechargeBlockchain!recharge_open: a one-time token for the next deposit request. */
export function openDepositForm() {
  return apiRequest('rechargeBlockchain!recharge_open', { schema: FormTokenVo });
}

export type CryptoDepositInput = {
  amount: string;
  from: string;
  coin: string;
  blockchain_name: string;
  channel_address: string;
  img: string;
  tx?: string;
};

export type BankDepositInput = {
  currency: string;
  amount: string;
  bankName: string;
  bankCardNo: string;
  img: string;
};

export type OnlineDepositInput = { action: string; amount: string; pageUrl: string };

function afterDeposit(token: string | null) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) });
}

/**
 * A deposit request, crypto (`rechargeBlockchain!recharge`) or bank card (`thirdPartyRecharge!recharge`),
 * each with a fresh one-time form token. A refusal is toasted by the API client; the page then
 * returns to the wallet (spec §4).
 */
export function useSubmitDeposit() {
  const token = useToken();
  return useMutation({
    mutationFn: async (
      input: ({ kind: 'crypto' } & CryptoDepositInput) | ({ kind: 'bank' } & BankDepositInput),
    ) => {
      const { session_token } = await openDepositForm();
      const { kind, ...fields } = input;
      return apiRequest(kind === 'crypto' ? 'rechargeBlockchain!recharge' : 'thirdPartyRecharge!recharge', {
        params: { ...fields, session_token },
        schema: OrderNoVo,
      });
    },
    onSuccess: () => afterDeposit(token),
  });
}

/** Starts an online payment (`thirdPartyRecharge!PHP_recharge…`); the reply names the provider's page. */
export function useStartOnlineDeposit() {
  return useMutation({
    mutationFn: async ({ action, amount, pageUrl }: OnlineDepositInput) => {
      const { session_token } = await openDepositForm();
      return apiRequest(`thirdPartyRecharge!${action}`, {
        params: { amount, pageUrl, session_token },
        schema: ThirdPartyStartVo,
      });
    },
  });
}
