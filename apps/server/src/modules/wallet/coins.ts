import { and, asc, eq } from 'drizzle-orm';
import { isDecimalText } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import type { COINS } from '../../db/schema/index.js';
import { coinRates, depositChannels } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, type Amount } from '../../lib/money.js';

// What the whole wallet knows of coins and amounts: deposits, withdrawals and third-party payments
// read them from here.

export type Coin = (typeof COINS)[number];

/** The open deposit channels of a coin (all coins when none is given), in the operators' order. */
export async function openChannels(db: DbOrTx, coin?: Coin) {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.isOpen, true), coin ? eq(depositChannels.coin, coin) : undefined))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.coin), asc(depositChannels.network));
}

/** What one coin is worth in USDT: 1 for USDT, the operators' rate for the others (null when unset). */
export async function rateOf(db: DbOrTx, coin: Coin): Promise<Amount | null> {
  if (coin === 'USDT') return amount(1);
  const [row] = await db.select({ rate: coinRates.rate }).from(coinRates).where(eq(coinRates.coin, coin));
  return row ? amount(row.rate) : null;
}

/** A positive decimal amount with at most `decimals` places, or WALLET_AMOUNT_INVALID. */
export function parseAmount(text: string, decimals: number): Amount {
  if (!isDecimalText(text.trim(), decimals)) throw new AppError('WALLET_AMOUNT_INVALID', { decimals });
  const value = amount(text.trim());
  if (value.lte(0)) throw new AppError('WALLET_AMOUNT_INVALID', { decimals });
  return value;
}
