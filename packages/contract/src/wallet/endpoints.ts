import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { endpoint } from '../endpoint.js';
import { paged } from '../params.js';
import {
  AdminBankAccountSaveParams,
  AdminBankAccountVo,
  AdminCoinRateSaveParams,
  AdminCoinRateVo,
  AdminDepositChannelSaveParams,
  AdminDepositChannelVo,
  AdminDepositDecisionParams,
  AdminDepositListParams,
  AdminDepositVo,
  BankAccountVo,
  BankRechargeParams,
  ChannelListParams,
  CoinPriceParams,
  CoinPriceVo,
  CryptoRechargeParams,
  DepositChannelVo,
  FormTokenVo,
  legacyPage,
  LegacyPageParams,
  MoneyLogListParams,
  MoneyLogVo,
  OrderNoVo,
  PESO_CHANNEL_ACTIONS,
  PhpRechargeParams,
  type PesoChannelAction,
  RechargeGetParams,
  RechargeLimitVo,
  RechargeRecordVo,
  ThirdPartyCoinVo,
  ThirdPartyStartVo,
  UsdtBalanceVo,
} from './shapes.js';
import {
  AdminWithdrawalBankParams,
  AdminWithdrawalBankVo,
  AdminWithdrawalPayParams,
  AdminWithdrawalRejectParams,
  AdminWithdrawalVo,
  BindWithdrawAddressParams,
  WithdrawApplyParams,
  WithdrawFeeParams,
  WithdrawFeeVo,
  WithdrawGetParams,
  WithdrawLimitVo,
  WithdrawOpenVo,
  WithdrawRecordVo,
} from './withdrawal-shapes.js';

// The wallet's endpoints (contract §1.9 and the finance console): what the server serves and the
// web calls, defined once.

const none = deferred(() => z.object({}));
const POST = ['POST'] as const;
const finance = { scope: 'admin', access: { operator: CONSOLE_ACCESS.finance } } as const;

const pesoPayment = (action: PesoChannelAction) =>
  endpoint({
    name: `thirdPartyRecharge!${action}`,
    access: 'user',
    params: PhpRechargeParams,
    reply: ThirdPartyStartVo,
    methods: POST,
  });

export const walletEndpoints = {
  balance: endpoint({ name: 'wallet!getUsdt', access: 'user', params: none, reply: UsdtBalanceVo }),
  moneyLog: endpoint({
    name: 'moneylog!list',
    access: 'user',
    params: MoneyLogListParams,
    reply: deferred(() => paged(MoneyLogVo)),
  }),

  openDepositForm: endpoint({
    name: 'rechargeBlockchain!recharge_open',
    access: 'user',
    params: none,
    reply: FormTokenVo,
  }),
  depositLimits: endpoint({
    name: 'rechargeBlockchain!rechargeLimitConfig',
    access: 'user',
    params: none,
    reply: RechargeLimitVo,
  }),
  depositChannels: endpoint({
    name: 'channelBlockchain!list',
    access: 'optional',
    params: ChannelListParams,
    reply: deferred(() => z.array(DepositChannelVo)),
  }),
  coinPrice: endpoint({
    name: 'rechargeBlockchain!fee',
    access: 'none',
    params: CoinPriceParams,
    reply: CoinPriceVo,
  }),
  cryptoDeposit: endpoint({
    name: 'rechargeBlockchain!recharge',
    access: 'user',
    params: CryptoRechargeParams,
    reply: OrderNoVo,
    methods: POST,
  }),
  deposits: endpoint({
    name: 'rechargeBlockchain!list',
    access: 'user',
    params: LegacyPageParams,
    reply: deferred(() => legacyPage(RechargeRecordVo)),
  }),
  deposit: endpoint({
    name: 'rechargeBlockchain!get',
    access: 'user',
    params: RechargeGetParams,
    reply: RechargeRecordVo,
  }),
  bankAccounts: endpoint({
    name: 'thirdPartyRecharge!bankAccounts',
    access: 'user',
    params: none,
    reply: deferred(() => z.array(BankAccountVo)),
  }),
  bankDeposit: endpoint({
    name: 'thirdPartyRecharge!recharge',
    access: 'user',
    params: BankRechargeParams,
    reply: OrderNoVo,
    methods: POST,
  }),
  onlineCurrencies: endpoint({
    name: 'thirdPartyRecharge!getCoinList',
    access: 'user',
    params: none,
    reply: deferred(() => z.array(ThirdPartyCoinVo)),
  }),
  pesoPayments: Object.fromEntries(PESO_CHANNEL_ACTIONS.map((a) => [a, pesoPayment(a)])) as Record<
    PesoChannelAction,
    ReturnType<typeof pesoPayment>
  >,

  bindWithdrawAddress: endpoint({
    name: 'user!bindWithdrawAddress',
    access: 'user',
    params: BindWithdrawAddressParams,
    reply: deferred(() => z.null()),
    methods: POST,
  }),
  openWithdrawForm: endpoint({
    name: 'withdraw!withdraw_open',
    access: 'user',
    params: none,
    reply: WithdrawOpenVo,
  }),
  withdrawLimits: endpoint({
    name: 'withdraw!withdrawLimitConfig',
    access: 'user',
    params: none,
    reply: WithdrawLimitVo,
  }),
  withdrawFee: endpoint({
    name: 'withdraw!fee',
    access: 'none',
    params: WithdrawFeeParams,
    reply: WithdrawFeeVo,
  }),
  withdraw: endpoint({
    name: 'withdraw!apply',
    access: 'user',
    params: WithdrawApplyParams,
    reply: OrderNoVo,
    methods: POST,
  }),
  withdrawals: endpoint({
    name: 'withdraw!list',
    access: 'user',
    params: LegacyPageParams,
    reply: deferred(() => legacyPage(WithdrawRecordVo)),
  }),
  withdrawal: endpoint({
    name: 'withdraw!get',
    access: 'user',
    params: WithdrawGetParams,
    reply: WithdrawRecordVo,
  }),

  admin: {
    deposits: endpoint({
      ...finance,
      name: 'deposits!list',
      params: AdminDepositListParams,
      reply: deferred(() => paged(AdminDepositVo)),
    }),
    confirmDeposit: endpoint({
      ...finance,
      name: 'deposits!confirm',
      params: AdminDepositDecisionParams,
      reply: AdminDepositVo,
      methods: POST,
    }),
    rejectDeposit: endpoint({
      ...finance,
      name: 'deposits!reject',
      params: AdminDepositDecisionParams,
      reply: AdminDepositVo,
      methods: POST,
    }),
    channels: endpoint({
      ...finance,
      name: 'depositChannels!list',
      params: none,
      reply: deferred(() => z.array(AdminDepositChannelVo)),
    }),
    saveChannel: endpoint({
      ...finance,
      name: 'depositChannels!save',
      params: AdminDepositChannelSaveParams,
      reply: AdminDepositChannelVo,
      methods: POST,
    }),
    coinRates: endpoint({
      ...finance,
      name: 'coinRates!list',
      params: none,
      reply: deferred(() => z.array(AdminCoinRateVo)),
    }),
    saveCoinRate: endpoint({
      ...finance,
      name: 'coinRates!save',
      params: AdminCoinRateSaveParams,
      reply: AdminCoinRateVo,
      methods: POST,
    }),
    bankAccounts: endpoint({
      ...finance,
      name: 'bankAccounts!list',
      params: none,
      reply: deferred(() => z.array(AdminBankAccountVo)),
    }),
    saveBankAccount: endpoint({
      ...finance,
      name: 'bankAccounts!save',
      params: AdminBankAccountSaveParams,
      reply: AdminBankAccountVo,
      methods: POST,
      body: 'json',
    }),
    withdrawals: endpoint({
      ...finance,
      name: 'withdrawals!list',
      params: AdminDepositListParams,
      reply: deferred(() => paged(AdminWithdrawalVo)),
    }),
    /** Reveals a bank withdrawal's whole account details to finance; audited each time. */
    withdrawalBankDetails: endpoint({
      ...finance,
      name: 'withdrawals!bankDetails',
      params: AdminWithdrawalBankParams,
      reply: AdminWithdrawalBankVo,
      methods: POST,
    }),
    payWithdrawal: endpoint({
      ...finance,
      name: 'withdrawals!pay',
      params: AdminWithdrawalPayParams,
      reply: AdminWithdrawalVo,
      methods: POST,
    }),
    rejectWithdrawal: endpoint({
      ...finance,
      name: 'withdrawals!reject',
      params: AdminWithdrawalRejectParams,
      reply: AdminWithdrawalVo,
      methods: POST,
    }),
  },
} as const;
