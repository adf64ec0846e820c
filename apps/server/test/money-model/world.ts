import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import {
  addresses,
  coupons as couponsTable,
  depositChannels,
  ledgerAccounts,
  sellerApplications,
  sellers,
} from '../../src/db/schema/index.js';
import { amount, roundDown } from '../../src/lib/money.js';
import { hashPassword } from '../../src/modules/account/passwords.js';
import type { TestApp } from '../build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createLoggedInUser,
  createSellerGood,
  createSystemGood,
  dubaiAddress,
  verifiedIdentity,
} from '../factories.js';
import { setSystemParams } from '../system-params.js';
import { fund } from '../order-fixtures.js';

// A model of every command that moves money (issue 22, point 6), for a model-based run with
// fast-check (money.model.test.ts). The model is written from the spec, not from the server's code:
// its own arithmetic (lib/money.ts decimals, never floats), its own state machine, its own clock
// rules. Each command predicts the reply (success or the exact error key) and what changes; after
// each step every balance, hold, escrow, stock figure and status the model knows is compared with
// the database, and the ledger checker runs. Several people and two shops per run; some steps send
// 2–4 commands at once, and the model accepts the replies when some order of those commands explains
// them (each command is one transaction, so whatever ran, ran in some order).

export const MINUTE = 60_000;
export const DAY = 86_400_000;
/** Spec §4 and the system parameters' defaults: unpaid orders wait 30 minutes. */
export const UNPAID_MS = 30 * MINUTE;
/** A shipped order counts as received after 10 days; a received one is reviewed after 7. */
export const AUTO_RECEIPT_MS = 10 * DAY;
export const AUTO_REVIEW_MS = 7 * DAY;
/** Spec §9: returns within 7 days of receipt; escrow is settled to the seller after that. */
export const RETURN_WINDOW_MS = 7 * DAY;
/** What the run sets (setUpMoneyApp): withdrawals of 10–50,000 USDT, 1.5 % fee, two a day. */
export const WITHDRAW = { min: '10', max: '50000', feeRate: '0.015', daily: 2 };
/** The loan product the run sets: 100–1,000 USDT for 1, 7 or 14 days. */
export const LOAN = { min: 100, max: 1000, terms: [1, 7, 14], dailyRate: '0.0015', overdueRate: '0.003' };
export const DEPOSIT_MIN = '1';
/**
 * The freight schedule the run sets (spec §3): a shop order pays a shipping fee, long-distance
 * freight at a rate per kg of what it weighs (rounded down to cents) and a delivery fee; an order
 * of goods shipped free pays none of it.
 */
export const FREIGHT = { shipping: '1.25', ratePerKg: '3.3333', delivery: '0.80' };
export const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const PLATFORM = [
  'platform_cash',
  'platform_fees',
  'platform_wholesale',
  'platform_loans',
  'platform_interest',
  'platform_forfeits',
  'platform_promotions',
] as const;
export type PlatformKind = (typeof PLATFORM)[number];

/** Decimal text with 2 places. */
export type Money = string;
export const plus = (a: Money, b: Money): Money => amount(a).plus(b).toFixed(2);
export const minus = (a: Money, b: Money): Money => amount(a).minus(b).toFixed(2);
export const times = (a: Money, n: number | string): Money => amount(a).times(n).toFixed(2);
export const below = (a: Money, b: Money) => amount(a).lt(b);
export const cents = (n: number): Money => amount(n).dividedBy(100).toFixed(2);
/** What one order of `qty` units of a shop's good pays in freight (one shipment, spec §3). */
export const freightOf = (shop: Pick<ShopM, 'weightKg'>, qty: number): Money =>
  shop.weightKg === null
    ? '0.00'
    : amount(FREIGHT.shipping)
        .plus(roundDown(amount(FREIGHT.ratePerKg).times(shop.weightKg).times(qty)))
        .plus(FREIGHT.delivery)
        .toFixed(2);

export interface DepositM {
  id: string;
  amount: Money;
  state: number;
}
export interface WithdrawalM {
  id: string;
  amount: Money;
  fee: Money;
  state: number;
  /** The China day it was asked on (the daily count's day). */
  day: string;
}
export interface LoanM {
  id: string;
  amount: number;
  term: number;
  status: number;
  loanedAt: number | null;
}
export interface PersonM {
  userId: string;
  wallet: Money;
  hold: Money;
  shop: number | null;
  deposits: DepositM[];
  withdrawals: WithdrawalM[];
  loans: LoanM[];
  /** The account is closed: its sessions ended, it sends nothing more. */
  closed: boolean;
  /** The coupons claimed (issue 54): each coupon's index, and the order using it (null: available). */
  claims: ClaimM[];
}
export interface ClaimM {
  coupon: number;
  orderId: string | null;
}
/**
 * A coupon of the run (issue 54): a fixed amount off above a minimum spend, the platform's
 * (`shop` null, funded by the platform) or shop 0's own (funded by it), one per buyer.
 */
export interface CouponM {
  id: string;
  shop: number | null;
  amount: Money;
  minSpend: Money;
  total: number;
  claimed: number;
}
export interface ShopM {
  owner: number;
  listingId: string;
  goodsId: string;
  selling: Money;
  system: Money;
  /** kg per unit; null when the good ships free. */
  weightKg: string | null;
  tax: Money;
  initialStock: number;
  stock: number;
  sold: number;
}
export interface OrderM {
  id: string;
  buyer: number;
  shop: number;
  qty: number;
  total: Money;
  purchase: Money;
  status: number;
  refundStatus: number;
  before: number | null;
  createdAt: number;
  paid: boolean;
  pushed: boolean;
  shippedAt: number | null;
  receivedAt: number | null;
  settled: boolean;
  /** What the platform's coupon took off (it pays that into the escrow at payment). */
  platformShare: Money;
}
export interface State {
  now: number;
  people: PersonM[];
  shops: ShopM[];
  orders: OrderM[];
  coupons: CouponM[];
  /** How the platform's accounts moved since the run began. */
  platform: Record<PlatformKind, Money>;
}

/** The model fast-check hands from command to command; `s` is replaced after a concurrent step. */
export class Model {
  constructor(public s: State) {}
}

/** The operators the commands act as; their sessions (12 hours at most) renewed after clock jumps. */
export class Staff {
  finance = '';
  operations = '';
  private loggedInAt = 0;
  private constructor(
    private readonly accounts: { username: string; password: string }[],
    private readonly t: TestApp,
  ) {}
  static async create(t: TestApp) {
    const finance = await createLoggedInOperator(t, 'finance');
    const operations = await createLoggedInOperator(t, 'operations');
    const staff = new Staff([finance.op, operations.op], t);
    staff.finance = finance.token;
    staff.operations = operations.token;
    staff.loggedInAt = t.clock.now().getTime();
    return staff;
  }
  async renew() {
    if (this.t.clock.now().getTime() - this.loggedInAt < 11 * 60 * MINUTE) return;
    const [finance, operations] = await Promise.all(
      this.accounts.map(async (a) => {
        const res = await this.t.action('/admin/auth!login.action', a);
        return (res.data as { token: string }).token;
      }),
    );
    this.finance = finance!;
    this.operations = operations!;
    this.loggedInAt = this.t.clock.now().getTime();
  }
}

/** What the commands act on: the app, the operators, each person's session and uploads. */
export interface World {
  t: TestApp;
  staff: Staff;
  tokens: string[];
  /** Each person's login password (closing the account asks for it). */
  passwords: string[];
  certificates: (string | undefined)[];
  photos: (Record<string, string> | undefined)[];
  /** The platform's balances when the run began. */
  platformStart: Record<PlatformKind, Money>;
}

/** Once per app: the deposit channel, the withdrawal rules and the loan product the model assumes. */
export async function setUpMoneyApp(t: TestApp, staff: Staff) {
  await t.db.insert(depositChannels).values({
    coin: 'USDT',
    network: 'TRC20',
    address: 'TPlatformTrc20Address000000000001',
    minAmount: DEPOSIT_MIN,
    maxAmount: '50000',
  });
  const params: Record<string, string> = {
    withdraw_limit_min: WITHDRAW.min,
    withdraw_limit_max: WITHDRAW.max,
    withdraw_fee: `rate:${WITHDRAW.feeRate}`,
    withdraw_daily_count: String(WITHDRAW.daily),
    withdrawal_time: '00:00-24:00',
    freight_shipping_fee: FREIGHT.shipping,
    freight_long_distance_rate: FREIGHT.ratePerKg,
    freight_delivery_fee: FREIGHT.delivery,
  };
  await setSystemParams(t.db, params);
  const saved = await t.action('/admin/creditProduct!save.action', {
    token: staff.finance,
    amountMin: LOAN.min,
    amountMax: LOAN.max,
    lendableDays: LOAN.terms.join(','),
    dailyRate: LOAN.dailyRate,
    overdueRate: LOAN.overdueRate,
    requireIdentity: 1,
    requireGoodStanding: 1,
  });
  if (saved.code !== '0') throw new Error(`loan product not saved: ${saved.key ?? saved.msg}`);
}

export interface RunSetup {
  /** Each person's opening balance, in cents. */
  funds: number[];
  /** Two shops (owned by persons 0 and 1): prices in cents, stock in units. */
  shops: { selling: number; system: number; grams: number | null; tax: number; stock: number }[];
  /** The platform's coupon and shop 0's: cents off, minimum spend in cents, how many there are. */
  coupons: { amount: number; minSpend: number; total: number }[];
}

export const opening = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.noBias(fc.integer({ min: max / 4, max })) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: max / 4 }) },
  );

/** Now and then next to nothing (below the withdrawal minimum: closing gives it up). */
export const openingOrLittle = (max: number) =>
  fc.oneof(
    { weight: 5, arbitrary: opening(max) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 1_500 }) },
  );

export const runSetup: fc.Arbitrary<RunSetup> = fc.record({
  // The shops' owners (persons 0 and 1) hold more: they pay the wholesale price of what they sell.
  // Mostly enough for several orders (fast-check's integers lean to their minimum), so that orders
  // get as far as settlement; now and then little, to meet the refusals (persons 2 and 3 now and
  // then less than a withdrawal's minimum, which closing their accounts gives up).
  funds: fc
    .tuple(opening(150_000), opening(150_000), openingOrLittle(80_000), openingOrLittle(80_000))
    .map((f) => [...f]),
  shops: fc.array(
    fc
      .record({
        selling: fc.integer({ min: 500, max: 6_000 }),
        ratio: fc.integer({ min: 20, max: 100 }),
        // Grams per unit; null ships free.
        grams: fc.constantFrom(null, 0, 250, 1_337),
        tax: fc.constantFrom(0, 25, 130),
        stock: fc.integer({ min: 3, max: 12 }),
      })
      .map(({ ratio, ...s }) => ({ ...s, system: Math.floor((s.selling * ratio) / 100) })),
    { minLength: 2, maxLength: 2 },
  ),
  coupons: fc.array(
    fc.record({
      amount: fc.integer({ min: 1, max: 3_000 }),
      minSpend: fc.constantFrom(0, 1_000, 5_000),
      total: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 2, maxLength: 2 },
  ),
});

export let safewordHash: string | undefined;

/** Fresh people and shops for one run, on the app every run shares; the model of them. */
export async function openRun(
  t: TestApp,
  staff: Staff,
  setup: RunSetup,
): Promise<{ model: Model; world: World }> {
  safewordHash ??= await hashPassword('123456');
  const people: PersonM[] = [];
  const tokens: string[] = [];
  const passwords: string[] = [];
  for (const funds of setup.funds) {
    const email = `model-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { user, token } = await createLoggedInUser(t, { safewordHash, email });
    const now = t.clock.now();
    await t.db.insert(sellerApplications).values(verifiedIdentity(user.id, now));
    await t.db.insert(addresses).values(dubaiAddress(user.id, now, email));
    const bound = await t.action('/api/user!bindWithdrawAddress.action', {
      token,
      blockchain_name: 'TRC20',
      address: TRC20,
      safeword: '123456',
    });
    if (bound.code !== '0') throw new Error(`address not bound: ${bound.key ?? bound.msg}`);
    await fund(t, user.id, cents(funds));
    people.push({
      userId: user.id,
      wallet: cents(funds),
      hold: '0.00',
      shop: null,
      deposits: [],
      withdrawals: [],
      loans: [],
      closed: false,
      claims: [],
    });
    tokens.push(token);
    passwords.push(user.password);
  }
  const shops: ShopM[] = [];
  const shopIds: string[] = [];
  for (const [i, spec] of setup.shops.entries()) {
    const owner = people[i]!;
    const [shop] = await t.db
      .insert(sellers)
      .values({ userId: owner.userId, name: `Model shop ${crypto.randomUUID().slice(0, 8)}` })
      .returning();
    const category = await createCategory(t.db);
    const good = await createSystemGood(t.db, {
      categoryId: category.id,
      systemPrice: cents(spec.system),
      freightType: spec.grams === null ? 1 : 0,
      weightKg: amount(spec.grams ?? 0)
        .dividedBy(1000)
        .toFixed(3),
      goodsTax: cents(spec.tax),
      stock: spec.stock,
      buyMin: 1,
    });
    const listing = await createSellerGood(t.db, {
      sellerId: shop!.id,
      goodsId: good.id,
      sellingPrice: cents(spec.selling),
    });
    owner.shop = i;
    shopIds.push(shop!.id);
    shops.push({
      owner: i,
      listingId: listing.id,
      goodsId: good.id,
      selling: cents(spec.selling),
      system: cents(spec.system),
      weightKg: spec.grams === null ? null : amount(spec.grams).dividedBy(1000).toFixed(3),
      tax: cents(spec.tax),
      initialStock: spec.stock,
      stock: spec.stock,
      sold: 0,
    });
  }
  const coupons: CouponM[] = [];
  for (const [i, spec] of setup.coupons.entries()) {
    const shop = i === 0 ? null : 0;
    const now = t.clock.now().getTime();
    const [row] = await t.db
      .insert(couponsTable)
      .values({
        title: `Model coupon ${i}`,
        kind: 'amount',
        amount: cents(spec.amount),
        minSpend: cents(spec.minSpend),
        sellerId: shop === null ? null : shopIds[shop]!,
        funder: shop === null ? 'platform' : 'shop',
        startsAt: new Date(now - DAY),
        // Past any run's clock jumps: a held coupon never expires within a run.
        endsAt: new Date(now + 3650 * DAY),
        total: spec.total,
        createdAt: new Date(now),
      })
      .returning({ id: couponsTable.id });
    coupons.push({
      id: row!.id,
      shop,
      amount: cents(spec.amount),
      minSpend: cents(spec.minSpend),
      total: spec.total,
      claimed: 0,
    });
  }
  const platformStart = await platformBalances(t);
  const zero = Object.fromEntries(PLATFORM.map((k) => [k, '0.00'])) as Record<PlatformKind, Money>;
  return {
    model: new Model({ now: t.clock.now().getTime(), people, shops, orders: [], coupons, platform: zero }),
    world: {
      t,
      staff,
      tokens,
      passwords,
      certificates: people.map(() => undefined),
      photos: people.map(() => undefined),
      platformStart,
    },
  };
}

export async function balances(t: TestApp, keys: string[]): Promise<Map<string, Money>> {
  if (keys.length === 0) return new Map();
  const rows = await t.db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
  return new Map(rows.map((r) => [r.key, amount(r.balance).toFixed(2)]));
}

export async function platformBalances(t: TestApp) {
  const found = await balances(t, [...PLATFORM]);
  return Object.fromEntries(PLATFORM.map((k) => [k, found.get(k) ?? '0.00'])) as Record<PlatformKind, Money>;
}
