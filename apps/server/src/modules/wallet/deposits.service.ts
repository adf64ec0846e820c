import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { isDecimalText, luhnValid } from '@caravan/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { COINS } from '../../db/schema/index.js';
import { coinRates, depositChannels, deposits, formTokens, privateFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { readPage } from '../../lib/paging.js';
import { hashToken, newOrderNo, newToken } from '../../lib/ids.js';
import { amount, roundDown, toDb, toPlain, type Amount } from '../../lib/money.js';
import { openBankAccount, paymentReference, usdtValueOf } from './bank-accounts.js';
import { assertDepositsOpen, assertWithinDepositLimits, depositRules } from './deposit-rules.js';

export type Coin = (typeof COINS)[number];

/** How long a form's one-time token stays valid. */
const FORM_TOKEN_MS = 30 * 60_000;

/** Issues a one-time form token (recharge_open, withdraw_open): the form it guards submits once. */
export async function openForm(
  db: DbOrTx,
  userId: string,
  purpose: 'recharge' | 'withdraw',
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(formTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + FORM_TOKEN_MS),
  });
  return token;
}

/** Uses up a form token inside the submitting transaction; a used, expired or foreign one is refused. */
export async function consumeForm(
  tx: DbOrTx,
  userId: string,
  purpose: 'recharge' | 'withdraw',
  token: string,
  now: Date,
): Promise<void> {
  const [used] = await tx
    .update(formTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(formTokens.tokenHash, hashToken(token)),
        eq(formTokens.userId, userId),
        eq(formTokens.purpose, purpose),
        isNull(formTokens.usedAt),
        gt(formTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: formTokens.tokenHash });
  if (!used) throw new AppError('COMMON_DUPLICATE_SUBMISSION');
}

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

/** Decimal places a deposit amount may have: 2 for USDT (spec §5), 10 for ETH and BTC. */
export function depositDecimals(coin: Coin): number {
  return coin === 'USDT' ? 2 : 10;
}

/** A positive decimal amount with at most `decimals` places, or WALLET_AMOUNT_INVALID. */
export function parseAmount(text: string, decimals: number): Amount {
  if (!isDecimalText(text.trim(), decimals)) throw new AppError('WALLET_AMOUNT_INVALID', { decimals });
  const value = amount(text.trim());
  if (value.lte(0)) throw new AppError('WALLET_AMOUNT_INVALID', { decimals });
  return value;
}

/** A private file (a certificate) the user uploaded, by the URL or id the upload returned. */
async function ownCertificate(db: DbOrTx, userId: string, reference: string) {
  const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(reference.trim())?.[1];
  if (!id) throw new AppError('WALLET_CERTIFICATE_REQUIRED');
  const [file] = await db
    .select()
    .from(privateFiles)
    .where(and(eq(privateFiles.id, id.toLowerCase()), eq(privateFiles.ownerId, userId)));
  if (!file) throw new AppError('WALLET_CERTIFICATE_REQUIRED');
  return file;
}

export interface CryptoDepositInput {
  sessionToken: string;
  coin: Coin;
  network: string | undefined;
  amount: string;
  from: string;
  img: string | undefined;
  tx: string | undefined;
}

/**
 * rechargeBlockchain!recharge: a crypto deposit request, pending until a finance operator confirms
 * it. The amount is in the coin, within the channel's bounds, and its USDT value (at today's rate)
 * within the system's; the payment certificate is required.
 */
export async function requestCryptoDeposit(
  db: Db,
  userId: string,
  input: CryptoDepositInput,
  now: Date,
): Promise<{ orderNo: string }> {
  const rules = await depositRules(db);
  assertDepositsOpen(rules);
  const volume = parseAmount(input.amount, depositDecimals(input.coin));
  const channels = await db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.coin, input.coin))
    .orderBy(asc(depositChannels.sort));
  const channel = input.network
    ? channels.find((c) => c.network.toLowerCase() === input.network?.toLowerCase())
    : channels.length === 1
      ? channels[0]
      : undefined;
  if (!channel) throw new AppError('WALLET_CHAIN_INVALID');
  if (!channel.isOpen) throw new AppError('WALLET_CHANNEL_CLOSED');
  if (volume.lt(channel.minAmount))
    throw new AppError('WALLET_DEPOSIT_BELOW_MIN', { min: channel.minAmount });
  if (volume.gt(channel.maxAmount))
    throw new AppError('WALLET_DEPOSIT_ABOVE_MAX', { max: channel.maxAmount });
  const rate = await rateOf(db, input.coin);
  if (!rate) throw new AppError('WALLET_RATE_MISSING', { coin: input.coin });
  assertWithinDepositLimits(rules, roundDown(volume.times(rate)));
  if (!input.img) throw new AppError('WALLET_CERTIFICATE_REQUIRED');
  const certificate = await ownCertificate(db, userId, input.img);
  const orderNo = newOrderNo('R', now);
  const run = async (tx: DbOrTx) => {
    await consumeForm(tx, userId, 'recharge', input.sessionToken, now);
    await tx.insert(deposits).values({
      orderNo,
      userId,
      method: 'crypto',
      coin: input.coin,
      network: channel.network,
      channelAddress: channel.address,
      fromAddress: input.from,
      txHash: input.tx ?? null,
      volume: toPlain(volume),
      certificate: certificate.id,
      certificateHash: certificate.sha256,
      createdAt: now,
    });
  };
  await db.transaction(run);
  return { orderNo };
}

export type DepositRow = typeof deposits.$inferSelect;

/** One of the buyer's deposits by order number (another user's is not found). */
export async function findDeposit(db: DbOrTx, userId: string, orderNo: string): Promise<DepositRow> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.orderNo, orderNo), eq(deposits.userId, userId)));
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

export interface DuplicateDeposit {
  orderNo: string;
  state: number;
  userId: string;
}

/**
 * For each of the deposits, the other deposits that used the same certificate image or
 * transaction hash: finance sees these as warnings next to a pending deposit (a reused receipt is
 * the commonest fraud). One query for a whole page.
 */
export async function duplicatesOf(
  db: DbOrTx,
  rows: readonly DepositRow[],
): Promise<Map<string, DuplicateDeposit[]>> {
  const hashes = [...new Set(rows.map((r) => r.certificateHash))];
  const txs = [...new Set(rows.flatMap((r) => (r.txHash ? [r.txHash] : [])))];
  const found = new Map<string, DuplicateDeposit[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return found;
  const others = await db
    .select({
      id: deposits.id,
      orderNo: deposits.orderNo,
      state: deposits.state,
      userId: deposits.userId,
      certificateHash: deposits.certificateHash,
      txHash: deposits.txHash,
    })
    .from(deposits)
    .where(
      or(
        inArray(deposits.certificateHash, hashes),
        txs.length > 0 ? inArray(deposits.txHash, txs) : undefined,
      ),
    );
  for (const row of rows) {
    found.set(
      row.id,
      others
        .filter(
          (o) =>
            o.id !== row.id &&
            (o.certificateHash === row.certificateHash || (row.txHash !== null && o.txHash === row.txHash)),
        )
        .map(({ orderNo, state, userId }) => ({ orderNo, state, userId })),
    );
  }
  return found;
}

/**
 * A page of deposits: one buyer's (newest first), or for the finance console by state (pending
 * ones oldest first, so the longest waiting come first).
 */
export async function findDeposits(
  db: DbOrTx,
  filter: { userId?: string | undefined; state?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(deposits.userId, filter.userId),
    filter.state === undefined ? undefined : eq(deposits.state, filter.state),
  );
  const order = filter.state === 0 ? asc : desc;
  return readPage(
    db.select().from(deposits).where(where).orderBy(order(deposits.createdAt), order(deposits.id)),
    page,
    db.$count(deposits, where),
  );
}

export interface BankDepositInput {
  sessionToken: string;
  currency: string;
  amount: string;
  bankName: string;
  cardNumber: string;
  img: string | undefined;
}

/**
 * A bank-card deposit: a transfer in a currency finance has an account for, pending until finance
 * confirms it. Its USDT value is fixed at the currency's price now (rounded down) and must be
 * within one deposit's bounds; that is what confirming credits. Only the card's last four digits
 * are kept (DESIGN.md §5): the full number is checked and dropped here, and the request log
 * redacts it.
 */
export async function requestBankDeposit(
  db: Db,
  user: { id: string; usercode: string },
  input: BankDepositInput,
  now: Date,
): Promise<{ orderNo: string }> {
  const rules = await depositRules(db);
  assertDepositsOpen(rules);
  const account = await openBankAccount(db, input.currency);
  const fiat = parseAmount(input.amount, 2);
  if (!/^\d{12,19}$/.test(input.cardNumber) || !luhnValid(input.cardNumber)) {
    throw new AppError('WALLET_CARD_NUMBER_INVALID');
  }
  const usdt = usdtValueOf(account, fiat);
  assertWithinDepositLimits(rules, usdt);
  if (!input.img) throw new AppError('WALLET_CERTIFICATE_REQUIRED');
  const certificate = await ownCertificate(db, user.id, input.img);
  const orderNo = newOrderNo('B', now);
  await db.transaction(async (tx) => {
    await consumeForm(tx, user.id, 'recharge', input.sessionToken, now);
    await tx.insert(deposits).values({
      orderNo,
      userId: user.id,
      method: 'bank',
      coin: 'USDT',
      volume: toDb(usdt),
      bankName: input.bankName,
      cardLast4: input.cardNumber.slice(-4),
      fiatCurrency: account.currency,
      fiatAmount: toDb(fiat),
      fiatPrice: account.usdtPrice,
      reference: paymentReference(account, user.usercode),
      certificate: certificate.id,
      certificateHash: certificate.sha256,
      createdAt: now,
    });
  });
  return { orderNo };
}
