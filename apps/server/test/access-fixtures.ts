import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  categories,
  chatConversations,
  credits,
  deposits,
  evaluations,
  notifications,
  withdrawals,
} from '../src/db/schema/index.js';
import type { TestApp } from './build-test-app.js';
import { createLoggedInOperator } from './factories.js';
import { claim, createCoupon } from './coupon-fixtures.js';
import { orderBuyer, orderCalls, orderInfo, orderShop } from './order-fixtures.js';
import { sellerWithToken } from './seller-fixtures.js';

// The access matrix's world: two buyers, two shops and, for each kind of object a buyer or a shop
// owns, one belonging to buyer A / shop A, for B to reach for. Built from factories and straight
// inserts (DESIGN.md §8); the objects' states are ones their owner could act on.

export const OPERATOR_ROLES = ['super_admin', 'finance', 'operations', 'customer_service'] as const;
export type Role = (typeof OPERATOR_ROLES)[number];

/**
 * The names of a params schema's fields, nested ones as `outer.inner` (an array of objects counts
 * as its element). Reads zod 4's definitions: objects, wrappers (optional, default…), pipes
 * (preprocess, transform), arrays, unions and intersections.
 */
export function fieldNames(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const names = (s: unknown) => fieldNames(s as z.ZodType);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
        key,
        ...fieldNames(field).map((inner) => `${key}.${inner}`),
      ]);
    case 'pipe':
      return [...new Set([...names(def.in), ...names(def.out)])];
    case 'array':
      return names(def.element);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(names))];
    case 'intersection':
      return [...new Set([...names(def.left), ...names(def.right)])];
    case 'lazy':
      return names((def.getter as () => unknown)());
    default:
      return 'innerType' in def ? names(def.innerType) : [];
  }
}

/** Fields that name an object: `…id`, `…Id`, `…Ids` and the wallet's order numbers. */
export function idFields(schema: z.ZodType): string[] {
  return fieldNames(schema).filter((name) => {
    const last = name.split('.').pop() ?? name;
    return /ids?$/i.test(last) || /^order_?no$/i.test(last);
  });
}

const digestQueries = new WeakMap<TestApp['db'], string>();

/** A digest of every row of every table: equal before and after a call that must change nothing. */
export async function databaseDigest(t: TestApp): Promise<string> {
  let query = digestQueries.get(t.db);
  if (!query) {
    const tables = (
      await t.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows as { name: string }[];
    const parts = tables.map(
      ({ name }) =>
        `(select '${name}:' || count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${name}" x)`,
    );
    query = `select ${parts.join(" || ' ' || ")} as digest`;
    digestQueries.set(t.db, query);
  }
  const [row] = (await t.db.execute(sql.raw(query))).rows as { digest: string }[];
  return row?.digest ?? '';
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('row not created');
  return row;
}

export async function accessWorld(t: TestApp) {
  const calls = orderCalls(() => t);
  const now = t.clock.now();
  const shopA = await orderShop(t);
  const shopB = await sellerWithToken(t);
  const buyerA = await orderBuyer(t);
  const buyerB = await orderBuyer(t);
  const operators = Object.fromEntries(
    await Promise.all(
      OPERATOR_ROLES.map(async (role) => [role, (await createLoggedInOperator(t, role)).token] as const),
    ),
  ) as Record<Role, string>;

  const line = orderInfo([shopA.listing.id, null, 1]);
  const [unpaid] = await calls.placed(buyerA.token, line);
  const [paid] = await calls.placed(buyerA.token, line);
  if (!unpaid || !paid) throw new Error('orders not placed');
  const payment = await calls.pay(buyerA.token, [paid]);
  if (payment.code !== '0') throw new Error(`payment failed: ${payment.key}`);

  const notice = await one(
    t.db
      .insert(notifications)
      .values({
        userId: buyerA.user.id,
        kind: 'order_paid',
        params: { orderNo: 'A1' },
        targetId: paid,
        eventKey: `access-${randomUUID()}`,
        createdAt: now,
      })
      .returning(),
  );
  const loan = {
    userId: buyerA.user.id,
    realName: 'Erika Mustermann',
    countryId: 82,
    identification: 'C01X00T47',
    imgFace: randomUUID(),
    imgBack: randomUUID(),
    imgHand: randomUUID(),
    applyAmount: '200000',
    creditPeriod: 30,
    creditRate: '0.0005',
    defaultRate: '0.0010',
    totalInterest: '3000',
    totalRepayment: '203000',
    createdAt: now,
    updatedAt: now,
  };
  const loaned = await one(
    t.db
      .insert(credits)
      .values({ ...loan, status: 2, loanedAt: now })
      .returning(),
  );
  const failed = await one(
    t.db
      .insert(credits)
      .values({ ...loan, status: 3, reason: 'blurred' })
      .returning(),
  );
  const deposit = await one(
    t.db
      .insert(deposits)
      .values({
        orderNo: `RA${Date.now()}`,
        userId: buyerA.user.id,
        method: 'crypto',
        coin: 'USDT',
        network: 'TRC20',
        fromAddress: 'TXyz1234567890abcdefghijkLMNOPqrs',
        volume: '150.5',
        certificate: randomUUID(),
        certificateHash: randomUUID(),
        createdAt: now,
      })
      .returning(),
  );
  // Rejected: a pending withdrawal holds funds in the ledger, which a bare row would not.
  const withdrawal = await one(
    t.db
      .insert(withdrawals)
      .values({
        orderNo: `WA${Date.now()}`,
        userId: buyerA.user.id,
        method: 'crypto',
        coin: 'USDT',
        network: 'TRC20',
        toAddress: 'TXyz1234567890abcdefghijkLMNOPqrs',
        amount: '100',
        fee: '1',
        net: '99',
        day: '2026-03-01',
        state: 2,
        reason: 'test',
        createdAt: now,
      })
      .returning(),
  );
  const review = await one(
    t.db
      .insert(evaluations)
      .values({
        sellerGoodsId: shopA.listing.id,
        userId: buyerA.user.id,
        orderId: paid,
        evaluationType: 1,
        rating: 5,
        content: 'Buyer A’s words',
        createdAt: now,
      })
      .returning(),
  );
  // Buyer A writes to shop A and to customer service: conversations B must not read.
  for (const [path, extra] of [
    ['/api/public/userOnlineChatController!send.action', { partyid: shopA.shop.id, loginType: 'user' }],
    ['/api/newOnlinechat!send.action', {}],
  ] as const) {
    const sent = await t.action(path, {
      token: buyerA.token,
      type: 'text',
      content: 'Buyer A’s secret',
      ...extra,
    });
    if (sent.code !== '0') throw new Error(`chat failed: ${sent.key}`);
  }
  const [support] = await t.db
    .select()
    .from(chatConversations)
    .where(sql`${chatConversations.userId} = ${buyerA.user.id} and ${chatConversations.kind} = 'support'`);
  const category = await one(t.db.select().from(categories).limit(1));
  // Shop A's own coupon, which buyer A holds (buyer B does not).
  const coupon = await createCoupon(t.db, now, { sellerId: shopA.shop.id, funder: 'shop', amount: '1.00' });
  await claim(t, buyerA.token, coupon.id);

  return {
    shopA,
    shopB,
    buyerA,
    buyerB,
    operators,
    orders: { unpaid, paid },
    notice,
    credits: { loaned, failed },
    deposit,
    withdrawal,
    review,
    support,
    category,
    coupon,
  };
}

export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;
