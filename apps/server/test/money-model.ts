import { CREDIT_STATUS as C, ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import {
  addresses,
  credits,
  depositChannels,
  deposits,
  ledgerAccounts,
  orders,
  sellerApplications,
  sellerGoods,
  sellers,
  syspara,
  systemGoods,
  withdrawals,
} from '../src/db/schema/index.js';
import { amount, roundDown } from '../src/lib/money.js';
import { hashPassword } from '../src/modules/account/passwords.js';
import { runCreditSweep } from '../src/modules/credit/sweeps.js';
import { runOrderSweeps } from '../src/modules/orders/sweeps.js';
import { checkLedger } from '../src/modules/wallet/ledger.js';
import type { Envelope, TestApp } from './build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createLoggedInUser,
  createSellerGood,
  createSystemGood,
  dubaiAddress,
  verifiedIdentity,
} from './factories.js';
import { fund } from './order-fixtures.js';
import { uploadImage } from './uploads.js';

// A model of every command that moves money (issue 22, point 6), for a model-based run with
// fast-check (money.model.test.ts). The model is written from the spec, not from the server's code:
// its own arithmetic (lib/money.ts decimals, never floats), its own state machine, its own clock
// rules. Each command predicts the reply (success or the exact error key) and what changes; after
// each step every balance, hold, escrow, stock figure and status the model knows is compared with
// the database, and the ledger checker runs. Several people and two shops per run; some steps send
// 2–4 commands at once, and the model accepts the replies when some order of those commands explains
// them (each command is one transaction, so whatever ran, ran in some order).

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Spec §4 and the system parameters' defaults: unpaid orders wait 30 minutes. */
const UNPAID_MS = 30 * MINUTE;
/** A shipped order counts as received after 10 days; a received one is reviewed after 7. */
const AUTO_RECEIPT_MS = 10 * DAY;
const AUTO_REVIEW_MS = 7 * DAY;
/** Spec §9: returns within 7 days of receipt; escrow is settled to the seller after that. */
const RETURN_WINDOW_MS = 7 * DAY;
/** What the run sets (setUpMoneyApp): withdrawals of 10–50,000 USDT, 1.5 % fee, two a day. */
const WITHDRAW = { min: '10', max: '50000', feeRate: '0.015', daily: 2 };
/** The loan product the run sets: 100–1,000 USDT for 1, 7 or 14 days. */
const LOAN = { min: 100, max: 1000, terms: [1, 7, 14], dailyRate: '0.0015', overdueRate: '0.003' };
const DEPOSIT_MIN = '1';
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const PLATFORM = [
  'platform_cash',
  'platform_fees',
  'platform_wholesale',
  'platform_loans',
  'platform_interest',
] as const;
type PlatformKind = (typeof PLATFORM)[number];

/** Decimal text with 2 places. */
type Money = string;
const plus = (a: Money, b: Money): Money => amount(a).plus(b).toFixed(2);
const minus = (a: Money, b: Money): Money => amount(a).minus(b).toFixed(2);
const times = (a: Money, n: number | string): Money => amount(a).times(n).toFixed(2);
const below = (a: Money, b: Money) => amount(a).lt(b);
const cents = (n: number): Money => amount(n).dividedBy(100).toFixed(2);

interface DepositM {
  id: string;
  amount: Money;
  state: number;
}
interface WithdrawalM {
  id: string;
  amount: Money;
  fee: Money;
  state: number;
  /** The China day it was asked on (the daily count's day). */
  day: string;
}
interface LoanM {
  id: string;
  amount: number;
  term: number;
  status: number;
  loanedAt: number | null;
}
interface PersonM {
  userId: string;
  wallet: Money;
  hold: Money;
  shop: number | null;
  deposits: DepositM[];
  withdrawals: WithdrawalM[];
  loans: LoanM[];
}
interface ShopM {
  owner: number;
  listingId: string;
  goodsId: string;
  selling: Money;
  system: Money;
  freight: Money;
  tax: Money;
  initialStock: number;
  stock: number;
  sold: number;
}
interface OrderM {
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
}
export interface State {
  now: number;
  people: PersonM[];
  shops: ShopM[];
  orders: OrderM[];
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
  };
  for (const [code, value] of Object.entries(params)) {
    await t.db
      .insert(syspara)
      .values({ code, value })
      .onConflictDoUpdate({ target: syspara.code, set: { value } });
  }
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
  shops: { selling: number; system: number; freight: number; tax: number; stock: number }[];
}

const opening = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.noBias(fc.integer({ min: max / 4, max })) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: max / 4 }) },
  );

export const runSetup: fc.Arbitrary<RunSetup> = fc.record({
  // The shops' owners (persons 0 and 1) hold more: they pay the wholesale price of what they sell.
  // Mostly enough for several orders (fast-check's integers lean to their minimum), so that orders
  // get as far as settlement; now and then little, to meet the refusals.
  funds: fc.tuple(opening(150_000), opening(150_000), opening(80_000), opening(80_000)).map((f) => [...f]),
  shops: fc.array(
    fc
      .record({
        selling: fc.integer({ min: 500, max: 6_000 }),
        ratio: fc.integer({ min: 20, max: 100 }),
        freight: fc.constantFrom(0, 150, 350),
        tax: fc.constantFrom(0, 25, 130),
        stock: fc.integer({ min: 3, max: 12 }),
      })
      .map(({ ratio, ...s }) => ({ ...s, system: Math.floor((s.selling * ratio) / 100) })),
    { minLength: 2, maxLength: 2 },
  ),
});

let safewordHash: string | undefined;

/** Fresh people and shops for one run, on the app every run shares; the model of them. */
export async function openRun(
  t: TestApp,
  staff: Staff,
  setup: RunSetup,
): Promise<{ model: Model; world: World }> {
  safewordHash ??= await hashPassword('123456');
  const people: PersonM[] = [];
  const tokens: string[] = [];
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
    });
    tokens.push(token);
  }
  const shops: ShopM[] = [];
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
      freightAmount: cents(spec.freight),
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
    shops.push({
      owner: i,
      listingId: listing.id,
      goodsId: good.id,
      selling: cents(spec.selling),
      system: cents(spec.system),
      freight: cents(spec.freight),
      tax: cents(spec.tax),
      initialStock: spec.stock,
      stock: spec.stock,
      sold: 0,
    });
  }
  const platformStart = await platformBalances(t);
  const zero = Object.fromEntries(PLATFORM.map((k) => [k, '0.00'])) as Record<PlatformKind, Money>;
  return {
    model: new Model({ now: t.clock.now().getTime(), people, shops, orders: [], platform: zero }),
    world: {
      t,
      staff,
      tokens,
      certificates: people.map(() => undefined),
      photos: people.map(() => undefined),
      platformStart,
    },
  };
}

async function balances(t: TestApp, keys: string[]): Promise<Map<string, Money>> {
  if (keys.length === 0) return new Map();
  const rows = await t.db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
  return new Map(rows.map((r) => [r.key, amount(r.balance).toFixed(2)]));
}

async function platformBalances(t: TestApp) {
  const found = await balances(t, [...PLATFORM]);
  return Object.fromEntries(PLATFORM.map((k) => [k, found.get(k) ?? '0.00'])) as Record<PlatformKind, Money>;
}

// ---------------------------------------------------------------------------------------------
// Commands

/** The reply as the model names it: 'ok', or the error key. */
type Reply = Envelope & { extra?: Record<string, string> };
const keyOf = (r: Reply) => (r.code === '0' ? 'ok' : (r.key ?? `code ${r.code} status ${r.status}`));

interface Prediction {
  key: string;
  apply?: (s: State, reply: Reply) => void;
}
/** A command bound to the ids it acts on (taken from the model before the step). */
interface Bound {
  label: string;
  /** The command's name, for the tally of outcomes. */
  kind?: string;
  send(w: World): Promise<Reply>;
  predict(s: State): Prediction;
}
type Binder = (s: State) => Bound | undefined;

/** How often each command met each outcome over the whole test (printed at its end). */
export const outcomes = new Map<string, number>();
const tally = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

const refused = (key: string): Prediction => ({ key });
const ok = (apply: (s: State, reply: Reply) => void): Prediction => ({ key: 'ok', apply });

/** One money command as fast-check runs it: bound to the model, sent, its reply and effects checked. */
export class MoneyCommand implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly name: string,
    readonly bind: Binder,
  ) {}
  /** Bound to the model's ids, or undefined when there is nothing to act on. */
  to(s: State): Bound | undefined {
    const bound = this.bind(s);
    return bound && { ...bound, kind: this.name.slice(0, this.name.indexOf('(')) };
  }
  check(m: Readonly<Model>) {
    return this.to(m.s) !== undefined;
  }
  async run(m: Model, w: World) {
    const bound = this.to(m.s)!;
    await settle(m, w, [bound], [await bound.send(w)]);
  }
  toString() {
    return this.name;
  }
}

/** 2–4 commands sent at once. */
export class Concurrently implements fc.AsyncCommand<Model, World> {
  constructor(readonly commands: MoneyCommand[]) {}
  check(m: Readonly<Model>) {
    return this.commands.some((c) => c.to(m.s) !== undefined);
  }
  async run(m: Model, w: World) {
    const bound = this.commands.flatMap((c) => c.to(m.s) ?? []);
    tally(`together ×${bound.length}`);
    // Every request finishes before the step is judged, even when one of them throws.
    const settled = await Promise.allSettled(bound.map((b) => b.send(w)));
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const replies = settled.map((r) => (r as PromiseFulfilledResult<Reply>).value);
    await settle(m, w, bound, replies);
  }
  toString() {
    return `together(${this.commands.map(String).join(', ')})`;
  }
}

function permutations(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

/**
 * Finds the orders of the commands whose predicted replies are the replies received, applies each
 * to a copy of the model, and keeps the first copy the database agrees with.
 */
async function settle(m: Model, w: World, bound: Bound[], replies: Reply[]) {
  const keys = replies.map(keyOf);
  for (const [i, b] of bound.entries()) tally(`${b.kind} ${keys[i]}`);
  const candidates: State[] = [];
  const mismatches: string[] = [];
  for (const order of permutations(bound.length)) {
    const s = structuredClone(m.s);
    const fits = order.every((i) => {
      const p = bound[i]!.predict(s);
      if (p.key !== keys[i]) {
        const r = replies[i]!;
        mismatches.push(`${bound[i]!.label}: model says ${p.key}, server said ${keys[i]} (${r.msg})`);
        return false;
      }
      p.apply?.(s, replies[i]!);
      return true;
    });
    if (fits) candidates.push(s);
  }
  if (candidates.length === 0) {
    throw new Error(
      `no order of the step explains its replies:\n${[...new Set(mismatches)].join('\n')}\n${describe(m.s)}`,
    );
  }
  let firstProblem: unknown;
  for (const s of candidates) {
    try {
      await verify(s, w);
      m.s = s;
      return;
    } catch (error) {
      firstProblem ??= error;
    }
  }
  throw firstProblem;
}

/** The model in brief, for a failure's message. */
function describe(s: State): string {
  const people = s.people.map(
    (p, i) => `p${i} wallet ${p.wallet} hold ${p.hold}${p.shop === null ? '' : ` owns shop ${p.shop}`}`,
  );
  const shops = s.shops.map((x, i) => `shop ${i} stock ${x.stock} sold ${x.sold}`);
  const list = s.orders.map(
    (o) =>
      `order ${o.id} p${o.buyer} shop ${o.shop} ×${o.qty} ${o.total} status ${o.status}/${o.refundStatus}`,
  );
  return ['model before the step:', ...people, ...shops, ...list].join('\n');
}

const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

/**
 * An order to act on: aiming (most steps), one `fits` accepts (none: the step is skipped); else any,
 * to see the refusals. An id (a flow step) names the order, still only while `fits` accepts it.
 */
function chooseOrder(s: State, n: number | string, aim: boolean, fits: (o: OrderM) => boolean) {
  if (typeof n === 'string') return s.orders.find((o) => o.id === n && fits(o));
  return pick(aim ? s.orders.filter(fits) : s.orders, n);
}
/**
 * A person's deposit, withdrawal or loan to act on: aiming, any person's that `fits` (the operator
 * works through the queue; none: the step is skipped); else any of person `p`'s.
 */
function chooseItem<T extends { id: string }>(
  s: State,
  p: number,
  k: number | string,
  aim: boolean,
  list: (x: PersonM) => T[],
  fits: (x: T) => boolean,
) {
  if (typeof k === 'string') {
    for (const [who, x] of s.people.entries()) {
      const item = list(x).find((y) => y.id === k && fits(y));
      if (item) return { who, item };
    }
    return undefined;
  }
  if (aim)
    return pick(
      s.people.flatMap((x, i) =>
        list(x)
          .filter(fits)
          .map((item) => ({ who: i, item })),
      ),
      k,
    );
  const who = p % s.people.length;
  return pick(
    list(s.people[who]!).map((item) => ({ who, item })),
    k,
  );
}
const orderOf = (s: State, id: string) => s.orders.find((o) => o.id === id)!;
/** Who acts: the one `owner` names, or (when `stranger`) the next person along. */
const actor = (s: State, owner: number, stranger: boolean) =>
  stranger ? (owner + 1) % s.people.length : owner;

/** The buyer's (or the platform's) money back from escrow, the seller's purchase too, stock if unshipped. */
function refundMoney(s: State, o: OrderM) {
  const buyer = s.people[o.buyer]!;
  const shop = s.shops[o.shop]!;
  buyer.wallet = plus(buyer.wallet, o.total);
  if (o.pushed) {
    const owner = s.people[shop.owner]!;
    owner.wallet = plus(owner.wallet, o.purchase);
    s.platform.platform_wholesale = minus(s.platform.platform_wholesale, o.purchase);
  }
  if (o.shippedAt === null) shop.stock += o.qty;
  shop.sold = Math.max(0, shop.sold - o.qty);
}

const chinaDay = (at: number) => new Date(at + 8 * 60 * MINUTE).toISOString().slice(0, 10);

function userCommand(w: World, who: number, path: string, params: Record<string, string | number>) {
  return w.t.action(path, { token: w.tokens[who]!, ...params });
}

const deposit = (p: number, amountCents: number) =>
  new MoneyCommand(`deposit(p${p}, ${cents(amountCents)})`, (s) => {
    const who = p % s.people.length;
    const value = cents(amountCents);
    return {
      label: `deposit p${who} ${value}`,
      async send(w) {
        w.certificates[who] ??= await uploadImage(w.t, w.tokens[who]!, 'certificate');
        const form = await userCommand(w, who, '/api/rechargeBlockchain!recharge_open.action', {});
        const reply: Reply = await userCommand(w, who, '/api/rechargeBlockchain!recharge.action', {
          session_token: (form.data as { session_token: string }).session_token,
          coin: 'USDT',
          blockchain_name: 'TRC20',
          amount: value,
          from: 'TXyz1234567890abcdefghijkLMNOPqrs',
          img: w.certificates[who]!,
        });
        if (reply.code === '0') {
          const orderNo = (reply.data as { order_no: string }).order_no;
          const [row] = await w.t.db
            .select({ id: deposits.id })
            .from(deposits)
            .where(inArray(deposits.orderNo, [orderNo]));
          reply.extra = { id: row!.id };
        }
        return reply;
      },
      predict() {
        if (below(value, DEPOSIT_MIN)) return refused('WALLET_DEPOSIT_BELOW_MIN');
        return ok((st, r) => st.people[who]!.deposits.push({ id: r.extra!.id!, amount: value, state: 0 }));
      },
    };
  });

const decideDeposit = (p: number, d: number, aim: boolean, confirm: boolean) =>
  new MoneyCommand(`${confirm ? 'confirm' : 'reject'}Deposit(p${p}, d${d}${aim ? '' : ', any'})`, (s) => {
    const chosen = chooseItem(
      s,
      p,
      d,
      aim,
      (x) => x.deposits,
      (x) => x.state === 0,
    );
    if (!chosen) return undefined;
    const { who } = chosen;
    const id = chosen.item.id;
    return {
      label: `${confirm ? 'confirm' : 'reject'} deposit ${id} of p${who}`,
      send: (w) =>
        w.t.action(
          `/admin/deposits!${confirm ? 'confirm' : 'reject'}.action`,
          confirm
            ? { token: w.staff.finance, id }
            : { token: w.staff.finance, id, reason: 'No payment arrived' },
        ),
      predict(st) {
        const dep = st.people[who]!.deposits.find((x) => x.id === id)!;
        if (dep.state !== 0) return refused('WALLET_ALREADY_DECIDED');
        return ok((st2) => {
          const person = st2.people[who]!;
          const row = person.deposits.find((x) => x.id === id)!;
          row.state = confirm ? 1 : 2;
          if (confirm) {
            person.wallet = plus(person.wallet, row.amount);
            st2.platform.platform_cash = minus(st2.platform.platform_cash, row.amount);
          }
        });
      },
    };
  });

const submit = (p: number, shopPick: number, qty: number, aim: boolean) =>
  new MoneyCommand(`order(p${p}, shop${shopPick % 2}, ×${qty}${aim ? '' : ', any'})`, (s) => {
    const shopIndex = shopPick % s.shops.length;
    const owner = s.shops[shopIndex]!.owner;
    // Aiming, a buyer other than the shop's owner.
    const who =
      aim && p % s.people.length === owner
        ? (owner + 1 + (p % (s.people.length - 1))) % s.people.length
        : p % s.people.length;
    const listingId = s.shops[shopIndex]!.listingId;
    return {
      label: `p${who} orders ${qty} from shop ${shopIndex}`,
      send: (w) => userCommand(w, who, '/api/order!submit.action', { orderInfo: `${listingId},-1,${qty}` }),
      predict(st) {
        const shop = st.shops[shopIndex]!;
        if (shop.owner === who) return refused('ORDER_OWN_SHOP');
        if (qty > shop.stock) return refused('ORDER_OUT_OF_STOCK');
        return ok((st2, r) => {
          const sh = st2.shops[shopIndex]!;
          sh.stock -= qty;
          const perUnit = (price: Money) => plus(plus(times(price, qty), sh.freight), times(sh.tax, qty));
          st2.orders.push({
            id: (r.data as { orderList: { orderId: string }[] }).orderList[0]!.orderId,
            buyer: who,
            shop: shopIndex,
            qty,
            total: perUnit(sh.selling),
            purchase: perUnit(sh.system),
            status: S.pendingPayment,
            refundStatus: R.none,
            before: null,
            createdAt: st2.now,
            paid: false,
            pushed: false,
            shippedAt: null,
            receivedAt: null,
            settled: false,
          });
        });
      },
    };
  });

/** Pays the order `head` picks, with those `more` picks (the buyer's other unpaid ones, aiming). */
const pay = (head: number | string, more: number[], aim: boolean, stranger: boolean) =>
  new MoneyCommand(
    `pay(o${[head, ...more].join('+o')}${aim ? '' : ', any'}${stranger ? ', stranger' : ''})`,
    (s) => {
      const first = chooseOrder(s, head, aim, (o) => o.status === S.pendingPayment);
      if (!first) return undefined;
      const others = aim
        ? s.orders.filter((o) => o.buyer === first.buyer && o.status === S.pendingPayment && o !== first)
        : s.orders;
      const ids = [first.id, ...more.flatMap((k) => pick(others, k)?.id ?? [])];
      const who = actor(s, first.buyer, stranger);
      return {
        label: `p${who} pays ${ids.join(', ')}`,
        send: (w) =>
          userCommand(w, who, '/api/order!pay.action', { orderId: ids.join(','), safeword: '123456' }),
        predict(st) {
          // One transaction: every listed order must be the payer's; then, in id order, the first
          // refusal refuses them all.
          let wallet = st.people[who]!.wallet;
          const paying: string[] = [];
          const listed = [...new Set(ids)].sort().map((id) => orderOf(st, id));
          if (listed.some((o) => o.buyer !== who)) return refused('COMMON_NOT_FOUND');
          for (const o of listed) {
            const id = o.id;
            if (o.paid) continue;
            if (o.status !== S.pendingPayment) return refused('ORDER_NOT_PAYABLE');
            if (st.now >= o.createdAt + UNPAID_MS) return refused('ORDER_NOT_PAYABLE');
            if (below(wallet, o.total)) return refused('WALLET_INSUFFICIENT_BALANCE');
            wallet = minus(wallet, o.total);
            paying.push(id);
          }
          return ok((st2) => {
            for (const id of paying) {
              const o = orderOf(st2, id);
              const person = st2.people[who]!;
              person.wallet = minus(person.wallet, o.total);
              o.status = S.paid;
              o.paid = true;
              st2.shops[o.shop]!.sold += o.qty;
            }
          });
        },
      };
    },
  );

/** A buyer's step on one order: allowed in `from` states, else refused with `key`. */
function buyerStep(
  name: string,
  path: string,
  params: Record<string, string | number>,
  n: number | string,
  aim: boolean,
  stranger: boolean,
  rule: (st: State, o: OrderM) => Prediction,
  fits: (o: OrderM) => boolean,
) {
  return new MoneyCommand(`${name}(o${n}${aim ? '' : ', any'}${stranger ? ', stranger' : ''})`, (s) => {
    const target = chooseOrder(s, n, aim, fits);
    if (!target) return undefined;
    const id = target.id;
    const who = actor(s, target.buyer, stranger);
    return {
      label: `p${who} ${name} ${id}`,
      send: (w) => userCommand(w, who, path, { orderId: id, ...params }),
      predict(st) {
        const o = orderOf(st, id);
        if (o.buyer !== who) return refused('COMMON_NOT_FOUND');
        return rule(st, o);
      },
    };
  });
}

const cancel = (n: number, aim: boolean, stranger: boolean) =>
  buyerStep(
    'cancel',
    '/api/order!cancel.action',
    { returnReason: 1 },
    n,
    aim,
    stranger,
    (_st, o) =>
      o.status !== S.pendingPayment
        ? refused('ORDER_CANNOT_CANCEL')
        : ok((st2) => {
            const x = orderOf(st2, o.id);
            x.status = S.cancelled;
            st2.shops[x.shop]!.stock += x.qty;
          }),
    (o) => o.status === S.pendingPayment,
  );

const receipt = (n: number | string, aim: boolean, stranger: boolean) =>
  buyerStep(
    'receipt',
    '/api/order!receipt.action',
    {},
    n,
    aim,
    stranger,
    (_st, o) =>
      o.status !== S.shipped
        ? refused('ORDER_CANNOT_RECEIPT')
        : ok((st2) => {
            const x = orderOf(st2, o.id);
            x.status = S.received;
            x.receivedAt = st2.now;
          }),
    (o) => o.status === S.shipped,
  );

const requestRefund = (n: number, aim: boolean, stranger: boolean) =>
  buyerStep(
    'askRefund',
    '/api/order!returns.action',
    { returnReason: 2 },
    n,
    aim,
    stranger,
    (st, o) => {
      // Spec §4: not before payment, not once cancelled or settled; one request; not on the way;
      // within 7 days of receipt.
      if (o.status === S.pendingPayment || o.status === S.cancelled || o.settled)
        return refused('ORDER_REFUND_NOT_ALLOWED');
      if (o.status === S.refund || o.refundStatus !== R.none) return refused('ORDER_REFUND_EXISTS');
      if (o.status === S.shipped) return refused('ORDER_SHIPPED_NO_REFUND');
      if (o.receivedAt !== null && st.now >= o.receivedAt + RETURN_WINDOW_MS)
        return refused('ORDER_REFUND_WINDOW_CLOSED');
      return ok((st2) => {
        const x = orderOf(st2, o.id);
        x.before = x.status;
        x.status = S.refund;
        x.refundStatus = R.refunding;
      });
    },
    (o) => o.status >= S.paid && o.status !== S.shipped && o.refundStatus === R.none && !o.settled,
  );

const purchase = (n: number | string, aim: boolean, stranger: boolean) =>
  new MoneyCommand(`purchase(o${n}${aim ? '' : ', any'}${stranger ? ', stranger' : ''})`, (s) => {
    const target = chooseOrder(s, n, aim, (o) => o.status === S.paid);
    if (!target) return undefined;
    const id = target.id;
    const who = actor(s, s.shops[target.shop]!.owner, stranger);
    return {
      label: `p${who} purchases ${id}`,
      send: (w) => userCommand(w, who, '/seller/orders!push.action', { orderId: id }),
      predict(st) {
        const o = orderOf(st, id);
        const shop = st.people[who]!.shop;
        if (shop === null) return refused('AUTH_NOT_A_SELLER');
        if (shop !== o.shop) return refused('COMMON_NOT_FOUND');
        if (o.status !== S.paid) return refused('ORDER_CANNOT_PURCHASE');
        if (below(st.people[who]!.wallet, o.purchase)) return refused('WALLET_INSUFFICIENT_BALANCE');
        return ok((st2) => {
          const x = orderOf(st2, id);
          const owner = st2.people[who]!;
          owner.wallet = minus(owner.wallet, x.purchase);
          st2.platform.platform_wholesale = plus(st2.platform.platform_wholesale, x.purchase);
          x.status = S.stocking;
          x.pushed = true;
        });
      },
    };
  });

/** An operations step on one order. */
function operatorStep(
  name: string,
  path: string,
  params: Record<string, string | number>,
  n: number | string,
  aim: boolean,
  rule: (st: State, o: OrderM) => Prediction,
  fits: (o: OrderM) => boolean,
) {
  return new MoneyCommand(`${name}(o${n}${aim ? '' : ', any'})`, (s) => {
    const target = chooseOrder(s, n, aim, fits);
    if (!target) return undefined;
    const id = target.id;
    return {
      label: `${name} ${id}`,
      send: (w) => w.t.action(path, { token: w.staff.operations, orderId: id, ...params }),
      predict: (st) => rule(st, orderOf(st, id)),
    };
  });
}

const ship = (n: number | string, aim: boolean) =>
  operatorStep(
    'ship',
    '/admin/order!ship.action',
    { carrier: 'DHL', trackingNo: 'JD0123' },
    n,
    aim,
    (_st, o) =>
      o.status !== S.stocking
        ? refused('ORDER_CANNOT_SHIP')
        : ok((st2) => {
            const x = orderOf(st2, o.id);
            x.status = S.shipped;
            x.shippedAt = st2.now;
          }),
    (o) => o.status === S.stocking,
  );

const decideRefund = (n: number, aim: boolean, approve: boolean) =>
  operatorStep(
    approve ? 'approveRefund' : 'refuseRefund',
    '/admin/order!decideRefund.action',
    { approve: approve ? 1 : 0, reason: 'Checked with the warehouse' },
    n,
    aim,
    (_st, o) => {
      if (o.status !== S.refund || o.refundStatus !== R.refunding) return refused('ORDER_NO_REFUND_PENDING');
      return ok((st2) => {
        const x = orderOf(st2, o.id);
        if (approve) {
          x.refundStatus = R.success;
          refundMoney(st2, x);
        } else {
          x.status = x.before ?? S.paid;
          x.refundStatus = R.failed;
        }
      });
    },
    (o) => o.refundStatus === R.refunding,
  );

const manualRefund = (n: number, aim: boolean) =>
  operatorStep(
    'manualRefund',
    '/admin/order!manualRefund.action',
    { reason: 'Stock lost in the warehouse' },
    n,
    aim,
    (_st, o) => {
      // Only money still in escrow: paid, neither refunded nor settled.
      if (o.status < S.paid || o.refundStatus === R.success || o.settled)
        return refused('ORDER_REFUND_NOT_ALLOWED');
      return ok((st2) => {
        const x = orderOf(st2, o.id);
        if (x.status !== S.refund) x.before = x.status;
        x.status = S.refund;
        x.refundStatus = R.success;
        refundMoney(st2, x);
      });
    },
    (o) => o.paid && o.refundStatus !== R.success && !o.settled,
  );

const withdraw = (p: number, amountCents: number) =>
  new MoneyCommand(`withdraw(p${p}, ${cents(amountCents)})`, (s) => {
    const who = p % s.people.length;
    const gross = cents(amountCents);
    return {
      label: `p${who} withdraws ${gross}`,
      async send(w) {
        const form = await userCommand(w, who, '/api/withdraw!withdraw_open.action', {});
        const reply: Reply = await userCommand(w, who, '/api/withdraw!apply.action', {
          session_token: (form.data as { session_token: string }).session_token,
          safeword: '123456',
          amount: gross,
        });
        if (reply.code === '0') {
          const orderNo = (reply.data as { order_no: string }).order_no;
          const [row] = await w.t.db
            .select({ id: withdrawals.id })
            .from(withdrawals)
            .where(inArray(withdrawals.orderNo, [orderNo]));
          reply.extra = { id: row!.id };
        }
        return reply;
      },
      predict(st) {
        const person = st.people[who]!;
        if (below(gross, WITHDRAW.min)) return refused('WALLET_WITHDRAW_BELOW_MIN');
        if (amount(gross).gt(WITHDRAW.max)) return refused('WALLET_WITHDRAW_ABOVE_MAX');
        // The fee's share rounded half up to the cent.
        const fee = amount(gross).times(WITHDRAW.feeRate).toDecimalPlaces(2, 4).toFixed(2);
        if (person.withdrawals.some((x) => x.state === 0)) return refused('WALLET_WITHDRAW_IN_PROGRESS');
        const day = chinaDay(st.now);
        if (person.withdrawals.filter((x) => x.day === day && x.state !== 2).length >= WITHDRAW.daily)
          return refused('WALLET_WITHDRAW_DAILY_LIMIT');
        if (below(person.wallet, gross)) return refused('WALLET_INSUFFICIENT_BALANCE');
        return ok((st2, r) => {
          const x = st2.people[who]!;
          x.wallet = minus(x.wallet, gross);
          x.hold = plus(x.hold, gross);
          x.withdrawals.push({ id: r.extra!.id!, amount: gross, fee, state: 0, day });
        });
      },
    };
  });

const decideWithdrawal = (p: number, n: number, aim: boolean, paid: boolean) =>
  new MoneyCommand(`${paid ? 'payOut' : 'rejectWithdrawal'}(p${p}, w${n}${aim ? '' : ', any'})`, (s) => {
    const chosen = chooseItem(
      s,
      p,
      n,
      aim,
      (x) => x.withdrawals,
      (x) => x.state === 0,
    );
    if (!chosen) return undefined;
    const { who } = chosen;
    const id = chosen.item.id;
    return {
      label: `${paid ? 'pay out' : 'reject'} withdrawal ${id} of p${who}`,
      send: (w) =>
        w.t.action(
          `/admin/withdrawals!${paid ? 'pay' : 'reject'}.action`,
          paid
            ? { token: w.staff.finance, id, tx: `0x${id.replaceAll('-', '')}` }
            : { token: w.staff.finance, id, reason: 'Address flagged by the network' },
        ),
      predict(st) {
        if (st.people[who]!.withdrawals.find((x) => x.id === id)!.state !== 0)
          return refused('WALLET_ALREADY_DECIDED');
        return ok((st2) => {
          const person = st2.people[who]!;
          const x = person.withdrawals.find((y) => y.id === id)!;
          person.hold = minus(person.hold, x.amount);
          x.state = paid ? 1 : 2;
          if (paid) {
            st2.platform.platform_cash = plus(st2.platform.platform_cash, minus(x.amount, x.fee));
            st2.platform.platform_fees = plus(st2.platform.platform_fees, x.fee);
          } else {
            person.wallet = plus(person.wallet, x.amount);
          }
        });
      },
    };
  });

const applyLoan = (p: number, principal: number, term: number) =>
  new MoneyCommand(`applyLoan(p${p}, ${principal}, ${term}d)`, (s) => {
    const who = p % s.people.length;
    return {
      label: `p${who} applies for ${principal} over ${term} days`,
      async send(w) {
        if (!w.photos[who]) {
          const token = w.tokens[who]!;
          w.photos[who] = {
            imgCertificateFace: await uploadImage(w.t, token, 'loan'),
            imgCertificateBack: await uploadImage(w.t, token, 'loan'),
            imgCertificateHand: await uploadImage(w.t, token, 'loan'),
          };
        }
        return userCommand(w, who, '/api/credit!apply.action', {
          realName: 'Erika Mustermann',
          creditPeriod: term,
          applyAmount: principal,
          countryId: 82,
          identification: 'C01X00T47',
          ...w.photos[who],
        });
      },
      predict(st) {
        const open = st.people[who]!.loans.find(
          (l) => l.status === C.applying || l.status === C.loaned || l.status === C.overdue,
        );
        if (open?.status === C.overdue) return refused('CREDIT_NOT_IN_GOOD_STANDING');
        if (open) return refused('CREDIT_LOAN_IN_USE');
        if (principal < LOAN.min) return refused('CREDIT_AMOUNT_BELOW_MIN');
        if (principal > LOAN.max) return refused('CREDIT_AMOUNT_ABOVE_MAX');
        if (!LOAN.terms.includes(term)) return refused('CREDIT_TERM_NOT_OFFERED');
        return ok((st2, r) =>
          st2.people[who]!.loans.push({
            id: (r.data as { id: string }).id,
            amount: principal,
            term,
            status: C.applying,
            loanedAt: null,
          }),
        );
      },
    };
  });

const decideLoan = (p: number, n: number | string, aim: boolean, approve: boolean) =>
  new MoneyCommand(`${approve ? 'disburse' : 'rejectLoan'}(p${p}, l${n}${aim ? '' : ', any'})`, (s) => {
    const chosen = chooseItem(
      s,
      p,
      n,
      aim,
      (x) => x.loans,
      (l) => l.status === C.applying,
    );
    if (!chosen) return undefined;
    const { who } = chosen;
    const id = chosen.item.id;
    return {
      label: `${approve ? 'disburse' : 'reject'} loan ${id} of p${who}`,
      send: (w) =>
        w.t.action(
          `/admin/credit!${approve ? 'approve' : 'reject'}.action`,
          approve ? { token: w.staff.finance, id } : { token: w.staff.finance, id, reason: 'Photo blurred' },
        ),
      predict(st) {
        if (st.people[who]!.loans.find((l) => l.id === id)!.status !== C.applying)
          return refused('CREDIT_ALREADY_DECIDED');
        return ok((st2) => {
          const person = st2.people[who]!;
          const loan = person.loans.find((l) => l.id === id)!;
          if (!approve) {
            loan.status = C.failed;
            return;
          }
          loan.status = C.loaned;
          loan.loanedAt = st2.now;
          person.wallet = plus(person.wallet, String(loan.amount));
          st2.platform.platform_loans = minus(st2.platform.platform_loans, String(loan.amount));
        });
      },
    };
  });

/** What repaying a loan takes now: the amount, the days of the term begun, and the days past due. */
function repayment(loan: LoanM, now: number) {
  const loanedAt = loan.loanedAt!;
  const dueAt = loanedAt + loan.term * DAY;
  const begun = Math.min(loan.term, Math.max(1, Math.floor((now - loanedAt) / DAY) + 1));
  const late = now > dueAt ? Math.ceil((now - dueAt) / DAY) : 0;
  const interest = roundDown(amount(loan.amount).times(LOAN.dailyRate).times(begun)).plus(
    roundDown(amount(loan.amount).times(LOAN.overdueRate).times(late)),
  );
  return { interest: interest.toFixed(2), total: interest.plus(loan.amount).toFixed(2) };
}

const repay = (p: number, n: number | string, aim: boolean, stranger: boolean) =>
  new MoneyCommand(`repay(p${p}, l${n}${aim ? '' : ', any'}${stranger ? ', stranger' : ''})`, (s) => {
    const chosen = chooseItem(
      s,
      p,
      n,
      aim,
      (x) => x.loans,
      (l) => l.status === C.loaned || l.status === C.overdue,
    );
    if (!chosen) return undefined;
    const owner = chosen.who;
    const id = chosen.item.id;
    const who = actor(s, owner, stranger);
    return {
      label: `p${who} repays loan ${id} of p${owner}`,
      send: (w) => userCommand(w, who, '/api/credit!pay.action', { creditId: id, safeword: '123456' }),
      predict(st) {
        if (who !== owner) return refused('COMMON_NOT_FOUND');
        const loan = st.people[owner]!.loans.find((l) => l.id === id)!;
        if (loan.status !== C.loaned && loan.status !== C.overdue) return refused('CREDIT_NOT_REPAYABLE');
        const due = repayment(loan, st.now);
        if (below(st.people[owner]!.wallet, due.total)) return refused('WALLET_INSUFFICIENT_BALANCE');
        return ok((st2) => {
          const person = st2.people[owner]!;
          const x = person.loans.find((l) => l.id === id)!;
          person.wallet = minus(person.wallet, due.total);
          st2.platform.platform_loans = plus(st2.platform.platform_loans, String(x.amount));
          st2.platform.platform_interest = plus(st2.platform.platform_interest, due.interest);
          x.status = C.repaid;
        });
      },
    };
  });

/** The sweeps as the spec has them, at the model's time, in the server's order of steps. */
function sweepModel(s: State) {
  const now = s.now;
  for (const o of s.orders) {
    if (o.status === S.pendingPayment && now >= o.createdAt + UNPAID_MS) {
      o.status = S.cancelled;
      s.shops[o.shop]!.stock += o.qty;
      tally('sweep cancels');
    }
  }
  for (const o of s.orders) {
    if (o.status === S.shipped && now >= o.shippedAt! + AUTO_RECEIPT_MS) {
      o.status = S.received;
      o.receivedAt = now;
      tally('sweep receives');
    }
  }
  for (const o of s.orders) {
    if (o.status === S.received && now >= o.receivedAt! + AUTO_REVIEW_MS) o.status = S.reviewed;
  }
  for (const o of s.orders) {
    const settles =
      (o.status === S.received || o.status === S.reviewed) &&
      !o.settled &&
      o.refundStatus !== R.refunding &&
      now >= o.receivedAt! + RETURN_WINDOW_MS;
    if (settles) {
      const owner = s.people[s.shops[o.shop]!.owner]!;
      owner.wallet = plus(owner.wallet, o.total);
      o.settled = true;
      tally('sweep settles');
    }
  }
  for (const p of s.people) {
    for (const l of p.loans) {
      if (l.status === C.loaned && l.loanedAt! + l.term * DAY < now) {
        l.status = C.overdue;
        tally('sweep overdue');
      }
    }
  }
}

/** Moves the clock and runs the sweeps (orders, then loans), as the scheduler's tick does. */
export class ClockJump implements fc.AsyncCommand<Model, World> {
  constructor(readonly ms: number) {}
  check() {
    return true;
  }
  async run(m: Model, w: World) {
    tally('jump');
    w.t.clock.advance(this.ms);
    const now = w.t.clock.now();
    await runOrderSweeps(w.t.db, now);
    await runCreditSweep(w.t.db, w.t.app.deps.notifier, now);
    await w.staff.renew();
    const s = structuredClone(m.s);
    s.now += this.ms;
    sweepModel(s);
    await verify(s, w);
    m.s = s;
  }
  toString() {
    const h = this.ms / 3_600_000;
    return `jump(${h >= 24 ? `${+(h / 24).toFixed(3)}d` : `${+h.toFixed(2)}h`})`;
  }
}

/**
 * The next step of something under way, so that orders commonly go all the way and loans come due:
 * an unpaid order is paid, a paid one purchased, shipped, received, then the clock jumps past the
 * return window (the sweep settles it); a loan applied for is disbursed, then repaid — or, when
 * `late`, first left to go overdue. Each step is the command above, pinned to that order or loan.
 */
export class Flow implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly n: number,
    readonly late: boolean,
  ) {}
  private next(s: State): fc.AsyncCommand<Model, World> | undefined {
    const underWay = [
      ...s.orders
        .filter(
          (o) =>
            (o.status === S.pendingPayment && s.now < o.createdAt + UNPAID_MS) ||
            o.status === S.paid ||
            o.status === S.stocking ||
            o.status === S.shipped ||
            ((o.status === S.received || o.status === S.reviewed) && !o.settled),
        )
        .map((o) => ({ order: o, loan: undefined })),
      ...s.people
        .flatMap((p) => p.loans)
        .filter((l) => l.status === C.applying || l.status === C.loaned || l.status === C.overdue)
        .map((l) => ({ order: undefined, loan: l })),
    ];
    const chosen = pick(underWay, this.n);
    if (chosen?.order) {
      const o = chosen.order;
      if (o.status === S.pendingPayment) return pay(o.id, [], true, false);
      if (o.status === S.paid) return purchase(o.id, true, false);
      if (o.status === S.stocking) return ship(o.id, true);
      if (o.status === S.shipped) return receipt(o.id, true, false);
      return new ClockJump(Math.max(MINUTE, o.receivedAt! + RETURN_WINDOW_MS + MINUTE - s.now));
    }
    const loan = chosen?.loan;
    if (!loan) return undefined;
    if (loan.status === C.applying) return decideLoan(0, loan.id, true, true);
    if (loan.status === C.loaned && this.late)
      return new ClockJump(Math.max(MINUTE, loan.loanedAt! + loan.term * DAY + MINUTE - s.now));
    return repay(0, loan.id, true, false);
  }
  check(m: Readonly<Model>) {
    return this.next(m.s)?.check(m) ?? false;
  }
  async run(m: Model, w: World) {
    await this.next(m.s)!.run(m, w);
  }
  toString() {
    return `flow(o${this.n}${this.late ? ', late' : ''})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Checks

/**
 * Every figure the model knows, against the database: each wallet and hold, each order's escrow,
 * the platform's accounts, stock and sold counts, every status; the ledger's own invariants; and
 * nothing below zero.
 */
export async function verify(s: State, w: World): Promise<void> {
  const problems: string[] = [];
  const expect = (what: string, model: unknown, real: unknown) => {
    if (model !== real) problems.push(`${what}: model ${String(model)}, database ${String(real)}`);
  };
  expect('clock', s.now, w.t.clock.now().getTime());
  const escrowOf = (o: OrderM) => (o.paid && o.refundStatus !== R.success && !o.settled ? o.total : '0.00');
  const wanted = new Map<string, Money>();
  for (const [i, p] of s.people.entries()) {
    wanted.set(`wallet:${p.userId}`, p.wallet);
    wanted.set(`withdrawal_hold:${p.userId}`, p.hold);
    if (below(p.wallet, '0') || below(p.hold, '0')) problems.push(`p${i} below zero in the model`);
  }
  for (const o of s.orders) wanted.set(`order_escrow:${o.id}`, escrowOf(o));
  for (const k of PLATFORM) wanted.set(k, plus(w.platformStart[k], s.platform[k]));
  const real = await balances(w.t, [...wanted.keys()]);
  for (const [key, value] of wanted) expect(key, value, real.get(key) ?? '0.00');

  const orderRows = s.orders.length
    ? await w.t.db
        .select({
          id: orders.id,
          status: orders.status,
          refundStatus: orders.refundStatus,
          settledAt: orders.settledAt,
          totalAmount: orders.totalAmount,
        })
        .from(orders)
        .where(
          inArray(
            orders.id,
            s.orders.map((o) => o.id),
          ),
        )
    : [];
  const byId = new Map(orderRows.map((r) => [r.id, r]));
  for (const o of s.orders) {
    const row = byId.get(o.id);
    expect(`order ${o.id} status`, o.status, row?.status);
    expect(`order ${o.id} refund status`, o.refundStatus, row?.refundStatus);
    expect(`order ${o.id} settled`, o.settled, Boolean(row?.settledAt));
    expect(`order ${o.id} total`, o.total, row ? amount(row.totalAmount).toFixed(2) : undefined);
  }

  const goods = await w.t.db
    .select({ id: systemGoods.id, stock: systemGoods.stock })
    .from(systemGoods)
    .where(
      inArray(
        systemGoods.id,
        s.shops.map((x) => x.goodsId),
      ),
    );
  const listings = await w.t.db
    .select({ id: sellerGoods.id, sold: sellerGoods.soldNum })
    .from(sellerGoods)
    .where(
      inArray(
        sellerGoods.id,
        s.shops.map((x) => x.listingId),
      ),
    );
  for (const [i, shop] of s.shops.entries()) {
    expect(`shop ${i} stock`, shop.stock, goods.find((g) => g.id === shop.goodsId)?.stock);
    expect(`shop ${i} sold`, shop.sold, listings.find((l) => l.id === shop.listingId)?.sold);
    // Stock on the shelf + what orders still hold (placed, paid, shipped, not cancelled nor
    // refunded before shipping) = what the shop started with.
    const held = s.orders
      .filter(
        (o) =>
          o.shop === i && o.status !== S.cancelled && !(o.refundStatus === R.success && o.shippedAt === null),
      )
      .reduce((n, o) => n + o.qty, 0);
    expect(`shop ${i} stock + held`, shop.initialStock, shop.stock + held);
    if (shop.stock < 0) problems.push(`shop ${i} stock below zero`);
  }

  const depositIds = s.people.flatMap((p) => p.deposits);
  const depositRows = depositIds.length
    ? await w.t.db
        .select({ id: deposits.id, state: deposits.state })
        .from(deposits)
        .where(
          inArray(
            deposits.id,
            depositIds.map((d) => d.id),
          ),
        )
    : [];
  for (const d of depositIds)
    expect(`deposit ${d.id}`, d.state, depositRows.find((r) => r.id === d.id)?.state);
  const withdrawalIds = s.people.flatMap((p) => p.withdrawals);
  const withdrawalRows = withdrawalIds.length
    ? await w.t.db
        .select({ id: withdrawals.id, state: withdrawals.state, fee: withdrawals.fee })
        .from(withdrawals)
        .where(
          inArray(
            withdrawals.id,
            withdrawalIds.map((x) => x.id),
          ),
        )
    : [];
  for (const x of withdrawalIds) {
    const row = withdrawalRows.find((r) => r.id === x.id);
    expect(`withdrawal ${x.id}`, x.state, row?.state);
    expect(`withdrawal ${x.id} fee`, x.fee, row ? amount(row.fee).toFixed(2) : undefined);
  }
  const loans = s.people.flatMap((p) => p.loans);
  const loanRows = loans.length
    ? await w.t.db
        .select({ id: credits.id, status: credits.status })
        .from(credits)
        .where(
          inArray(
            credits.id,
            loans.map((l) => l.id),
          ),
        )
    : [];
  for (const l of loans) expect(`loan ${l.id}`, l.status, loanRows.find((r) => r.id === l.id)?.status);

  for (const p of await checkLedger(w.t.db)) problems.push(`ledger: ${p.rule} ${p.subject} ${p.detail}`);
  if (problems.length > 0) throw new Error(`the database differs from the model:\n${problems.join('\n')}`);
}

/** At the end of a run: each person's balance as the wallet page reads it (wallet!getUsdt). */
export async function verifyThroughApi(m: Model, w: World): Promise<void> {
  for (const [i, p] of m.s.people.entries()) {
    const res = await w.t.action('/api/wallet!getUsdt.action', { token: w.tokens[i]! });
    const money = amount((res.data as { money: number }).money).toFixed(2);
    if (money !== p.wallet) throw new Error(`p${i}: wallet page shows ${money}, model ${p.wallet}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const n = fc.nat({ max: 999 });
/** Most steps aim at an order or request the command suits; the rest at any, to see refusals. */
const aim = fc.oneof(
  { weight: 9, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);
/** Now and then someone other than the owner tries. */
const stranger = fc.oneof(
  { weight: 9, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);
const mostly = fc.oneof(
  { weight: 3, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);

/** Each command with how often it comes up: the order flow's steps more, so orders get far. */
const weighted: [number, fc.Arbitrary<MoneyCommand>][] = [
  [
    1,
    fc
      .tuple(n, fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 100, max: 30_000 }) }, fc.constant(50)))
      .map(([p, c]) => deposit(p, c)),
  ],
  [1, fc.tuple(n, n, aim, mostly).map(([p, d, a, yes]) => decideDeposit(p, d, a, yes))],
  [
    2,
    fc.tuple(n, n, fc.integer({ min: 1, max: 3 }), aim).map(([p, shop, qty, a]) => submit(p, shop, qty, a)),
  ],
  [3, fc.tuple(n, fc.array(n, { maxLength: 1 }), aim, stranger).map(([o, more, a, x]) => pay(o, more, a, x))],
  [1, fc.tuple(n, aim, stranger).map(([o, a, x]) => cancel(o, a, x))],
  [3, fc.tuple(n, aim, stranger).map(([o, a, x]) => purchase(o, a, x))],
  [3, fc.tuple(n, aim).map(([o, a]) => ship(o, a))],
  [3, fc.tuple(n, aim, stranger).map(([o, a, x]) => receipt(o, a, x))],
  [1, fc.tuple(n, aim, stranger).map(([o, a, x]) => requestRefund(o, a, x))],
  [1, fc.tuple(n, aim, mostly).map(([o, a, yes]) => decideRefund(o, a, yes))],
  [1, fc.tuple(n, aim).map(([o, a]) => manualRefund(o, a))],
  [
    1,
    fc
      .tuple(n, fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1_000, max: 40_000 }) }, fc.constant(500)))
      .map(([p, c]) => withdraw(p, c)),
  ],
  [1, fc.tuple(n, n, aim, mostly).map(([p, x, a, yes]) => decideWithdrawal(p, x, a, yes))],
  [
    1,
    fc
      .tuple(
        n,
        fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: LOAN.min, max: LOAN.max }) },
          fc.constantFrom(99, 1001),
        ),
        fc.constantFrom(1, 7, 14, 7, 30),
      )
      .map(([p, a, term]) => applyLoan(p, a, term)),
  ],
  [1, fc.tuple(n, n, aim, mostly).map(([p, l, a, yes]) => decideLoan(p, l, a, yes))],
  [1, fc.tuple(n, n, aim, stranger).map(([p, l, a, x]) => repay(p, l, a, x))],
];
const step = fc.oneof(...weighted.map(([weight, arbitrary]) => ({ weight, arbitrary })));

const jump = fc
  .constantFrom(10 * MINUTE, 10 * MINUTE, 31 * MINUTE, DAY, 3 * DAY, 7 * DAY + 1000, 11 * DAY)
  .map((ms) => new ClockJump(ms));

const flow = fc.tuple(n, fc.boolean()).map(([k, late]) => new Flow(k, late));

type AnyCommand = fc.AsyncCommand<Model, World>;
const times_ = (k: number, arbitrary: fc.Arbitrary<AnyCommand>) => Array.from({ length: k }, () => arbitrary);

/** Every command, some steps 2–4 at once, clock jumps with the sweeps, and flow steps. */
export function moneyCommands(maxCommands: number, replayPath?: string): fc.Arbitrary<Iterable<AnyCommand>> {
  // fc.commands picks among these evenly: the weights, as repeats. Half the steps carry
  // something under way one step further (Flow), so most runs see settlements, repayments and
  // overdue loans; the rest stay random, for the interleavings and refusals.
  return fc.commands(
    [
      ...weighted.flatMap(([weight, arbitrary]) => times_(weight, arbitrary)),
      ...times_(
        3,
        fc.array(step, { minLength: 2, maxLength: 4 }).map((cs) => new Concurrently(cs)),
      ),
      ...times_(2, jump),
      ...times_(30, flow),
    ],
    { maxCommands, size: 'max', ...(replayPath ? { replayPath } : {}) },
  );
}
