import {
  SUBSCRIBE_EMAIL_PATTERN,
  type SubscriptionConfirmVo,
  type WelcomeState,
  type WithdrawFeeRule,
} from '@caravan/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/ids.js';
import { enforceLimits, type Limiter } from '../../lib/limiter.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { giveWelcomeCoupon, welcomeCouponOnOffer } from '../coupons/index.js';
import type { Notifier } from '../notifications/index.js';
import { SYSPARA_DEFINITIONS, sysparaDefinition, UNOFFERED_SYSPARA } from './syspara-definitions.js';
import {
  findSysparaValues,
  insertSubscription,
  lockSubscriptionByToken,
  updateSubscription,
} from './system.repository.js';

/** System parameters' values: each the stored value, or its definition's default. */
export async function sysparaValues<C extends string>(
  db: DbOrTx,
  codes: readonly C[],
): Promise<Record<C, string>> {
  const stored = await findSysparaValues(db, codes);
  return Object.fromEntries(
    codes.map((code) => [code, stored.get(code) ?? sysparaDefinition(code)?.defaultValue ?? '']),
  ) as Record<C, string>;
}

/**
 * How long a hot path may use system parameters it read before (issue 53: a payment read three
 * settings per request). A save through the console reaches this instance's reads at once
 * (`forgetSysparaValues`); another instance's within this time.
 */
export const SYSPARA_CACHE_MS = 5_000;
const cachedValues = new WeakMap<object, TtlCache<Record<string, string>>>();

/** `sysparaValues`, read at most once per SYSPARA_CACHE_MS for each database and set of codes. */
export async function cachedSysparaValues<C extends string>(
  db: DbOrTx,
  codes: readonly C[],
): Promise<Record<C, string>> {
  let cache = cachedValues.get(db);
  if (!cache) cachedValues.set(db, (cache = new TtlCache(SYSPARA_CACHE_MS, 100)));
  return (await cache.getOrLoad(codes.join(','), () => sysparaValues(db, codes))) as Record<C, string>;
}

/** Drops what `cachedSysparaValues` holds for `db`: its parameters were just changed. */
export function forgetSysparaValues(db: Db): void {
  cachedValues.delete(db);
}

/** `withdraw_fee` (`fixed:<USDT>` or `rate:<fraction>`) as its two parts. */
export function withdrawFeeRule(value: string): WithdrawFeeRule {
  const [type, fee = '0'] = value.split(':');
  return { type: type === 'rate' ? 'rate' : 'fixed', fee };
}

const WHITELIST = new Set(SYSPARA_DEFINITIONS.filter((d) => d.public).map((d) => d.code));

/**
 * Values for the requested codes (comma-separated): a whitelisted code its value (or default), one
 * the contract's whitelist names for a feature Caravan lacks its type's empty value, any other code
 * null, as the existing server does (contract §1.11). `withdraw_fee` is an object {type, fee}.
 */
export async function getSyspara(db: DbOrTx, codeList: string): Promise<Record<string, unknown>> {
  const codes = [
    ...new Set(
      codeList
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
  const values = await sysparaValues(
    db,
    codes.filter((c) => WHITELIST.has(c)),
  );
  const result: Record<string, unknown> = {};
  for (const code of codes) {
    const value = WHITELIST.has(code) ? values[code] : undefined;
    if (value === undefined) result[code] = UNOFFERED_SYSPARA.get(code) ?? null;
    else result[code] = code === 'withdraw_fee' ? withdrawFeeRule(value) : value;
  }
  return result;
}

/**
 * The mailbox an address delivers to, for counting: lower-cased, without its tag (`name+tag@…`)
 * and, at Gmail, without dots — the ways one inbox takes many addresses.
 */
function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  let domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().split('+')[0] ?? '';
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * Welcome e-mails one mailbox may be sent (issue 50): each address is subscribed once (so sent its
 * confirmation link once), but one inbox answers to many addresses.
 */
const SUBSCRIPTIONS_PER_MAILBOX = { max: 3, windowMs: 24 * 3600_000 };

/**
 * Subscribes an e-mail address for coupons (spec §5 pattern) and queues its one e-mail, in the
 * subscription's language, with it: a link to `linkBase`/subscription?code=… that confirms the address
 * (issue 54). A repeat is a clear error (and sends nothing). Past the mailbox's limit it is refused
 * (COMMON_RATE_LIMITED) and nothing is stored or sent.
 */
export async function subscribe(
  db: Db,
  notifier: Pick<Notifier, 'welcome'>,
  limiter: Limiter,
  input: { email: string; lang: string; linkBase: string },
  now: Date,
): Promise<void> {
  const { email } = input;
  if (!SUBSCRIBE_EMAIL_PATTERN.test(email)) throw new AppError('SUBSCRIBE_EMAIL_INVALID');
  await enforceLimits(limiter, [{ key: `subscribe:${mailboxOf(email)}`, ...SUBSCRIPTIONS_PER_MAILBOX }]);
  await db.transaction(async (tx) => {
    const token = newToken();
    const id = await insertSubscription(tx, { email, lang: input.lang, tokenHash: hashToken(token) }, now);
    if (!id) throw new AppError('SUBSCRIBE_ALREADY_SUBSCRIBED');
    await notifier.welcome(tx, id, `${input.linkBase.replace(/\/+$/, '')}/subscription?code=${token}`);
  });
}

/**
 * subscribe!confirm, the welcome e-mail's link: confirms the address, and gives a signed-in buyer
 * (`userId`) the welcome coupon, once per address and once per buyer. A visitor learns the coupon
 * on offer and signs in to receive it through the same link. The subscription's row is locked, so
 * the link opened twice at once gives one coupon.
 */
export async function confirmSubscription(
  db: Db,
  userId: string | undefined,
  code: string,
  now: Date,
): Promise<SubscriptionConfirmVo> {
  return db.transaction(async (tx) => {
    const subscription = await lockSubscriptionByToken(tx, hashToken(code));
    if (!subscription) throw new AppError('SUBSCRIBE_LINK_INVALID');
    if (!subscription.confirmedAt) await updateSubscription(tx, subscription.id, { confirmedAt: now });
    const reply = (welcome: WelcomeState, coupon: SubscriptionConfirmVo['coupon']) => ({
      email: subscription.email,
      welcome,
      coupon,
    });
    if (!userId) {
      if (subscription.welcomeUserId) return reply('taken', null);
      const offer = await welcomeCouponOnOffer(tx, now);
      return reply(offer ? 'signIn' : 'none', offer);
    }
    if (subscription.welcomeUserId && subscription.welcomeUserId !== userId) return reply('taken', null);
    const outcome = await giveWelcomeCoupon(tx, userId, now);
    if (outcome.state === 'given') await updateSubscription(tx, subscription.id, { welcomeUserId: userId });
    // The buyer opening the link again holds the coupon this address gave them.
    if (outcome.state === 'held') {
      return subscription.welcomeUserId === userId ? reply('given', outcome.coupon) : reply('taken', null);
    }
    return reply(outcome.state, outcome.coupon);
  });
}
