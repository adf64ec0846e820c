import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../src/db/client.js';
import {
  deposits,
  ledgerTransactions,
  orderItems,
  orders,
  privateFiles,
  systemGoods,
  withdrawals,
} from '../src/db/schema/index.js';
import { amount, type Amount } from '../src/lib/money.js';
import { balanceOf, checkLedger } from '../src/modules/wallet/ledger.js';
import { multipart } from './multipart.js';
import { FUNDS, STOCK, type Place, type Seeded } from './spawned-marketplace.js';

// A mixed money workload through a spawned marketplace's HTTP API (spawned-marketplace.ts) that
// records every reply "0", and the checks that every recorded reply is still true after a crash, a
// restore or another instance: for the crash, backup and scaled-mode tests (issue 22).

export interface Reply {
  code: string;
  msg: string;
  key?: string;
  data: unknown;
}

/** POSTs an action with its parameters in the query string, as the clients do. */
export async function action(
  baseUrl: string,
  path: string,
  params: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${baseUrl}${path}?${new URLSearchParams(params).toString()}`, { method: 'POST' });
  return (await res.json()) as Reply;
}

/** Every request that got "0", with what it promised. */
export interface Acks {
  submitted: { orderId: string; quantity: number; buyerId: string }[];
  paid: string[];
  cancelled: string[];
  deposits: { orderNo: string; userId: string }[];
  confirmed: string[];
  withdrawals: { orderNo: string; userId: string }[];
  /** Withdrawals finance paid out. */
  paidOut: string[];
  /** Public uploads' URLs. */
  uploads: string[];
}

export function noAcks(): Acks {
  return {
    submitted: [],
    paid: [],
    cancelled: [],
    deposits: [],
    confirmed: [],
    withdrawals: [],
    paidOut: [],
    uploads: [],
  };
}

export function countAcks(acks: Acks): number {
  return Object.values(acks).reduce((n: number, list: unknown[]) => n + list.length, 0);
}

export interface Session {
  buyers: { id: string; token: string }[];
  finance: string;
}

/** Logs the buyers and the operator in, and binds each buyer's withdrawal address (once). */
export async function logIn(baseUrl: string, seeded: Seeded): Promise<Session> {
  const buyers: Session['buyers'] = [];
  for (const b of seeded.buyers) {
    const login = await action(baseUrl, '/api/user!newlogin.action', {
      username: b.username,
      password: b.password,
    });
    if (login.code !== '0') throw new Error(`login: ${login.msg}`);
    const token = (login.data as { token: string }).token;
    const bind = await action(baseUrl, '/api/user!bindWithdrawAddress.action', {
      token,
      blockchain_name: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      safeword: '123456',
    });
    if (bind.code !== '0' && bind.key !== 'WALLET_ADDRESS_ALREADY_BOUND')
      throw new Error(`bind: ${bind.msg}`);
    buyers.push({ id: b.id, token });
  }
  const op = await action(baseUrl, '/admin/auth!login.action', seeded.finance);
  if (op.code !== '0') throw new Error(`operator login: ${op.msg}`);
  return { buyers, finance: (op.data as { token: string }).token };
}

async function image(random: () => number): Promise<Buffer> {
  const colour = Math.floor(random() * 0xffffff);
  return sharp({
    create: {
      width: 24,
      height: 16,
      channels: 3,
      background: { r: colour >> 16, g: (colour >> 8) & 255, b: colour & 255 },
    },
  })
    .png()
    .toBuffer();
}

async function upload(baseUrl: string, token: string, bytes: Buffer, moduleName: string): Promise<Reply> {
  const body = multipart(bytes, { moduleName });
  const res = await fetch(`${baseUrl}/api/uploadimg!execute.action`, {
    method: 'POST',
    body: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Reply;
}

/**
 * The mixed workload: each buyer orders and pays (or cancels), requests deposits with a certificate,
 * uploads a picture and asks for withdrawals; finance confirms the deposits. Runs until `stop()`
 * returns true or a request fails (the server was killed); every reply "0" goes into `acks`.
 */
export async function workload(
  baseUrl: string,
  session: Session,
  acks: Acks,
  seeded: Seeded,
  random: () => number,
  stop: () => boolean,
): Promise<void> {
  let down = false;
  const going = () => !down && !stop();
  const call = async (path: string, params: Record<string, string>) => {
    const reply = await action(baseUrl, path, params);
    if (reply.code !== '0') throw new Error(`${path}: ${reply.code} ${reply.key ?? ''} ${reply.msg}`);
    return reply.data;
  };
  const lane = async (work: () => Promise<void>) => {
    while (going()) {
      try {
        await work();
      } catch (error) {
        // A refused connection or a cut reply: the server is gone. Anything else is a real failure.
        const gone =
          (error instanceof TypeError && /fetch failed|terminated/.test(error.message)) ||
          (error instanceof Error && error.name === 'SyntaxError');
        if (gone) {
          down = true;
          return;
        }
        if (stop()) return;
        throw error;
      }
    }
  };
  /**
   * An action that checks the buyer's fund password. A check of a server killed mid-check keeps its
   * claim on the day's tries for a minute (account/safeword.ts: CLAIM_STALE_MS); with three such,
   * the buyer's next check is told to come back later (COMMON_RATE_LIMITED), as it should be: null,
   * and nothing was done.
   */
  const withFundPassword = async (path: string, params: Record<string, string>) => {
    const reply = await action(baseUrl, path, params);
    return reply.key === 'COMMON_RATE_LIMITED' ? null : reply;
  };
  const buyer = (b: Session['buyers'][number]) => async () => {
    const choice = random();
    if (choice < 0.5) {
      const quantity = 1 + Math.floor(random() * 3);
      const data = (await call('/api/order!submit.action', {
        token: b.token,
        orderInfo: `${seeded.listingId},-1,${quantity}`,
      })) as { orderList: { orderId: string }[] };
      const ids = data.orderList.map((o) => o.orderId);
      for (const orderId of ids) acks.submitted.push({ orderId, quantity, buyerId: b.id });
      if (random() < 0.8) {
        const paid = await withFundPassword('/api/order!pay.action', {
          token: b.token,
          orderId: ids.join(','),
          safeword: '123456',
        });
        if (paid && paid.code !== '0') throw new Error(`pay: ${paid.code} ${paid.key ?? ''} ${paid.msg}`);
        if (paid) acks.paid.push(...ids);
      } else {
        for (const orderId of ids) {
          await call('/api/order!cancel.action', { token: b.token, orderId });
          acks.cancelled.push(orderId);
        }
      }
    } else if (choice < 0.75) {
      const img = (await upload(baseUrl, b.token, await image(random), 'certificate')) as Reply;
      if (img.code !== '0') throw new Error(`certificate upload: ${img.msg}`);
      const open = (await call('/api/rechargeBlockchain!recharge_open.action', { token: b.token })) as {
        session_token: string;
      };
      const data = (await call('/api/rechargeBlockchain!recharge.action', {
        token: b.token,
        session_token: open.session_token,
        coin: 'USDT',
        blockchain_name: 'TRC20',
        amount: (10 + Math.floor(random() * 90)).toFixed(2),
        from: 'TXyz1234567890abcdefghijkLMNOPqrs',
        img: img.data as string,
      })) as { order_no: string };
      acks.deposits.push({ orderNo: data.order_no, userId: b.id });
    } else if (choice < 0.85) {
      const img = await upload(baseUrl, b.token, await image(random), 'avatar');
      if (img.code !== '0') throw new Error(`upload: ${img.msg}`);
      acks.uploads.push(img.data as string);
    } else {
      const open = (await call('/api/withdraw!withdraw_open.action', { token: b.token })) as {
        session_token: string;
      };
      const reply = await withFundPassword('/api/withdraw!apply.action', {
        token: b.token,
        session_token: open.session_token,
        safeword: '123456',
        amount: (10 + Math.floor(random() * 20)).toFixed(2),
      });
      // One withdrawal waits at a time per buyer, until finance pays it.
      if (!reply || reply.key === 'WALLET_WITHDRAW_IN_PROGRESS') return;
      if (reply.code !== '0') throw new Error(`withdraw: ${reply.code} ${reply.key ?? ''} ${reply.msg}`);
      acks.withdrawals.push({ orderNo: (reply.data as { order_no: string }).order_no, userId: b.id });
    }
  };
  const confirmed = new Set(acks.confirmed);
  const paidOut = new Set(acks.paidOut);
  const finance = async () => {
    const page = (await call('/admin/deposits!list.action', {
      token: session.finance,
      state: '0',
      pageSize: '50',
    })) as { pageList: { id: string; order_no: string }[] };
    for (const d of page.pageList) {
      if (!going()) return;
      if (confirmed.has(d.order_no)) continue;
      await call('/admin/deposits!confirm.action', { token: session.finance, id: d.id });
      confirmed.add(d.order_no);
      acks.confirmed.push(d.order_no);
    }
    const pending = (await call('/admin/withdrawals!list.action', {
      token: session.finance,
      state: '0',
      pageSize: '50',
    })) as { pageList: { id: string; order_no: string }[] };
    for (const w of pending.pageList) {
      if (!going()) return;
      if (paidOut.has(w.order_no)) continue;
      await call('/admin/withdrawals!pay.action', {
        token: session.finance,
        id: w.id,
        tx: `0x${Math.floor(random() * 2 ** 48).toString(16)}`,
      });
      paidOut.add(w.order_no);
      acks.paidOut.push(w.order_no);
    }
    if (page.pageList.length + pending.pageList.length === 0) await new Promise((r) => setTimeout(r, 20));
  };
  await Promise.all([...session.buyers.map((b) => lane(buyer(b))), lane(finance)]);
}

/**
 * What must hold of the marketplace whatever happened to it: the ledger check, the stock taken by
 * live orders, each buyer's balances against the orders, deposits and withdrawals that exist, every
 * private file's bytes; and every reply "0" in `acks` is still true. Returns the problems found.
 */
export async function verify(db: Db, place: Place, seeded: Seeded, acks: Acks): Promise<string[]> {
  const problems = (await checkLedger(db)).map((p) => `ledger ${p.rule} ${p.subject} ${p.detail}`);

  const [stock] = await db
    .select({
      left: systemGoods.stock,
      taken: sql<string>`(select coalesce(sum(i.quantity), 0) from ${orderItems} i join ${orders} o on o.id = i.order_id
        where i.goods_id = system_goods.id and o.status <> -1)::text`,
    })
    .from(systemGoods)
    .where(eq(systemGoods.id, seeded.goodsId));
  if (!stock || stock.left + Number(stock.taken) !== STOCK) {
    problems.push(`stock: ${stock?.left} left + ${stock?.taken} in live orders <> ${STOCK}`);
  }

  for (const b of seeded.buyers) {
    const sum = async (query: Promise<{ v: string | null }[]>) => amount((await query)[0]?.v ?? '0');
    const spent = await sum(
      db
        .select({ v: sql<string>`sum(${orders.totalAmount})::text` })
        .from(orders)
        .where(and(eq(orders.userId, b.id), sql`${orders.paidAt} is not null`)),
    );
    const credited = await sum(
      db
        .select({ v: sql<string>`sum(${deposits.credited})::text` })
        .from(deposits)
        .where(and(eq(deposits.userId, b.id), eq(deposits.state, 1))),
    );
    const withdrawn = await sum(
      db
        .select({ v: sql<string>`sum(${withdrawals.amount})::text` })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, b.id), inArray(withdrawals.state, [0, 1]))),
    );
    const waiting = await sum(
      db
        .select({ v: sql<string>`sum(${withdrawals.amount})::text` })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, b.id), eq(withdrawals.state, 0))),
    );
    const expected: Amount = amount(FUNDS).plus(credited).minus(spent).minus(withdrawn);
    const wallet = await balanceOf(db, { kind: 'wallet', userId: b.id });
    const held = await balanceOf(db, { kind: 'withdrawal_hold', userId: b.id });
    if (!wallet.eq(expected))
      problems.push(`buyer ${b.id}: wallet ${wallet.toFixed(2)}, rows say ${expected.toFixed(2)}`);
    if (!held.eq(waiting))
      problems.push(`buyer ${b.id}: held ${held.toFixed(2)}, waiting withdrawals ${waiting.toFixed(2)}`);
  }

  for (const file of await db.select().from(privateFiles)) {
    const bytes = await readFile(join(place.dataDir, 'private', file.path)).catch(() => undefined);
    if (!bytes) problems.push(`private file ${file.path} missing`);
    else if (createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
      problems.push(`private file ${file.path} has other bytes`);
    }
  }

  const ids = [...new Set(acks.submitted.map((s) => s.orderId))];
  const rows = new Map<string, { status: number; paidAt: Date | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    for (const r of await db
      .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(inArray(orders.id, ids.slice(i, i + 500)))) {
      rows.set(r.id, r);
    }
  }
  for (const s of acks.submitted)
    if (!rows.has(s.orderId)) problems.push(`order ${s.orderId} submitted ("0") is gone`);
  for (const id of acks.paid) {
    const row = rows.get(id);
    if (row && (!row.paidAt || row.status === 0))
      problems.push(`order ${id} paid ("0") is not paid (${row.status})`);
  }
  for (const id of acks.cancelled) {
    const row = rows.get(id);
    if (row && row.status !== -1) problems.push(`order ${id} cancelled ("0") has status ${row.status}`);
  }

  const depositRows = new Map(
    (
      await db.select({ orderNo: deposits.orderNo, id: deposits.id, state: deposits.state }).from(deposits)
    ).map((d) => [d.orderNo, d]),
  );
  for (const d of acks.deposits)
    if (!depositRows.has(d.orderNo)) problems.push(`deposit ${d.orderNo} ("0") is gone`);
  const postings = new Set(
    (
      await db
        .select({ businessId: ledgerTransactions.businessId })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.kind, 'deposit'))
    ).map((t) => t.businessId),
  );
  for (const orderNo of acks.confirmed) {
    const row = depositRows.get(orderNo);
    if (row?.state !== 1 || !postings.has(row.id))
      problems.push(`deposit ${orderNo} confirmed ("0") is not credited`);
  }
  const withdrawalStates = new Map(
    (await db.select({ orderNo: withdrawals.orderNo, state: withdrawals.state }).from(withdrawals)).map(
      (w) => [w.orderNo, w.state],
    ),
  );
  for (const w of acks.withdrawals) {
    if (!withdrawalStates.has(w.orderNo)) problems.push(`withdrawal ${w.orderNo} ("0") is gone`);
  }
  for (const orderNo of acks.paidOut) {
    if (withdrawalStates.get(orderNo) !== 1)
      problems.push(`withdrawal ${orderNo} paid out ("0") is not paid`);
  }

  for (const url of acks.uploads) {
    const path = join(place.dataDir, url.replace(/^\//, ''));
    if (
      !(await readFile(path).then(
        () => true,
        () => false,
      ))
    )
      problems.push(`upload ${url} ("0") is gone`);
  }
  return problems;
}
