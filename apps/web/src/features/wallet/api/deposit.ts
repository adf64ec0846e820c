import {
  type CoinSymbol,
  type EndpointParams,
  type PesoChannelAction,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** channelBlockchain!list: every open deposit channel (coin, network, platform address, bounds). */
export function useDepositChannels() {
  return useQuery({
    queryKey: queryKeys.depositChannels,
    queryFn: ({ signal }) => callEndpoint(walletRoutes.depositChannels, {}, { signal }),
    staleTime: 60_000,
  });
}

/** rechargeBlockchain!rechargeLimitConfig: one deposit's bounds in USDT. */
export function useRechargeLimits() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'recharge-limits'),
    queryFn: ({ signal }) => callEndpoint(walletRoutes.depositLimits, {}, { signal }),
    enabled: token !== null,
  });
}

/** rechargeBlockchain!fee: a coin's USDT rate (null while finance has set none). */
export function useCoinPrice(symbol: CoinSymbol | '') {
  return useQuery({
    queryKey: queryKeys.coinPrice(symbol),
    queryFn: ({ signal }) =>
      callEndpoint(walletRoutes.coinPrice, { symbol: symbol || undefined }, { signal }),
    enabled: symbol !== '' && symbol !== 'USDT',
  });
}

/** thirdPartyRecharge!getCoinList: the online (fiat) channels; empty when none is offered. */
export function useThirdPartyCoins() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'third-party'),
    queryFn: ({ signal }) => callEndpoint(walletRoutes.onlineCurrencies, {}, { signal }),
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
    queryFn: ({ signal }) => callEndpoint(walletRoutes.bankAccounts, {}, { signal }),
    enabled: token !== null,
  });
}

/** rechargeBlockchain!recharge_open: a one-time token for the next deposit request. */
export function openDepositForm() {
  return callEndpoint(walletRoutes.openDepositForm, {});
}

/** A deposit's fields as the forms fill them; the one-time form token is added when it is sent. */
export type CryptoDepositInput = Omit<EndpointParams<typeof walletEndpoints.cryptoDeposit>, 'session_token'>;
export type BankDepositInput = Omit<EndpointParams<typeof walletEndpoints.bankDeposit>, 'session_token'>;
export type OnlineDepositInput = { action: PesoChannelAction; amount: string; pageUrl: string };

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
      if (input.kind === 'crypto') {
        const { kind: _crypto, ...fields } = input;
        return callEndpoint(walletRoutes.cryptoDeposit, { ...fields, session_token });
      }
      const { kind: _bank, ...fields } = input;
      return callEndpoint(walletRoutes.bankDeposit, { ...fields, session_token });
    },
    onSuccess: () => afterDeposit(token),
  });
}

/** Starts an online payment (`thirdPartyRecharge!PHP_recharge…`); the reply names the provider's page. */
export function useStartOnlineDeposit() {
  return useMutation({
    mutationFn: async ({ action, amount, pageUrl }: OnlineDepositInput) => {
      const { session_token } = await openDepositForm();
      return callEndpoint(walletRoutes.pesoPayments[action], { amount, pageUrl, session_token });
    },
  });
}
