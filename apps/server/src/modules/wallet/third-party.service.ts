import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { thirdPartyPayments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newOrderNo, newToken } from '../../lib/ids.js';
import { amount, roundDown, toDb } from '../../lib/money.js';
import { lockOwnAccount } from '../account/index.js';
import { assertDepositsOpen, assertWithinDepositLimits, depositRules } from './deposit-rules.js';
import { parseAmount } from './coins.js';
import { consumeForm } from './form-tokens.js';

/**
 * A payment provider (a wallet app or card acquirer). It creates a payment the buyer completes on
 * the provider's own page and later reports the outcome; Caravan credits the wallet only then.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(payment: {
    reference: string;
    amount: string;
    currency: string;
    description: string;
  }): Promise<{
    payUrl: string;
  }>;
}

/**
 * The sandbox provider: a hosted test payment page in this server (`/sandbox/pay`) on which the
 * buyer completes or fails the payment, so the whole flow runs with no outside service. Its
 * notifications arrive through `settleThirdPartyPayment`, as a real provider's webhook would.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createPayment(payment) {
    return { payUrl: `/sandbox/pay?ref=${encodeURIComponent(payment.reference)}` };
  },
};

/**
 * The third-party channels the contract names: PHP_recharge … PHP_recharge5, all in pesos. Old
 * clients call any of them; buyers are offered one per wallet a person knows (GCash, Maya): the
 * others are further routes into the same two wallets, which only confused people.
 */
export const THIRD_PARTY_CHANNELS = [
  { id: 1, action: 'PHP_recharge', name: 'GCash', offered: true },
  { id: 2, action: 'PHP_recharge2', name: 'GCash', offered: false },
  { id: 3, action: 'PHP_recharge3', name: 'GCash', offered: false },
  { id: 4, action: 'PHP_recharge4', name: 'Maya', offered: true },
  { id: 5, action: 'PHP_recharge5', name: 'GCash', offered: false },
] as const;

/** A return address the client gave: a path on this site only (never an open redirect). */
export function safeReturnUrl(url: string | null | undefined): string | null {
  if (!url || !/^\/(?!\/)[^\s\\]*$/.test(url)) return null;
  const base = 'http://caravan.invalid';
  const parsed = new URL(url, base);
  if (parsed.origin !== base) return null;
  // Percent-encoded, so that it can go into a Location header as it is (non-Latin-1 cannot).
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.length <= 300 ? path : null;
}

/**
 * PHP_recharge…: a payment of `amount` pesos through a channel; returns the provider's page to
 * send the buyer to. The USDT it will credit (at today's rate) must be within the deposit bounds.
 */
export async function startThirdPartyPayment(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: { channel: number; sessionToken: string; amount: string; returnUrl: string | undefined },
  now: Date,
): Promise<{ orderNo: string; payUrl: string; usdt: string }> {
  const rules = await depositRules(db);
  assertDepositsOpen(rules);
  const pesos = parseAmount(input.amount, 2);
  const rate = rules.pesoRate;
  const usdt = roundDown(pesos.times(rate));
  assertWithinDepositLimits(rules, usdt);
  const channel = THIRD_PARTY_CHANNELS.find((c) => c.id === input.channel);
  if (!channel) throw new AppError('WALLET_NO_PAYMENT_METHOD');
  const orderNo = newOrderNo('P', now);
  const reference = newToken();
  let payUrl: string;
  try {
    ({ payUrl } = await provider.createPayment({
      reference,
      amount: toDb(pesos),
      currency: 'PHP',
      description: `Caravan deposit ${orderNo}`,
    }));
  } catch {
    throw new AppError('WALLET_PAYMENT_LINK_FAILED');
  }
  await db.transaction(async (tx) => {
    // A cancellation of the account waits for this request, or this one finds the account closed.
    await lockOwnAccount(tx, userId);
    await consumeForm(tx, userId, 'recharge', input.sessionToken, now);
    await tx.insert(thirdPartyPayments).values({
      orderNo,
      userId,
      channel: channel.id,
      currency: 'PHP',
      fiatAmount: toDb(pesos),
      usdt: toDb(usdt),
      rate: toDb(rate, 8),
      provider: provider.name,
      reference,
      returnUrl: safeReturnUrl(input.returnUrl),
      createdAt: now,
    });
  });
  return { orderNo, payUrl, usdt: toDb(usdt) };
}

export async function findPaymentByReference(db: DbOrTx, provider: string, reference: string) {
  const [row] = await db
    .select()
    .from(thirdPartyPayments)
    .where(and(eq(thirdPartyPayments.provider, provider), eq(thirdPartyPayments.reference, reference)));
  return row ?? null;
}
