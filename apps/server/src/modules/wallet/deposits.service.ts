import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { depositDecimals, luhnValid } from '@caravan/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { depositChannels, deposits } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { readPage } from '../../lib/paging.js';
import { newOrderNo } from '../../lib/ids.js';
import { roundDown, toDb, toPlain } from '../../lib/money.js';
import { claimPrivateFiles } from '../uploads/index.js';
import { lockOwnAccount } from '../account/index.js';
import { openBankAccount, paymentReference, usdtValueOf } from './bank-accounts.js';
import { assertDepositsOpen, assertWithinDepositLimits, depositRules } from './deposit-rules.js';
import { parseAmount, rateOf, type Coin } from './coins.js';
import { consumeForm } from './form-tokens.js';

/**
 * A payment certificate the user uploaded (a private file for payments, or one an old client
 * uploaded to a folder of its own, which this claims for payments), by the URL or id the upload
 * returned.
 */
async function ownCertificate(db: DbOrTx, userId: string, reference: string) {
  const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(reference.trim())?.[1];
  const [file] = id ? ((await claimPrivateFiles(db, userId, 'payment', [id.toLowerCase()])) ?? []) : [];
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
    // A cancellation of the account waits for this request, or this one finds the account closed.
    await lockOwnAccount(tx, userId);
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
    await lockOwnAccount(tx, user.id);
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
