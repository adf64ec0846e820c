import {
  DEFAULT_LANGUAGE,
  DEFAULT_MAX_BUY,
  ORDER_STATUS as S,
  SAFEWORD_LOCK,
  normaliseLanguage,
  type NotificationKind,
} from '@caravan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Database } from '../src/db/client.js';
import { AppError } from '../src/lib/errors.js';
import { newOrderNo } from '../src/lib/ids.js';
import { amount, toDb } from '../src/lib/money.js';
import { lockDay } from '../src/modules/account/safeword.js';
import { verifyPassword } from '../src/modules/account/passwords.js';
import { wantsEmail } from '../src/modules/notifications/email-settings.js';
import { presentNotification } from '../src/modules/notifications/texts.js';
import { priceLine, quoteShops, type LineFacts } from '../src/modules/orders/checkout.service.js';
import { FREIGHT_SYSPARA } from '../src/modules/orders/freight.js';
import { purchaseAmount } from '../src/modules/orders/order-ledger.js';
import { assertAllowed } from '../src/modules/orders/order-rules.js';
import { orderTimings, payDeadline } from '../src/modules/orders/order-timing.js';
import { presentSubmitted } from '../src/modules/orders/orders.presenter.js';
import { cachedSysparaValues } from '../src/modules/system/index.js';
import { requireUser } from '../src/plugins/auth.js';
import { ok } from '../src/plugins/envelope.js';

// Issue 53's P6 bar: order!submit and order!pay done in hand-written SQL on the raw pool, in the
// same server, as P2's detail twin does sellerGoods!info. Each does what the app's command does —
// the same session lookup (the app's own, through app.deps), the same rows read, inserted and
// updated, the same fund-password claim, argon2id verify and reset, the same pricing functions and
// the same notifications pushed after commit — in as few round trips as a person writing the SQL
// would: statements prepared by name, look-ups folded into one read, the writes of a submit into one
// statement (atomic on its own: no BEGIN/COMMIT), a payment's into a lock statement and one write
// statement per order in one transaction. Settings come from a cache, as the payment's do.
//
// Limits (the bench needs no more): one order line per submit, without SKU or sample, to the
// default address, not from the cart; a payment's notices must not queue e-mails (the bench's users
// have no address; the twin refuses rather than skip pg-boss's job).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CANCELLED_ACCOUNT = 2;

/** The listing, its good, its shop and SKUs, and the buyer's default address: one round trip. */
const SUBMIT_READ = `
  select sg.id, sg.seller_id as "sellerId", sg.goods_id as "goodsId", sg.selling_price as "sellingPrice",
         sg.discount_ratio as "discountRatio", sg.discount_start as "discountStart",
         sg.discount_end as "discountEnd", sg.is_shelf as listed, g.is_shelf as shelved,
         s.status as "shopOpen", s.user_id as "shopOwner", s.name as "shopName",
         g.system_price as "systemPrice", g.buy_min as "buyMin", sg.price_tiers as "priceTiers", sg.moq,
         sg.pack_size as "packSize", sg.sample_price as "samplePrice", sg.sample_limit as "sampleLimit",
         g.weight_kg as "weightKg", g.freight_type as "freightType", g.goods_tax as "goodsTax", g.images,
         (select coalesce(json_agg(json_build_object('id', k.id, 'goodsId', k.goods_id,
                   'attributes', k.attributes, 'price', k.price::text, 'stock', k.stock,
                   'imgUrl', k.img_url, 'sort', k.sort)), '[]'::json)
          from goods_skus k where k.goods_id = g.id) as skus,
         (select row_to_json(a) from (select contacts, phone, email, postcode, country, province, city, address
            from addresses where user_id = $2 and use = 1) a) as address
  from seller_goods sg
  join system_goods g on g.id = sg.goods_id
  join sellers s on s.id = sg.seller_id
  where sg.id = $1`;

/**
 * The stock taken (or nothing, when there is not enough: the row's lock and the re-checked
 * condition keep concurrent submits from overselling), the order, its line and its log entry,
 * all in one statement.
 */
const SUBMIT_WRITE = `
  with taken as (
    update system_goods set stock = stock - $22::int where id = $21::uuid and stock >= $22::int returning id
  ), placed as (
    insert into orders (order_no, user_id, seller_id, goods_count, prize_original, prize_real, fees, tax,
                        total_amount, system_price, profit, contacts, phone, email, postcode, country,
                        province, city, address, created_at)
    select $1::text, $2::uuid, $3::uuid, $4::int, $5::numeric, $6::numeric, $7::numeric, $8::numeric,
           $9::numeric, $10::numeric, $11::numeric, $12::text, $13::text, $14::text, $15::text, $16::text,
           $17::text, $18::text, $19::text, $20::timestamptz
    from taken
    returning id
  ), line as (
    insert into order_items (order_id, seller_goods_id, goods_id, sku_id, attributes, goods_icon, quantity,
                             selling_price, unit_price, system_unit_price, fees, tax, is_sample)
    select id, $23::uuid, $21::uuid, null, $24::jsonb, $25::text, $22::int, $26::numeric, $27::numeric,
           $28::numeric, $29::numeric, $30::numeric, 0
    from placed
  ), logged as (
    insert into order_logs (order_id, kind, params, created_at)
    select id, 'placed', '{}'::jsonb, $20::timestamptz from placed
    on conflict do nothing
  )
  select id from placed`;

/**
 * One of the day's tries claimed (ADR 039): today's failures plus the claims under way (those under
 * a minute old) stay under the limit. With none to be had, whether a fund password is set.
 */
const SAFEWORD_CLAIM = `
  with claim as (
    update users set
      safeword_pending = case when safeword_pending_at > $4::timestamptz then safeword_pending else 0 end + 1,
      safeword_pending_at = $5::timestamptz
    where id = $1::uuid and safeword_hash is not null
      and case when safeword_fail_day = $2::text then safeword_fail_count else 0 end
        + case when safeword_pending_at > $4::timestamptz then safeword_pending else 0 end < $3::int
    returning safeword_hash
  )
  select (select safeword_hash from claim) as hash,
         exists (select 1 from users where id = $1::uuid and safeword_hash is not null) as "hasSafeword"`;

/** The try given back: a wrong password counts as a failure, the right one clears them. */
const SAFEWORD_SETTLE = `
  update users set safeword_pending = greatest(safeword_pending - 1, 0),
    safeword_pending_at = case when safeword_pending <= 1 then null else safeword_pending_at end,
    safeword_fail_day = case when $3::boolean then safeword_fail_day else $2::text end,
    safeword_fail_count = case when $3::boolean then 0
      when safeword_fail_day = $2::text then safeword_fail_count + 1 else 1 end
  where id = $1::uuid
  returning safeword_fail_count as failures`;

/**
 * The buyer's and the shops' owners' accounts locked (shared, in id order), then the orders (for
 * update, in id order): the accounts' initplan runs when the first order row is formed, below the
 * lock that takes it, so the app's order of locks holds (EXPLAIN: LockRows over the join, the
 * initplan on it). The ids are gathered into one array so that users is read by its key.
 */
const PAY_LOCK = `
  with accounts as materialized (
    select u.id, u.status from users u
    where u.id = any(array(select s.user_id from orders o join sellers s on s.id = o.seller_id
                           where o.id = any($1::uuid[])) || $2::uuid)
    order by u.id
    for share
  )
  select o.id, o.order_no as "orderNo", o.user_id as "userId", o.seller_id as "sellerId", o.status,
         o.refund_status as "refundStatus", o.reminded_at as "remindedAt", o.received_at as "receivedAt",
         o.settled_at as "settledAt", o.paid_at as "paidAt", o.created_at as "createdAt",
         o.total_amount as "totalAmount", o.system_price as "systemPrice", o.fees, o.tax,
         s.user_id as owner,
         (select json_agg(json_build_object('id', a.id, 'status', a.status)) from accounts a) as accounts
  from orders o join sellers s on s.id = o.seller_id
  where o.id = any($1::uuid[]) and o.user_id = $2::uuid
  order by o.id
  for update of o`;

/**
 * One order paid: the ledger's transaction, its accounts (opened when missing) and its two entries
 * in account-id order exactly as `post` writes them (the balances move in the entries' trigger),
 * the order's status, its listings' sales, its log entry and its two notifications; returns the
 * notifications written with what pushing them needs (language, unread count, e-mail settings).
 */
const PAY_WRITE = `
  with posting as (
    insert into ledger_transactions (kind, business_id, memo, created_at)
    values ('order_payment', $1::uuid::text, $6::text, $5::timestamptz)
    on conflict (kind, business_id) do nothing
    returning id
  ), opened as (
    insert into ledger_accounts (key, kind, user_id, may_go_negative)
    select v.key, v.kind, v.user_id, false
    from (values ($2::text, 'wallet', $7::uuid), ($3::text, 'order_escrow', null::uuid)) v(key, kind, user_id)
    where exists (select 1 from posting)
    on conflict (key) do nothing
    returning id, key
  ), accounts as (
    select id, key from opened
    union all
    select id, key from ledger_accounts where key in ($2::text, $3::text)
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
    select p.id, a.id, case when a.key = $2::text then -$4::numeric else $4::numeric end, $5::timestamptz
    from posting p cross join accounts a
    order by a.id
  ), paid as (
    update orders set status = $11::smallint, paid_at = $5::timestamptz where id = $1::uuid
  ), sold as (
    update seller_goods sg set sold_num = greatest(sg.sold_num + i.quantity, 0)
    from (select seller_goods_id, sum(quantity)::int as quantity from order_items
          where order_id = $1::uuid group by seller_goods_id) i
    where sg.id = i.seller_goods_id
  ), logged as (
    insert into order_logs (order_id, kind, params, created_at)
    values ($1::uuid, 'paid', '{}'::jsonb, $5::timestamptz)
    on conflict do nothing
  ), told as (
    insert into notifications (user_id, kind, params, target_id, event_key, created_at)
    values ($7::uuid, 'order_paid', $9::jsonb, $1::uuid::text, $1::uuid::text, $5::timestamptz),
           ($8::uuid, 'order_sold', $10::jsonb, $1::uuid::text, $1::uuid::text, $5::timestamptz)
    on conflict do nothing
    returning id, user_id, kind, params, target_id, event_key, created_at
  )
  select t.id, t.user_id as "userId", t.kind, t.params, t.target_id as "targetId", t.event_key as "eventKey",
         t.created_at as "createdAt", u.lang, u.email, u.email_off as "emailOff",
         (select count(*)::int from notifications n where n.user_id = t.user_id and n.read_at is null) + 1
           as unread
  from told t join users u on u.id = t.user_id`;

type ListingFacts = LineFacts['byId'] extends Map<string, infer R> ? R : never;
type SkuFacts = LineFacts['skus'][number];

interface SubmitRow extends ListingFacts {
  skus: SkuFacts[];
  address: {
    contacts: string;
    phone: string;
    email: string | null;
    postcode: string | null;
    country: string;
    province: string;
    city: string;
    address: string;
  } | null;
}

interface LockedOrder {
  id: string;
  orderNo: string;
  userId: string;
  sellerId: string;
  status: number;
  refundStatus: number;
  remindedAt: Date | null;
  receivedAt: Date | null;
  settledAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  totalAmount: string;
  systemPrice: string;
  fees: string;
  tax: string;
  owner: string;
  accounts: { id: string; status: number }[] | null;
}

interface Told {
  id: string;
  userId: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  targetId: string;
  eventKey: string;
  createdAt: Date;
  lang: string;
  email: string | null;
  emailOff: string[];
  unread: number;
}

function param(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** `orderInfo` as the bench sends it: one `listingId,-1,quantity` triple. */
function oneLine(orderInfo: string): { sellerGoodsId: string; skuId: null; quantity: number } {
  const [sellerGoodsId = '', sku, quantity = '', ...rest] = orderInfo.split(',');
  if (rest.length > 0 || !UUID.test(sellerGoodsId) || sku !== '-1' || !/^[1-9]\d{0,8}$/.test(quantity)) {
    throw new AppError('COMMON_PARAM_INVALID', { field: 'orderInfo' });
  }
  return { sellerGoodsId: sellerGoodsId.toLowerCase(), skuId: null, quantity: Number(quantity) };
}

/** The PostgreSQL CHECK that keeps user accounts at or above zero refused an entry. */
function isOverdraft(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23514' && pgError.constraint === 'ledger_accounts_not_negative';
}

export function registerOrderTwin(app: FastifyInstance, database: Database): void {
  const { pool } = database;
  const deps = app.deps;
  const query = <R extends pg.QueryResultRow>(
    client: pg.Pool | pg.PoolClient,
    name: string,
    text: string,
    values: unknown[],
  ) => client.query<R>({ name, text, values });

  const submit = async (request: FastifyRequest) => {
    if (param(request, 'addressId') || param(request, 'sampleInfo') || param(request, 'fromCart') === '1') {
      throw new AppError('COMMON_PARAM_INVALID', { field: 'orderInfo' });
    }
    const actor = await requireUser(request, deps);
    const line = oneLine(param(request, 'orderInfo'));
    const now = deps.clock.now();
    const settings = await cachedSysparaValues(deps.db, [
      'mall_max_goods_number_in_order',
      FREIGHT_SYSPARA.shippingFee,
      FREIGHT_SYSPARA.ratePerKg,
      FREIGHT_SYSPARA.deliveryFee,
    ]);
    const { rows } = await query<SubmitRow>(pool, 'bench_twin_submit_read', SUBMIT_READ, [
      line.sellerGoodsId,
      actor.userId,
    ]);
    const row = rows[0];
    if (!row) throw new AppError('CATALOG_GOODS_NOT_FOUND');
    const max = Number.parseInt(settings.mall_max_goods_number_in_order, 10);
    const { skus, address, ...listing } = row;
    const priced = priceLine(
      {
        buyerId: actor.userId,
        max: Number.isInteger(max) && max > 0 ? max : DEFAULT_MAX_BUY,
        byId: new Map([[listing.id, listing]]),
        skus,
      },
      line,
      now,
    );
    if (!address) throw new AppError('ADDRESS_REQUIRED');
    const [shop] = quoteShops([priced], {
      shippingFee: amount(settings[FREIGHT_SYSPARA.shippingFee]),
      ratePerKg: amount(settings[FREIGHT_SYSPARA.ratePerKg]),
      deliveryFee: amount(settings[FREIGHT_SYSPARA.deliveryFee]),
    });
    const l = shop?.lines[0];
    if (!shop || !l) throw new Error('nothing priced');
    const written = await query<{ id: string }>(pool, 'bench_twin_submit_write', SUBMIT_WRITE, [
      newOrderNo('O', now),
      actor.userId,
      shop.sellerId,
      shop.goodsCount,
      toDb(shop.prizeOriginal),
      toDb(shop.prizeReal),
      toDb(shop.fees),
      toDb(shop.tax),
      toDb(shop.totalAmount),
      toDb(shop.systemPrice),
      toDb(shop.prizeReal.minus(shop.systemPrice)),
      address.contacts,
      address.phone,
      address.email,
      address.postcode,
      address.country,
      address.province,
      address.city,
      address.address,
      now,
      l.goodsId,
      l.line.quantity,
      l.line.sellerGoodsId,
      JSON.stringify(l.attributes),
      l.goodsIcon,
      toDb(l.sellingPrice),
      toDb(l.unitPrice),
      toDb(l.systemUnitPrice),
      toDb(l.fees),
      toDb(l.tax),
    ]);
    const orderId = written.rows[0]?.id;
    if (!orderId) throw new AppError('ORDER_OUT_OF_STOCK');
    return ok(
      presentSubmitted([
        {
          orderId,
          sellerId: shop.sellerId,
          sellerName: shop.sellerName,
          prizeReal: shop.prizeReal,
          fees: shop.fees,
          tax: shop.tax,
          couponDiscount: shop.couponDiscount,
          totalAmount: shop.totalAmount,
        },
      ]),
    );
  };

  const pay = async (request: FastifyRequest) => {
    const actor = await requireUser(request, deps);
    const buyerId = actor.userId;
    const ids = [...new Set(param(request, 'orderId').split(','))];
    const safeword = param(request, 'safeword');
    if (ids.some((id) => !UUID.test(id))) throw new AppError('COMMON_PARAM_INVALID', { field: 'orderId' });
    if (!safeword) throw new AppError('COMMON_PARAM_MISSING', { field: 'safeword' });
    const now = deps.clock.now();

    // The fund password, outside any transaction: claim a try, verify, give the try back.
    const day = lockDay(now);
    const claimed = await query<{ hash: string | null; hasSafeword: boolean }>(
      pool,
      'bench_twin_safeword_claim',
      SAFEWORD_CLAIM,
      [buyerId, day, SAFEWORD_LOCK.failuresPerDay, new Date(now.getTime() - 60_000), now],
    );
    const claim = claimed.rows[0];
    if (!claim?.hash)
      throw new AppError(claim?.hasSafeword ? 'AUTH_SAFEWORD_LOCKED' : 'AUTH_SAFEWORD_NOT_SET');
    const right = await verifyPassword(claim.hash, safeword);
    const settled = await query<{ failures: number }>(pool, 'bench_twin_safeword_settle', SAFEWORD_SETTLE, [
      buyerId,
      day,
      right,
    ]);
    if (!right) {
      throw new AppError('AUTH_SAFEWORD_WRONG', {
        remaining: SAFEWORD_LOCK.failuresPerDay - (settled.rows[0]?.failures ?? SAFEWORD_LOCK.failuresPerDay),
      });
    }

    const timings = await orderTimings(deps.db);
    const client = await pool.connect();
    let told: Told[] = [];
    try {
      await client.query('begin');
      const locked = (await query<LockedOrder>(client, 'bench_twin_pay_lock', PAY_LOCK, [ids, buyerId])).rows;
      const accounts = new Map((locked[0]?.accounts ?? []).map((a) => [a.id, a.status]));
      const buyer = accounts.get(buyerId);
      if (locked.length > 0 && (buyer === undefined || buyer === CANCELLED_ACCOUNT)) {
        throw new AppError('AUTH_SESSION_EXPIRED');
      }
      const owners = new Set(locked.map((o) => o.owner));
      if ([...owners].some((owner) => (accounts.get(owner) ?? CANCELLED_ACCOUNT) === CANCELLED_ACCOUNT)) {
        throw new AppError('ORDER_NOT_PAYABLE');
      }
      if (locked.length !== ids.length) throw new AppError('COMMON_NOT_FOUND');
      for (const order of locked) {
        if (order.paidAt && order.status !== S.pendingPayment) continue;
        assertAllowed('pay', order, now);
        if (now >= payDeadline(order.createdAt, timings)) throw new AppError('ORDER_NOT_PAYABLE');
        const total = toDb(order.totalAmount);
        const written = await query<Told>(client, 'bench_twin_pay_write', PAY_WRITE, [
          order.id,
          `wallet:${order.userId}`,
          `order_escrow:${order.id}`,
          total,
          now,
          order.orderNo,
          order.userId,
          order.owner,
          JSON.stringify({ orderNo: order.orderNo, amount: total }),
          JSON.stringify({ orderNo: order.orderNo, amount: total, cost: toDb(purchaseAmount(order)) }),
          S.paid,
        ]).catch((error: unknown) => {
          throw isOverdraft(error) ? new AppError('WALLET_INSUFFICIENT_BALANCE') : error;
        });
        if (written.rows.some((t) => wantsEmail(t, t.kind))) {
          throw new Error('the order twin queues no e-mails: a recipient has an address');
        }
        told = told.concat(written.rows);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    // Pushed after commit, as the notifier pushes them.
    try {
      for (const t of told) {
        await deps.realtime.publish(
          { userIds: [t.userId] },
          {
            type: 'notification',
            unread: t.unread,
            notification: presentNotification(
              { ...t, readAt: null },
              normaliseLanguage(t.lang) ?? DEFAULT_LANGUAGE,
            ),
          },
        );
      }
    } catch (error) {
      request.log.error({ err: error }, 'notification push failed');
    }
    return ok(null);
  };

  app.route({ method: ['GET', 'POST'], url: '/bench/order-submit-raw', handler: submit });
  app.route({ method: ['GET', 'POST'], url: '/bench/order-pay-raw', handler: pay });
}
