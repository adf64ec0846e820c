import { and, asc, desc, eq } from 'drizzle-orm';
import {
  coinWithdrawalSplit,
  withdrawalSplit,
  withdrawNetworksOf,
  WITHDRAW_COINS,
  WITHDRAW_SYSPARA_CODES,
  type WithdrawCoin,
} from '@caravan/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { withdrawAddresses, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { readPage } from '../../lib/paging.js';
import { amount, type Amount } from '../../lib/money.js';
import { verifySafeword } from '../account/index.js';
import { sysparaValues, withdrawFeeRule } from '../system/index.js';
import { isValidWithdrawAddress } from './address-checksums.js';

/**
 * The coin an address is bound for: the one named, else the first whose networks include the
 * network (TRC20 and ERC20 are USDT's, as existing clients bind them; BTC is bitcoin's).
 */
function coinOfBinding(coin: WithdrawCoin | undefined, network: string): WithdrawCoin | null {
  if (coin) return coin;
  return WITHDRAW_COINS.find((c) => withdrawNetworksOf(c).includes(network)) ?? null;
}

/**
 * user!bindWithdrawAddress: binds the user's one withdrawal address for a coin (ADR 017), after
 * the fund password. The address must be of the network's form with a valid checksum.
 */
export async function bindWithdrawAddress(
  db: Db,
  userId: string,
  input: { coin?: WithdrawCoin | undefined; network: string; address: string; safeword: string },
  now: Date,
): Promise<void> {
  const coin = coinOfBinding(input.coin, input.network);
  if (!coin || !withdrawNetworksOf(coin).includes(input.network)) throw new AppError('WALLET_CHAIN_INVALID');
  if (!isValidWithdrawAddress(coin, input.network, input.address))
    throw new AppError('WALLET_ADDRESS_INVALID');
  if (await boundAddress(db, userId, coin)) throw new AppError('WALLET_ADDRESS_ALREADY_BOUND');
  await verifySafeword(db, userId, input.safeword, now);
  // Two binds at once: the key (user, coin) keeps the first.
  const [created] = await db
    .insert(withdrawAddresses)
    .values({ userId, coin, network: input.network, address: input.address, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: withdrawAddresses.userId });
  if (!created) throw new AppError('WALLET_ADDRESS_ALREADY_BOUND');
}

/** The user's bound address for a coin, or null. */
export async function boundAddress(db: DbOrTx, userId: string, coin: WithdrawCoin) {
  const [row] = await db
    .select()
    .from(withdrawAddresses)
    .where(and(eq(withdrawAddresses.userId, userId), eq(withdrawAddresses.coin, coin)));
  return row ?? null;
}

/** Every bound address of the user, USDT's first. */
export async function boundAddresses(db: DbOrTx, userId: string) {
  const rows = await db.select().from(withdrawAddresses).where(eq(withdrawAddresses.userId, userId));
  return WITHDRAW_COINS.flatMap((coin) => rows.filter((r) => r.coin === coin));
}

export interface WithdrawRules {
  open: boolean;
  min: Amount;
  max: Amount;
  /** Minutes after midnight (China time) when withdrawals open and close. */
  hours: { from: number; to: number; text: string };
  dailyCount: number;
  fee: { type: 'fixed' | 'rate'; value: Amount };
}

/** The withdrawal rules from the system parameters (finance sets them in the console). */
export async function withdrawRules(db: DbOrTx): Promise<WithdrawRules> {
  const values = await sysparaValues(db, WITHDRAW_SYSPARA_CODES);
  const minutes = (hhmm: string) => {
    const [h = '0', m = '0'] = hhmm.split(':');
    return Number(h) * 60 + Number(m);
  };
  const [from = '00:00', to = '24:00'] = values.withdrawal_time.split('-');
  const fee = withdrawFeeRule(values.withdraw_fee);
  return {
    open: values.can_withdraw !== '0',
    min: amount(values.withdraw_limit_min || '0'),
    max: amount(values.withdraw_limit_max || '0'),
    hours: { from: minutes(from), to: minutes(to), text: `${from}-${to}` },
    dailyCount: Number(values.withdraw_daily_count || '0'),
    fee: { type: fee.type, value: amount(fee.fee) },
  };
}

/**
 * The fee on a gross amount: the fixed fee, or the rate's share rounded to the cent (half up).
 * Gross = net + fee exactly, by construction.
 */
export function feeOf(gross: Amount, fee: WithdrawRules['fee']): { fee: Amount; net: Amount } {
  const split = withdrawalSplit(gross, { type: fee.type, fee: fee.value });
  return { fee: amount(split.fee), net: amount(split.net) };
}

/** A BTC or ETH withdrawal's figures (coinWithdrawalSplit): the USDT fee and net, and in the coin. */
export function coinSplitOf(gross: Amount, fee: WithdrawRules['fee'], rate: Amount) {
  const split = coinWithdrawalSplit(gross, { type: fee.type, fee: fee.value }, rate);
  return {
    fee: amount(split.fee),
    net: amount(split.net),
    coinAmount: amount(split.coinAmount),
    coinFee: amount(split.coinFee),
    coinNet: amount(split.coinNet),
  };
}

// Built once (a DateTimeFormat is slow to construct, quick to use).
const CHINA_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Asia/Shanghai. */
export function chinaMinutes(now: Date): number {
  const parts = CHINA_CLOCK.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return get('hour') * 60 + get('minute');
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A page of withdrawals: one buyer's (newest first), or by state for finance (pending oldest first). */
export async function findWithdrawals(
  db: DbOrTx,
  filter: { userId?: string | undefined; state?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    filter.state === undefined ? undefined : eq(withdrawals.state, filter.state),
  );
  const order = filter.state === 0 ? asc : desc;
  return readPage(
    db.select().from(withdrawals).where(where).orderBy(order(withdrawals.createdAt), order(withdrawals.id)),
    page,
    db.$count(withdrawals, where),
  );
}

export async function findWithdrawal(db: DbOrTx, userId: string, orderNo: string): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.userId, userId)));
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}
