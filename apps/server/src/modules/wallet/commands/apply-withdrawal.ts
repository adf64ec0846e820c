import { and, count, eq, ne } from 'drizzle-orm';
import type { WithdrawCoin } from '@caravan/contract';
import type { Db } from '../../../db/client.js';
import { bankDepositAccounts, withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount, roundDown, toDb, toPlain, type Amount } from '../../../lib/money.js';
import { lockDay, lockOwnAccount, verifySafeword } from '../../account/index.js';
import { newOrderNo } from '../../../lib/ids.js';
import { parseAmount, rateOf } from '../coins.js';
import { consumeForm } from '../form-tokens.js';
import { post, transfer } from '../ledger.js';
import {
  boundAddress,
  chinaMinutes,
  coinSplitOf,
  feeOf,
  withdrawRules,
  type WithdrawRules,
} from '../withdrawals.service.js';

export interface WithdrawInput {
  sessionToken: string;
  safeword: string;
  amount: string;
  channel: WithdrawCoin | 'bank';
  /** The destination the client named (`from`), if any: it must be the bound address. */
  to?: string | undefined;
  /** BTC and ETH: the rate the buyer was shown (USDT per coin), if the client sent it. */
  rate?: string | undefined;
  bank?:
    | {
        bankName: string;
        bankUserName: string;
        /** The account number or IBAN, normalized (ADR 029: kept whole for finance). */
        accountNumber: string;
        /** The currency the buyer is paid in, if named. */
        currency?: string | undefined;
        routingNum?: string | undefined;
        accountAddress?: string | undefined;
        bankAddress?: string | undefined;
        countryName?: string | undefined;
        swiftCode?: string | undefined;
      }
    | undefined;
}

/**
 * A BTC or ETH withdrawal's figures at the rate in force (ADR 017): refused when no rate is set,
 * when the rate the buyer confirmed is no longer the one in force, or when the fee in the coin
 * leaves nothing to send.
 */
async function coinFigures(db: Db, coin: WithdrawCoin, gross: Amount, rules: WithdrawRules, shown?: string) {
  const rate = await rateOf(db, coin);
  if (!rate) throw new AppError('WALLET_RATE_MISSING', { coin });
  if (shown !== undefined && !amount(shown).eq(rate)) {
    throw new AppError('WALLET_RATE_CHANGED', { coin, rate: toPlain(rate) });
  }
  const split = coinSplitOf(gross, rules.fee, rate);
  if (split.coinNet.lte(0)) {
    throw new AppError('WALLET_WITHDRAW_BELOW_MIN', { min: toDb(split.fee.plus('0.01')) });
  }
  return { ...split, rate };
}

/** The last four digits of an account number or IBAN (what the buyer's own views show). */
function lastFourDigits(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-4).padStart(4, '0');
}

/**
 * A bank withdrawal's currency and, when finance prices it (the bank deposit account of that
 * currency, open or not: its price of one USDT), what is paid in it: the net at that price,
 * rounded down to the cent, fixed now so that the buyer's figure is the one finance sends.
 */
async function payoutFigures(db: Db, currency: string | undefined, net: Amount) {
  if (!currency || currency === 'USDT') return null;
  const [account] = await db
    .select({ usdtPrice: bankDepositAccounts.usdtPrice })
    .from(bankDepositAccounts)
    .where(eq(bankDepositAccounts.currency, currency));
  if (!account) return { currency, rate: null, amount: null };
  return {
    currency,
    rate: toPlain(account.usdtPrice),
    amount: toDb(roundDown(net.times(account.usdtPrice))),
  };
}

/**
 * withdraw!apply: holds the amount (USDT) from the wallet until finance pays or rejects it; a BTC
 * or ETH withdrawal also fixes its coin figures at the rate in force. Refused outside the allowed
 * hours, beyond the daily count, while another withdrawal is in progress, without a bound address
 * for the coin, with a wrong fund password ("999" when none is set), or above the balance. The
 * user's row is locked for the count, the held amount cannot overdraw the wallet (the ledger's
 * constraint), and a partial unique index keeps one pending per user.
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
  const coin = input.channel === 'bank' ? null : input.channel;
  const coinSplit = coin && coin !== 'USDT' ? await coinFigures(db, coin, gross, rules, input.rate) : null;
  const address = coin ? await boundAddress(db, userId, coin) : null;
  if (coin && !address) throw new AppError('WALLET_ADDRESS_REQUIRED');
  // A client that names a destination must name the bound one: it is where the money goes.
  if (address && input.to !== undefined && input.to !== address.address) {
    throw new AppError('WALLET_ADDRESS_ALREADY_BOUND');
  }
  if (input.channel === 'bank' && !input.bank)
    throw new AppError('COMMON_PARAM_MISSING', { field: 'bankName' });
  const payout = input.bank ? await payoutFigures(db, input.bank.currency, net) : null;
  await verifySafeword(db, userId, input.safeword, now);
  const day = lockDay(now);
  const orderNo = newOrderNo('W', now);
  try {
    await db.transaction(async (tx) => {
      // Old clients open the withdrawal form with rechargeBlockchain!recharge_open's token, as the
      // original back end let them: either form's token, each used once.
      await consumeForm(tx, userId, ['withdraw', 'recharge'], input.sessionToken, now);
      // One request at a time per user: the count and the pending check below see every earlier
      // one; and a cancellation of the account waits for this one, or this one finds it closed.
      await lockOwnAccount(tx, userId, 'update');
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
          coin: coin ?? 'USDT',
          network: address?.network ?? null,
          toAddress: address?.address ?? null,
          bankName: input.bank?.bankName ?? null,
          bankUserName: input.bank?.bankUserName ?? null,
          cardLast4: input.bank ? lastFourDigits(input.bank.accountNumber) : null,
          accountNumber: input.bank?.accountNumber ?? null,
          payoutCurrency: payout?.currency ?? null,
          payoutRate: payout?.rate ?? null,
          payoutAmount: payout?.amount ?? null,
          routingNum: input.bank?.routingNum ?? null,
          accountAddress: input.bank?.accountAddress ?? null,
          bankAddress: input.bank?.bankAddress ?? null,
          countryName: input.bank?.countryName ?? null,
          swiftCode: input.bank?.swiftCode ?? null,
          amount: toDb(gross),
          fee: toDb(fee),
          net: toDb(net),
          rate: coinSplit ? toPlain(coinSplit.rate) : null,
          coinAmount: coinSplit ? toPlain(coinSplit.coinAmount) : null,
          coinFee: coinSplit ? toPlain(coinSplit.coinFee) : null,
          coinNet: coinSplit ? toPlain(coinSplit.coinNet) : null,
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
            ? `${address.coin} ${address.network}`
            : `${input.bank?.bankName ?? ''} ****${input.bank ? lastFourDigits(input.bank.accountNumber) : ''}`,
          entries: transfer({ kind: 'wallet', userId }, { kind: 'withdrawal_hold', userId }, gross),
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
