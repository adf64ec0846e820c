import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { isWithdrawNetwork, WITHDRAW_NETWORKS, withdrawalSplit } from '@caravan/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, withdrawAddresses, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toDb, type Amount } from '../../lib/money.js';
import { lockDay, verifySafeword } from '../account/index.js';
import { recordAudit, type AuditContext } from '../audit/index.js';
import { sysparaValues, withdrawFeeRule } from '../system/index.js';
import { newOrderNo } from '../../lib/ids.js';
import { consumeForm, parseAmount } from './deposits.js';
import { post } from './ledger.js';

/** user!bindWithdrawAddress: binds the user's one withdrawal address, after the fund password. */
export async function bindWithdrawAddress(
  db: Db,
  userId: string,
  input: { network: string; address: string; safeword: string },
  now: Date,
): Promise<void> {
  if (!isWithdrawNetwork(input.network)) throw new AppError('WALLET_CHAIN_INVALID');
  const network = WITHDRAW_NETWORKS[input.network];
  if (!network.pattern.test(input.address)) throw new AppError('WALLET_ADDRESS_INVALID');
  const [bound] = await db.select().from(withdrawAddresses).where(eq(withdrawAddresses.userId, userId));
  if (bound) throw new AppError('WALLET_ADDRESS_ALREADY_BOUND');
  await verifySafeword(db, userId, input.safeword, now);
  const [created] = await db
    .insert(withdrawAddresses)
    .values({ userId, coin: network.coin, network: input.network, address: input.address, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: withdrawAddresses.userId });
  if (!created) throw new AppError('WALLET_ADDRESS_ALREADY_BOUND');
}

export async function boundAddress(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(withdrawAddresses).where(eq(withdrawAddresses.userId, userId));
  return row ?? null;
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
  const values = await sysparaValues(db, [
    'can_withdraw',
    'withdraw_limit_min',
    'withdraw_limit_max',
    'withdrawal_time',
    'withdraw_daily_count',
    'withdraw_fee',
  ]);
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

/** Minutes since midnight in Asia/Shanghai. */
function chinaMinutes(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return get('hour') * 60 + get('minute');
}

export interface WithdrawInput {
  sessionToken: string;
  safeword: string;
  amount: string;
  channel: 'USDT' | 'bank';
  bank?:
    | {
        bankName: string;
        bankUserName: string;
        cardNumber: string;
        routingNum?: string | undefined;
        accountAddress?: string | undefined;
        bankAddress?: string | undefined;
        countryName?: string | undefined;
        swiftCode?: string | undefined;
      }
    | undefined;
}

/**
 * withdraw!apply: holds the amount from the wallet until finance pays or rejects it. Refused
 * outside the allowed hours, beyond the daily count, while another withdrawal is in progress,
 * without a bound address (crypto), with a wrong fund password ("999" when none is set), or
 * above the balance. The user's row is locked for the count, the held amount cannot overdraw the
 * wallet (the ledger's constraint), and a partial unique index keeps one pending per user.
 */
export async function applyWithdrawal(
  db: Db,
  userId: string,
  input: WithdrawInput,
  now: Date,
): Promise<{ orderNo: string }> {
  const rules = await withdrawRules(db);
  if (!rules.open) throw new AppError('WALLET_WITHDRAWALS_CLOSED');
  const gross = parseAmount(input.amount, 2);
  if (gross.lt(rules.min)) throw new AppError('WALLET_WITHDRAW_BELOW_MIN', { min: toDb(rules.min) });
  if (gross.gt(rules.max)) throw new AppError('WALLET_WITHDRAW_ABOVE_MAX', { max: toDb(rules.max) });
  const minute = chinaMinutes(now);
  if (minute < rules.hours.from || minute >= rules.hours.to) {
    throw new AppError('WALLET_WITHDRAW_OUTSIDE_HOURS', { hours: rules.hours.text });
  }
  const { fee, net } = feeOf(gross, rules.fee);
  if (net.lte(0)) throw new AppError('WALLET_WITHDRAW_BELOW_MIN', { min: toDb(fee.plus('0.01')) });
  const address = input.channel === 'USDT' ? await boundAddress(db, userId) : null;
  if (input.channel === 'USDT' && !address) throw new AppError('WALLET_ADDRESS_REQUIRED');
  if (input.channel === 'bank' && !input.bank)
    throw new AppError('COMMON_PARAM_MISSING', { field: 'bankName' });
  await verifySafeword(db, userId, input.safeword, now);
  const day = lockDay(now);
  const orderNo = newOrderNo('W', now);
  try {
    await db.transaction(async (tx) => {
      await consumeForm(tx, userId, 'withdraw', input.sessionToken, now);
      // One request at a time per user: the count and the pending check below see every earlier one.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [pending] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.state, 0)));
      if (pending) throw new AppError('WALLET_WITHDRAW_IN_PROGRESS');
      const [today] = await tx
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.day, day), ne(withdrawals.state, 2)));
      if ((today?.n ?? 0) >= rules.dailyCount) {
        throw new AppError('WALLET_WITHDRAW_DAILY_LIMIT', { count: rules.dailyCount });
      }
      const [row] = await tx
        .insert(withdrawals)
        .values({
          orderNo,
          userId,
          method: input.channel === 'bank' ? 'bank' : 'crypto',
          coin: 'USDT',
          network: address?.network ?? null,
          toAddress: address?.address ?? null,
          bankName: input.bank?.bankName ?? null,
          bankUserName: input.bank?.bankUserName ?? null,
          cardLast4: input.bank ? input.bank.cardNumber.slice(-4) : null,
          routingNum: input.bank?.routingNum ?? null,
          accountAddress: input.bank?.accountAddress ?? null,
          bankAddress: input.bank?.bankAddress ?? null,
          countryName: input.bank?.countryName ?? null,
          swiftCode: input.bank?.swiftCode ?? null,
          amount: toDb(gross),
          fee: toDb(fee),
          net: toDb(net),
          day,
          createdAt: now,
        })
        .returning({ id: withdrawals.id });
      if (!row) throw new Error('withdrawal not recorded');
      await post(
        tx,
        {
          kind: 'withdrawal_hold',
          businessId: row.id,
          memo: address
            ? `USDT ${address.network}`
            : `${input.bank?.bankName ?? ''} ****${input.bank?.cardNumber.slice(-4) ?? ''}`,
          entries: [
            { account: { kind: 'wallet', userId }, amount: gross.negated() },
            { account: { kind: 'withdrawal_hold', userId }, amount: gross },
          ],
        },
        now,
      );
    });
  } catch (error) {
    // Two requests that passed the pending check together: the partial unique index refuses one.
    if ((error as { cause?: { constraint?: string } }).cause?.constraint === 'withdrawals_one_pending_idx') {
      throw new AppError('WALLET_WITHDRAW_IN_PROGRESS');
    }
    throw error;
  }
  return { orderNo };
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(order(withdrawals.createdAt), order(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findWithdrawal(db: DbOrTx, userId: string, orderNo: string): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.userId, userId)));
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

/**
 * Finance decides a pending withdrawal: paid (the held amount leaves: the net to the payout, the
 * fee to the platform's fees) or rejected (exactly the held amount back to the wallet). Locked,
 * once only, audited.
 */
export async function decideWithdrawal(
  db: Db,
  id: string,
  decision: { paid: true; txId: string } | { paid: false; reason: string },
  audit: AuditContext,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    if (row.state !== 0) throw new AppError('WALLET_ALREADY_DECIDED');
    const held = amount(row.amount);
    const hold = { kind: 'withdrawal_hold', userId: row.userId } as const;
    await post(
      tx,
      decision.paid
        ? {
            kind: 'withdrawal_paid',
            businessId: row.id,
            memo: decision.txId,
            entries: [
              { account: hold, amount: held.negated() },
              { account: { kind: 'platform_cash' }, amount: amount(row.net) },
              { account: { kind: 'platform_fees' }, amount: amount(row.fee) },
            ],
          }
        : {
            kind: 'withdrawal_returned',
            businessId: row.id,
            memo: decision.reason,
            entries: [
              { account: hold, amount: held.negated() },
              { account: { kind: 'wallet', userId: row.userId }, amount: held },
            ],
          },
      audit.now,
    );
    const [updated] = await tx
      .update(withdrawals)
      .set(
        decision.paid
          ? { state: 1, txId: decision.txId, decidedBy: audit.actor.username, decidedAt: audit.now }
          : { state: 2, reason: decision.reason, decidedBy: audit.actor.username, decidedAt: audit.now },
      )
      .where(eq(withdrawals.id, id))
      .returning();
    if (!updated) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: decision.paid ? 'wallet.withdrawal.pay' : 'wallet.withdrawal.reject',
      targetType: 'withdrawal',
      targetId: row.orderNo,
      before: { state: 0 },
      after: decision.paid ? { state: 1, txId: decision.txId } : { state: 2, reason: decision.reason },
    });
    return updated;
  });
}
