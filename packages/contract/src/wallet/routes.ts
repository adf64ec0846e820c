// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { legacyWalletEndpoints } from './legacy.js';
import type { walletEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const legacyWalletRoutes = /*#__PURE__*/ endpointRoutes<typeof legacyWalletEndpoints>({
  holdings: 'wallet!get',
  allHoldings: 'wallet!getAll',
  logs: 'wallet!logs',
  records: 'wallet!records',
});
export const walletRoutes = /*#__PURE__*/ endpointRoutes<typeof walletEndpoints>({
  balance: 'wallet!getUsdt',
  moneyLog: 'moneylog!list',
  openDepositForm: 'rechargeBlockchain!recharge_open',
  depositLimits: 'rechargeBlockchain!rechargeLimitConfig',
  depositChannels: 'channelBlockchain!list',
  coinPrice: 'rechargeBlockchain!fee',
  cryptoDeposit: ['rechargeBlockchain!recharge', 'api', '.action', ['POST'], 'query'],
  deposits: 'rechargeBlockchain!list',
  deposit: 'rechargeBlockchain!get',
  bankAccounts: 'thirdPartyRecharge!bankAccounts',
  bankDeposit: ['thirdPartyRecharge!recharge', 'api', '.action', ['POST'], 'query'],
  onlineCurrencies: 'thirdPartyRecharge!getCoinList',
  pesoPayments: {
    PHP_recharge: ['thirdPartyRecharge!PHP_recharge', 'api', '.action', ['POST'], 'query'],
    PHP_recharge2: ['thirdPartyRecharge!PHP_recharge2', 'api', '.action', ['POST'], 'query'],
    PHP_recharge3: ['thirdPartyRecharge!PHP_recharge3', 'api', '.action', ['POST'], 'query'],
    PHP_recharge4: ['thirdPartyRecharge!PHP_recharge4', 'api', '.action', ['POST'], 'query'],
    PHP_recharge5: ['thirdPartyRecharge!PHP_recharge5', 'api', '.action', ['POST'], 'query'],
  },
  bindWithdrawAddress: ['user!bindWithdrawAddress', 'api', '.action', ['POST'], 'query'],
  openWithdrawForm: 'withdraw!withdraw_open',
  withdrawLimits: 'withdraw!withdrawLimitConfig',
  withdrawFee: 'withdraw!fee',
  withdraw: ['withdraw!apply', 'api', '.action', ['POST'], 'query'],
  withdrawals: 'withdraw!list',
  withdrawal: 'withdraw!get',
  admin: {
    deposits: ['deposits!list', 'admin', '.action', ['POST', 'GET'], 'query'],
    confirmDeposit: ['deposits!confirm', 'admin', '.action', ['POST'], 'query'],
    rejectDeposit: ['deposits!reject', 'admin', '.action', ['POST'], 'query'],
    channels: ['depositChannels!list', 'admin', '.action', ['POST', 'GET'], 'query'],
    saveChannel: ['depositChannels!save', 'admin', '.action', ['POST'], 'query'],
    coinRates: ['coinRates!list', 'admin', '.action', ['POST', 'GET'], 'query'],
    saveCoinRate: ['coinRates!save', 'admin', '.action', ['POST'], 'query'],
    bankAccounts: ['bankAccounts!list', 'admin', '.action', ['POST', 'GET'], 'query'],
    saveBankAccount: ['bankAccounts!save', 'admin', '.action', ['POST'], 'json'],
    withdrawals: ['withdrawals!list', 'admin', '.action', ['POST', 'GET'], 'query'],
    withdrawalBankDetails: ['withdrawals!bankDetails', 'admin', '.action', ['POST'], 'query'],
    payWithdrawal: ['withdrawals!pay', 'admin', '.action', ['POST'], 'query'],
    rejectWithdrawal: ['withdrawals!reject', 'admin', '.action', ['POST'], 'query'],
  },
});
