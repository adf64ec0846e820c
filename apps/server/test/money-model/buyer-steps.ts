import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import { deposits } from '../../src/db/schema/index.js';
import { uploadImage } from '../uploads.js';
import {
  MoneyCommand,
  type Prediction,
  type Reply,
  chooseOrder,
  decideWaiting,
  ok,
  orderOf,
  pick,
  refused,
} from './commands.js';
import {
  DEPOSIT_MIN,
  freightOf,
  MINUTE,
  type Money,
  type OrderM,
  RETURN_WINDOW_MS,
  type State,
  UNPAID_MS,
  type World,
  below,
  cents,
  minus,
  plus,
  times,
} from './world.js';

// The money model's steps up to an order's receipt: deposits and their review, ordering, paying,
// cancelling, receipt, refund requests and the shop's purchase of what it sold.

/** Who acts: the one `owner` names, or (when `stranger`) the next person along. */
export const actor = (s: State, owner: number, stranger: boolean) =>
  stranger ? (owner + 1) % s.people.length : owner;

/** The coupons an order used are its buyer's again (cancelled, or refunded before it shipped). */
export function releaseClaims(s: State, o: OrderM) {
  for (const c of s.people[o.buyer]!.claims) if (c.orderId === o.id) c.orderId = null;
}

/**
 * The buyer's money back from escrow (what they paid) and the platform's coupon share to its
 * promotions; the seller's purchase too; stock and coupons if unshipped.
 */
export function refundMoney(s: State, o: OrderM) {
  const buyer = s.people[o.buyer]!;
  const shop = s.shops[o.shop]!;
  buyer.wallet = plus(buyer.wallet, o.total);
  s.platform.platform_promotions = plus(s.platform.platform_promotions, o.platformShare);
  if (o.pushed) {
    const owner = s.people[shop.owner]!;
    owner.wallet = plus(owner.wallet, o.purchase);
    s.platform.platform_wholesale = minus(s.platform.platform_wholesale, o.purchase);
  }
  if (o.shippedAt === null) {
    shop.stock += o.qty;
    releaseClaims(s, o);
  }
  shop.sold = Math.max(0, shop.sold - o.qty);
}

/**
 * What the buyer's coupons take off an order of `goods` from shop `shopIndex` (issue 54), as the
 * server chooses them without being asked: the shop's own coupon, then the platform's on what is
 * left; each only when held unused and the goods reach its minimum spend.
 */
export function couponsFor(st: State, who: number, shopIndex: number, goods: Money) {
  const person = st.people[who]!;
  const held = (i: number) => person.claims.find((c) => c.coupon === i && c.orderId === null);
  const used: number[] = [];
  let shopSaving = '0.00';
  let platformShare = '0.00';
  for (const [i, c] of st.coupons.entries()) {
    if (c.shop !== shopIndex || !held(i) || below(goods, c.minSpend)) continue;
    shopSaving = below(goods, c.amount) ? goods : c.amount;
    used.push(i);
  }
  for (const [i, c] of st.coupons.entries()) {
    if (c.shop !== null || !held(i) || below(goods, c.minSpend)) continue;
    const left = minus(goods, shopSaving);
    const saving = below(left, c.amount) ? left : c.amount;
    if (!below('0.00', saving)) continue;
    platformShare = saving;
    used.push(i);
  }
  return { used, discount: plus(shopSaving, platformShare), platformShare };
}

export const claimCoupon = (p: number, c: number) =>
  new MoneyCommand(`claim(p${p}, c${c % 2})`, (s) => {
    const who = p % s.people.length;
    const index = c % s.coupons.length;
    const coupon = s.coupons[index]!;
    return {
      label: `p${who} claims coupon ${index}`,
      by: who,
      send: (w) => userCommand(w, who, '/api/coupon!claim.action', { couponId: coupon.id }),
      predict(st) {
        const now = st.coupons[index]!;
        const person = st.people[who]!;
        if (now.shop !== null && person.shop === now.shop) return refused('COUPON_OWN_SHOP');
        if (now.claimed >= now.total) return refused('COUPON_SOLD_OUT');
        if (person.claims.some((x) => x.coupon === index)) return refused('COUPON_LIMIT_REACHED');
        return ok((st2) => {
          st2.coupons[index]!.claimed += 1;
          st2.people[who]!.claims.push({ coupon: index, orderId: null });
        });
      },
    };
  });

export const chinaDay = (at: number) => new Date(at + 8 * 60 * MINUTE).toISOString().slice(0, 10);

export function userCommand(w: World, who: number, path: string, params: Record<string, string | number>) {
  return w.t.action(path, { token: w.tokens[who]!, ...params });
}

export const deposit = (p: number, amountCents: number) =>
  new MoneyCommand(`deposit(p${p}, ${cents(amountCents)})`, (s) => {
    const who = p % s.people.length;
    const value = cents(amountCents);
    return {
      label: `deposit p${who} ${value}`,
      by: who,
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

export const decideDeposit = (p: number, d: number, aim: boolean, confirm: boolean) =>
  new MoneyCommand(`${confirm ? 'confirm' : 'reject'}Deposit(p${p}, d${d}${aim ? '' : ', any'})`, (s) =>
    decideWaiting(s, p, d, aim, (x) => x.deposits, {
      label: (id, who) => `${confirm ? 'confirm' : 'reject'} deposit ${id} of p${who}`,
      send: (w, id) =>
        w.t.action(
          `/admin/deposits!${confirm ? 'confirm' : 'reject'}.action`,
          confirm
            ? { token: w.staff.finance, id }
            : { token: w.staff.finance, id, reason: 'No payment arrived' },
        ),
      state: confirm ? 1 : 2,
      settle(st, person, row) {
        if (confirm) {
          person.wallet = plus(person.wallet, row.amount);
          st.platform.platform_cash = minus(st.platform.platform_cash, row.amount);
        }
      },
    }),
  );

export const submit = (p: number, shopPick: number, qty: number, aim: boolean) =>
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
      by: who,
      send: (w) => userCommand(w, who, '/api/order!submit.action', { orderInfo: `${listingId},-1,${qty}` }),
      predict(st) {
        const shop = st.shops[shopIndex]!;
        if (shop.owner === who) return refused('ORDER_OWN_SHOP');
        if (qty > shop.stock) return refused('ORDER_OUT_OF_STOCK');
        return ok((st2, r) => {
          const sh = st2.shops[shopIndex]!;
          sh.stock -= qty;
          const perUnit = (price: Money) =>
            plus(plus(times(price, qty), freightOf(sh, qty)), times(sh.tax, qty));
          const id = (r.data as { orderList: { orderId: string }[] }).orderList[0]!.orderId;
          const coupons = couponsFor(st2, who, shopIndex, times(sh.selling, qty));
          for (const c of st2.people[who]!.claims) {
            if (c.orderId === null && coupons.used.includes(c.coupon)) c.orderId = id;
          }
          st2.orders.push({
            id,
            buyer: who,
            shop: shopIndex,
            qty,
            total: minus(perUnit(sh.selling), coupons.discount),
            platformShare: coupons.platformShare,
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
export const pay = (head: number | string, more: number[], aim: boolean, stranger: boolean) =>
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
        by: who,
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
              st2.platform.platform_promotions = minus(st2.platform.platform_promotions, o.platformShare);
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
export function buyerStep(
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
      by: who,
      send: (w) => userCommand(w, who, path, { orderId: id, ...params }),
      predict(st) {
        const o = orderOf(st, id);
        if (o.buyer !== who) return refused('COMMON_NOT_FOUND');
        return rule(st, o);
      },
    };
  });
}

export const cancel = (n: number, aim: boolean, stranger: boolean) =>
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
            releaseClaims(st2, x);
          }),
    (o) => o.status === S.pendingPayment,
  );

export const receipt = (n: number | string, aim: boolean, stranger: boolean) =>
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

export const requestRefund = (n: number, aim: boolean, stranger: boolean) =>
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

export const purchase = (n: number | string, aim: boolean, stranger: boolean) =>
  new MoneyCommand(`purchase(o${n}${aim ? '' : ', any'}${stranger ? ', stranger' : ''})`, (s) => {
    const target = chooseOrder(s, n, aim, (o) => o.status === S.paid);
    if (!target) return undefined;
    const id = target.id;
    const who = actor(s, s.shops[target.shop]!.owner, stranger);
    return {
      label: `p${who} purchases ${id}`,
      by: who,
      send: (w) => userCommand(w, who, '/seller/orders!push.action', { orderId: id, safeword: '123456' }),
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
