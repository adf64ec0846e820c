import { and, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, TestApp } from '../../../test/build-test-app.js';
import { creditFixtures } from '../../../test/credit-fixtures.js';
import { depositTestApp } from '../../../test/deposit-fixtures.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { orderBuyer, orderCalls, orderInfo, orderShop } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { credits, deposits, orders, sellers, users } from '../../db/schema/index.js';

// A cancellation and a flow that would leave something on the account (a loan application, an
// order's payment, a deposit request), sent at the same moment: one of the two wins, never both
// (ADR 025). Only a real server runs them concurrently (PGlite runs one statement at a time).

const { ctx, rechargeParams } = depositTestApp();
let t: TestApp;
beforeAll(() => {
  t = ctx.t;
});
const { placed } = orderCalls(() => t);
const ROUNDS = 24;

/**
 * Runs each round's race, one round at a time: the cancellation, and the flow sent `delay` ms
 * after it. The delays spread from "at once" to half again the time a cancellation takes here
 * alone (its password check is most of it), so that in some rounds the flow's write lands while
 * the cancellation's transaction is open, whatever the machine's speed. Each round's two replies.
 */
async function sweep<R>(
  rounds: readonly R[],
  race: (round: R, delay: number) => Promise<[Envelope, Envelope]>,
): Promise<[Envelope, Envelope][]> {
  const alone = await createLoggedInUser(t);
  const started = performance.now();
  await close(alone.token, alone.user.password);
  const span = 1.5 * (performance.now() - started);
  const replies: [Envelope, Envelope][] = [];
  for (const [i, round] of rounds.entries())
    replies.push(await race(round, (span * i) / (rounds.length - 1)));
  return replies;
}

async function after<T>(ms: number, send: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return send();
}
/** No user's id: keeps an `in (…)` list from being empty. */
const NONE = '00000000-0000-0000-0000-000000000000';

const close = (token: string, password: string) =>
  t.action('/api/user!logoff.action', { token, reason: 'Leaving', password });

const closed = async (ids: readonly string[]) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...ids]), eq(users.status, 2)))
  )
    .map((r) => r.id)
    .sort();

/** Never a server error: each reply is a success or one of the refusals `allowed` names. */
function expectOutcomes(replies: readonly Envelope[], allowed: readonly string[]) {
  for (const r of replies) {
    if (r.code !== '0') expect(allowed, `${r.key}: ${r.msg}`).toContain(r.key);
  }
}

describe.runIf(onPostgres())('account cancellation under concurrency (PostgreSQL)', () => {
  it('a burst of cancellations of one account closes it once; the others are refused, none fails', async () => {
    const { user, token } = await createLoggedInUser(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => close(token, user.password)));
    expect(replies.filter((r) => r.code === '0')).toHaveLength(1);
    // The rest find the account closed, or (the login lockout counts each attempt as it starts)
    // too many attempts at once.
    expectOutcomes(replies, ['AUTH_SESSION_EXPIRED', 'AUTH_ACCOUNT_LOCKED']);
    expect(await closed([user.id])).toEqual([user.id]);
  });

  it('a loan application and a cancellation at once: never a loan on a closed account', async () => {
    const fixtures = creditFixtures(t);
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { user, token } = await fixtures.borrower();
        return { user, token, params: await fixtures.application(token, { applyAmount: 100000 }) };
      }),
    );
    const replies = await sweep(rounds, ({ user, token, params }, delay) =>
      Promise.all([
        after(delay, () => t.action('/api/credit!apply.action', params)),
        close(token, user.password),
      ]),
    );
    for (const [applied, cancelled] of replies) {
      expect([applied.code, cancelled.code], `${applied.key} ${cancelled.key}`).not.toEqual(['0', '0']);
      expectOutcomes([applied], ['AUTH_SESSION_EXPIRED']);
      expectOutcomes([cancelled], ['AUTH_CANCEL_LOAN_OPEN']);
    }
    const ids = rounds.map((r) => r.user.id);
    const gone = await closed(ids);
    const loans = await t.db
      .select({ userId: credits.userId })
      .from(credits)
      .where(inArray(credits.userId, gone.length > 0 ? gone : [NONE]));
    expect(loans).toEqual([]);
  });

  it('an order’s payment and its buyer’s or its shop’s cancellation at once: never an order in escrow on a closed account', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const shop = await orderShop(t, { funds: '0.00', sellingPrice: '15.00' });
        const buyer = await orderBuyer(t, '15.00');
        const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
        return { shop, buyer, id: id! };
      }),
    );
    // Half the rounds race the buyer's own cancellation, half the shop owner's.
    const replies = await sweep(
      rounds.map((round, i) => ({ ...round, closing: i % 2 === 0 ? round.buyer : round.shop })),
      ({ buyer, id, closing }, delay) =>
        Promise.all([
          after(delay, () =>
            t.action('/api/order!pay.action', { token: buyer.token, orderId: id, safeword: '123456' }),
          ),
          close(closing.token, 'owner' in closing ? closing.owner.password : closing.user.password),
        ]),
    );
    for (const [paid, cancelled] of replies) {
      expect([paid.code, cancelled.code], `${paid.key} ${cancelled.key}`).not.toEqual(['0', '0']);
      expectOutcomes([paid], ['AUTH_SESSION_EXPIRED', 'ORDER_NOT_PAYABLE']);
      expectOutcomes([cancelled], ['AUTH_CANCEL_ORDER_OPEN', 'AUTH_CANCEL_BALANCE_REMAINS']);
    }
    const gone = await closed(rounds.flatMap((r) => [r.buyer.user.id, r.shop.owner.id]));
    const inEscrow = await t.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(sellers, eq(sellers.id, orders.sellerId))
      .where(
        and(
          or(inArray(orders.userId, [...gone, NONE]), inArray(sellers.userId, [...gone, NONE])),
          gte(orders.status, 1),
          ne(orders.refundStatus, 2),
          isNull(orders.settledAt),
        ),
      );
    expect(inEscrow).toEqual([]);
  });

  it('a deposit request and a cancellation at once: never a pending deposit on a closed account', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { user, token } = await createLoggedInUser(t);
        // What the recharge page has before it sends: the form's token and the uploaded certificate.
        return { user, token, params: await rechargeParams(token) };
      }),
    );
    const replies = await sweep(rounds, ({ user, token, params }, delay) =>
      Promise.all([
        after(delay, () => t.action('/api/rechargeBlockchain!recharge.action', params)),
        close(token, user.password),
      ]),
    );
    for (const [requested, cancelled] of replies) {
      expect([requested.code, cancelled.code], `${requested.key} ${cancelled.key}`).not.toEqual(['0', '0']);
      expectOutcomes([requested], ['AUTH_SESSION_EXPIRED']);
      expectOutcomes([cancelled], ['AUTH_CANCEL_DEPOSIT_PENDING']);
    }
    const gone = await closed(rounds.map((r) => r.user.id));
    const pending = await t.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(inArray(deposits.userId, [...gone, NONE]), eq(deposits.state, 0)));
    expect(pending).toEqual([]);
  });
});
