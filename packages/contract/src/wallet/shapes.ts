import { z } from 'zod';
import { PageParams } from '../params.js';

/** wallet!getUsdt: the wallet balance and rebate, numbers rounded down to 2 dp (contract §1.9). */
export const UsdtBalanceVo = z.object({ money: z.number(), rebate: z.number() });
export type UsdtBalanceVo = z.infer<typeof UsdtBalanceVo>;

/** What moved a wallet: the ledger transaction kinds a buyer sees in the records. */
export const MONEY_LOG_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_returned',
  'opening_balance',
] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];

/** moneylog!list: the wallet's records, newest first; `type` narrows them to one kind. */
export const MoneyLogListParams = PageParams.extend({
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(MONEY_LOG_TYPES).optional()),
});

/**
 * One wallet record: a signed amount (a withdrawal request is negative), the balance after it,
 * and the business record it belongs to (a deposit's or withdrawal's order number).
 */
export const MoneyLogVo = z.object({
  id: z.string(),
  type: z.enum(MONEY_LOG_TYPES),
  amount: z.number(),
  balance: z.number(),
  orderNo: z.string(),
  remark: z.string().nullable(),
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  createTime: z.string(),
});
export type MoneyLogVo = z.infer<typeof MoneyLogVo>;
