import type { OrderLogVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { addresses, goodsSkus, orders, sellers, systemGoods } from '../src/db/schema/index.js';
import { amount } from '../src/lib/money.js';
import { hashPassword } from '../src/modules/account/passwords.js';
import { balanceOf, post } from '../src/modules/wallet/ledger.js';
import { useTestApp, type TestApp } from './build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createLoggedInUser,
  createSellerGood,
  createSystemGood,
  createUser,
  dubaiAddress,
} from './factories.js';
import { setSystemParams } from './system-params.js';

// Orders need a shop with goods, a buyer with money, a fund password and an address: built here
// from factories, never from the demo seed (DESIGN.md §8).

let safewordHash: string | undefined;
let funded = 0;

/** Puts `funds` USDT in the user's wallet (from the platform's cash, as a deposit would). */
export async function fund(t: TestApp, userId: string, funds: string): Promise<void> {
  if (amount(funds).lte(0)) return;
  await t.db.transaction((tx) =>
    post(
      tx,
      {
        kind: 'deposit',
        businessId: `test-fund-${userId}-${funded++}`,
        entries: [
          { account: { kind: 'platform_cash' }, amount: amount(funds).negated() },
          { account: { kind: 'wallet', userId }, amount: amount(funds) },
        ],
      },
      t.clock.now(),
    ),
  );
}

/** Sets the freight schedule (system parameters, ADR 034): shipping fee, rate per kg, delivery fee. */
export async function setFreightSchedule(
  t: TestApp,
  schedule: { shipping: string; ratePerKg: string; delivery: string },
): Promise<void> {
  const values = {
    freight_shipping_fee: schedule.shipping,
    freight_long_distance_rate: schedule.ratePerKg,
    freight_delivery_fee: schedule.delivery,
  };
  await setSystemParams(t.db, values);
}

export async function walletOf(t: TestApp, userId: string): Promise<string> {
  return (await balanceOf(t.db, { kind: 'wallet', userId })).toFixed(2);
}

/** A logged-in user with fund password 123456, `funds` USDT and (unless told not to) a default address. */
export async function orderBuyer(t: TestApp, funds = '1000.00', options: { address?: boolean } = {}) {
  safewordHash ??= await hashPassword('123456');
  const { user, token } = await createLoggedInUser(t, { safewordHash });
  await fund(t, user.id, funds);
  let addressId: string | undefined;
  if (options.address !== false) {
    const [row] = await t.db.insert(addresses).values(dubaiAddress(user.id, t.clock.now())).returning();
    addressId = row?.id;
  }
  return { user, token, addressId };
}

/**
 * A shop (its owner logged in, with `funds` USDT and fund password 123456) selling one good:
 * wholesale `systemPrice`, `sellingPrice`, freight, tax per unit, `stock`, optional SKUs.
 */
export async function orderShop(
  t: TestApp,
  options: {
    funds?: string;
    systemPrice?: string;
    sellingPrice?: string;
    /** kg per unit: the good ships at a charge, by weight (ADR 034); without it, it ships free. */
    weightKg?: string;
    goodsTax?: string;
    stock?: number;
    buyMin?: number;
    skus?: { attributes: { attrName: string; attrValue: string }[]; stock: number; price?: string }[];
  } = {},
) {
  safewordHash ??= await hashPassword('123456');
  const owner = await createUser(t.db, { safewordHash });
  const [shop] = await t.db
    .insert(sellers)
    .values({ userId: owner.id, name: `Shop ${owner.username}` })
    .returning();
  if (!shop) throw new Error('shop not created');
  const login = await t.action('/api/user!newlogin.action', {
    username: owner.username,
    password: owner.password,
  });
  const token = (login.data as { token: string }).token;
  await fund(t, owner.id, options.funds ?? '1000.00');
  const category = await createCategory(t.db);
  const good = await createSystemGood(t.db, {
    categoryId: category.id,
    names: { de: 'Teekanne' },
    systemPrice: options.systemPrice ?? '10.00',
    ...(options.weightKg === undefined ? {} : { freightType: 0, weightKg: options.weightKg }),
    goodsTax: options.goodsTax ?? '0',
    stock: options.stock ?? 100,
    buyMin: options.buyMin ?? 1,
  });
  const skus = options.skus
    ? await t.db
        .insert(goodsSkus)
        .values(
          options.skus.map((s, sort) => ({
            goodsId: good.id,
            attributes: s.attributes,
            stock: s.stock,
            price: s.price ?? null,
            sort,
          })),
        )
        .returning()
    : [];
  const listing = await createSellerGood(t.db, {
    sellerId: shop.id,
    goodsId: good.id,
    sellingPrice: options.sellingPrice ?? '15.00',
  });
  return { owner, token, shop, good, listing, skus };
}

/**
 * The shop most order tests sell from: a good at 15.00 (wholesale 10.00) that weighs nothing, under
 * a freight schedule that makes every order's freight 2.00 (fixed fees 1.25 + 0.75).
 */
export async function flatFreightShop(t: TestApp, options: Parameters<typeof orderShop>[1] = {}) {
  await setFreightSchedule(t, { shipping: '1.25', ratePerKg: '4.50', delivery: '0.75' });
  return orderShop(t, { sellingPrice: '15.00', systemPrice: '10.00', weightKg: '0', ...options });
}

/** `orderInfo` for lines of [listing id, sku id or null, quantity]. */
export function orderInfo(...lines: [string, string | null, number][]): string {
  return lines.map(([id, sku, n]) => `${id},${sku ?? '-1'},${n}`).join(',');
}

/**
 * The order calls the order tests repeat, on the test app `app()` returns (read when called, so
 * a file can take them at load time and build its app in beforeAll).
 */
export function orderCalls(app: () => TestApp) {
  const t = () => app();
  /** The shop buys the order from the platform (fund password 123456); the test fails if refused. */
  async function purchase(token: string, orderId: string) {
    const res = await t().action('/seller/orders!push.action', { token, orderId, safeword: '123456' });
    expect(res.code, res.msg).toBe('0');
  }
  /** An operations operator (`token`) ships the order with DHL; the test fails if refused. */
  async function ship(token: string, orderId: string, trackingNo = 'JD0001') {
    const res = await t().action('/admin/order!ship.action', { token, orderId, carrier: 'DHL', trackingNo });
    expect(res.code, res.msg).toBe('0');
  }
  /** The buyer confirms receipt; the test fails if refused. */
  async function receive(token: string, orderId: string) {
    const res = await t().action('/api/order!receipt.action', { token, orderId });
    expect(res.code, res.msg).toBe('0');
  }
  return {
    async stockOf(goodsId: string) {
      const [row] = await t()
        .db.select({ stock: systemGoods.stock })
        .from(systemGoods)
        .where(eq(systemGoods.id, goodsId));
      return row?.stock;
    },
    async orderRow(id: string) {
      const [row] = await t().db.select().from(orders).where(eq(orders.id, id));
      if (!row) throw new Error('no order');
      return row;
    },
    submit(token: string, info: string, extra: Record<string, string> = {}) {
      return t().action('/api/order!submit.action', { token, orderInfo: info, ...extra });
    },
    async placed(token: string, info: string): Promise<string[]> {
      const res = await t().action('/api/order!submit.action', { token, orderInfo: info });
      expect(res.code, res.msg).toBe('0');
      return (res.data as { orderList: { orderId: string }[] }).orderList.map((o) => o.orderId);
    },
    pay(token: string, ids: string[], safeword = '123456') {
      return t().action('/api/order!pay.action', { token, orderId: ids.join(','), safeword });
    },
    purchase,
    ship,
    receive,
    /**
     * Takes a paid order through the shop's purchase, the platform's shipping and the buyer's
     * receipt (sessions: the shop owner's, an operations operator's, the buyer's).
     */
    async deliver(orderId: string, tokens: { shop: string; ops: string; buyer: string }) {
      await purchase(tokens.shop, orderId);
      await ship(tokens.ops, orderId);
      await receive(tokens.buyer, orderId);
    },
    /** A new session: tests that move the clock by a week outlive the one they started with. */
    async login(user: { username: string; password: string }) {
      const res = await t().action('/api/user!newlogin.action', {
        username: user.username,
        password: user.password,
      });
      return (res.data as { token: string }).token;
    },
    async logs(token: string, orderId: string) {
      const res = await t().action('/api/orderLog!list.action', { token, orderId });
      return (res.data as OrderLogVo[]).map((l) => l.kind);
    },
  };
}

/**
 * What the order-flow test files set up: their app, and before each test a fresh operations
 * console session, `ops()` (tests move the clock by days, past a session's life); with the order
 * calls on that app.
 */
export function orderTestApp() {
  const t = useTestApp();
  let ops = '';
  beforeEach(async () => {
    ops = (await createLoggedInOperator(t, 'operations')).token;
  });
  return { t, ops: () => ops, ...orderCalls(() => t) };
}
