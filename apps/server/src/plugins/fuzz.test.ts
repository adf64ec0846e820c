// Schema-driven fuzzing of every route (issue 22 §10): each route gets requests built from its own
// params schema, then spoiled with hostile values (negatives, NaN, 1e21, 2^53+1, huge and
// unstorable strings, lists, objects, `__proto__`, fields the server decides), in the query, a form
// and a JSON body, from a visitor, a buyer, a seller and an operator with real sessions. Nothing
// may answer HTTP 500 or outside the envelope and its route's reply schema, a refused request may
// change nothing, and nothing may reach Object.prototype.
//
// Replay: the seed is printed; FUZZ_SEED=<seed> runs the same requests, FUZZ_ROUTE=<path part>
// runs one route's (each route draws from its own stream, so they are the same requests),
// FUZZ_REQUESTS=<n> changes the total.
import * as contract from '@caravan/contract';
import { endpointPath, endpointsIn, type Endpoint } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createSystemGood,
  createUser,
} from '../../test/factories.js';
import { describeParams, Rng, seedFor } from '../../test/fuzz-values/fields.js';
import { type IdPools } from '../../test/fuzz-values/valid.js';
import { fund, orderBuyer, orderInfo, orderShop } from '../../test/order-fixtures.js';
import { onPostgres } from '../../test/test-db.js';
import { findSession } from '../modules/account/sessions.js';
import { buildCase, withTokens, type ActorName, type Case } from '../../test/fuzz-values/cases.js';

const SEED = Number(process.env.FUZZ_SEED ?? 2210);
const ONLY = process.env.FUZZ_ROUTE;
// PostgreSQL runs a tenth: the requests are the same, and what they test is input handling, which
// PGlite (behind the same node-postgres driver) already covers in full; the PostgreSQL share is
// for what only a real server can answer differently (its text and number limits, its errors).
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? (onPostgres() ? 5_000 : 50_000));

// Rate limits off (a limited request is not the input handling under test). Logs at warn: info
// writes two lines per request, and the file's closing scan for secrets compares every secret
// sent against every line, which at 50,000 requests would take minutes; the lines that matter
// here, the unexpected errors, are still written and scanned.
const t = useTestApp({ rateLimitPerMinute: 0, logLevel: 'warn' });

const allEndpoints = [
  ...new Map(
    Object.entries(contract)
      .filter(([name]) => name.endsWith('Endpoints'))
      .flatMap(([, group]) => endpointsIn(group))
      .map((e) => [endpointPath(e), e] as const),
  ).values(),
];
const endpoints = allEndpoints.filter((e) => !ONLY || endpointPath(e).includes(ONLY));

// Password checks (argon2, ~30 ms each) would take the whole budget: the routes that run one on
// most requests get fewer, the rest share what is left.
const SLOW =
  /newlogin|user!login|auth!login|registerNoVerifcode|Psw|Safeword|resetpsw|operator!create|beforeBind|logoff/;
const slowCount = Math.max(20, Math.round((60 * TOTAL) / 50_000));
const slowRoutes = allEndpoints.filter((e) => SLOW.test(e.name)).length;
const fastCount = Math.ceil((TOTAL - slowRoutes * slowCount) / (allEndpoints.length - slowRoutes));
const perRoute = (e: Endpoint) => (SLOW.test(e.name) ? slowCount : fastCount);

interface World {
  tokens: Record<ActorName, string | undefined>;
  pools: Record<string, string[]>;
}

const world: World = { tokens: { visitor: undefined, buyer: '', seller: '', operator: '' }, pools: {} };

async function newBuyer(): Promise<string> {
  const buyer = await orderBuyer(t, '5000.00');
  world.pools.userId?.push(buyer.user.id);
  if (buyer.addressId) world.pools.addressId?.push(buyer.addressId);
  return buyer.token;
}

async function newSeller(): Promise<string> {
  const shop = await orderShop(t, {
    skus: [{ attributes: [{ attrName: 'Colour', attrValue: 'Blue' }], stock: 50 }],
  });
  world.pools.sellerId?.push(shop.shop.id);
  world.pools.sellerGoodsId?.push(shop.listing.id);
  world.pools.goodsId?.push(shop.good.id);
  world.pools.skuId?.push(...shop.skus.map((s) => s.id));
  world.pools.userId?.push(shop.owner.id);
  return shop.token;
}

async function newOperator(): Promise<string> {
  const { op, token } = await createLoggedInOperator(t, 'super_admin');
  world.pools.operatorId?.push(op.id);
  return token;
}

const renew: Record<Exclude<ActorName, 'visitor'>, () => Promise<string>> = {
  buyer: newBuyer,
  seller: newSeller,
  operator: newOperator,
};
let renewed = 0;

/** A route may end its caller's session (logout, a password change, an operator disabling it). */
async function keepSessionsAlive(): Promise<boolean> {
  let changed = false;
  for (const name of ['buyer', 'seller', 'operator'] as const) {
    const token = world.tokens[name];
    if (token && (await findSession(t.db, token, t.clock.now()))) continue;
    world.tokens[name] = await renew[name]();
    renewed++;
    changed = true;
  }
  return changed;
}

beforeAll(async () => {
  for (const kind of ['userId', 'sellerId', 'sellerGoodsId', 'goodsId', 'skuId', 'categoryId', 'orderId']) {
    world.pools[kind] = [];
  }
  world.pools.addressId = [];
  world.pools.operatorId = [];
  await countWrites();
  world.tokens.seller = await newSeller();
  world.tokens.buyer = await newBuyer();
  world.tokens.operator = await newOperator();
  const category = await createCategory(t.db);
  const child = await createCategory(t.db, { parentId: category.id });
  world.pools.categoryId?.push(category.id, child.id);
  const other = await createSystemGood(t.db, { categoryId: child.id, stock: 5 });
  world.pools.goodsId?.push(other.id);
  const stranger = await createUser(t.db);
  await fund(t, stranger.id, '10.00');
  world.pools.userId?.push(stranger.id);
  // Orders to act on: one paid, one awaiting payment.
  const listing = world.pools.sellerGoodsId?.[0] ?? '';
  const sku = world.pools.skuId?.[0] ?? null;
  for (const pay of [true, false]) {
    const placed = await t.action('/api/order!submit.action', {
      token: world.tokens.buyer ?? '',
      orderInfo: orderInfo([listing, sku, 1]),
    });
    expect(placed.code, placed.msg).toBe('0');
    const ids = (placed.data as { orderList: { orderId: string }[] }).orderList.map((o) => o.orderId);
    world.pools.orderId?.push(...ids);
    if (pay) {
      await t.action('/api/order!pay.action', {
        token: world.tokens.buyer ?? '',
        orderId: ids.join(','),
        safeword: '123456',
      });
    }
  }
}, 120_000);

/** Parameter names → the ids they take; `any` holds every id, for the wrong kind of id. */
function pools(): IdPools {
  const p = world.pools;
  const all = Object.values(p).flat();
  return {
    ...p,
    id: all,
    any: all,
    partyid: [...(p.userId ?? []), ...(p.sellerId ?? [])],
    goodId: p.goodsId ?? [],
    sellerGoodsIds: p.sellerGoodsId ?? [],
    contextId: [...(p.orderId ?? []), ...(p.sellerGoodsId ?? [])],
    targetId: all,
  };
}

// What a refusal may change, by design (login-attempts.ts, safeword.ts, email-codes.ts): a wrong
// password counts against the account, user or operator, and locks it after a few; a wrong fund
// password counts against the day's allowance, and every fund-password check first claims one of
// the day's tries and then gives it back (`safeword_pending*`, ADR 039: the row ends as it was, but
// the triggers below count each statement); a wrong e-mail code counts its attempts. Without
// these exclusions a 20,000-request run saw refusal batches change users (order!pay, credit!pay,
// localuser!beforeBind) and email_codes (localuser!save_email). Every other column of every table
// must stay as it was.
const VOLATILE: Record<string, string[]> = {
  users: [
    'failed_logins',
    'locked_until',
    'locked_by',
    'safeword_fail_day',
    'safeword_fail_count',
    'safeword_pending',
    'safeword_pending_at',
  ],
  operators: ['failed_logins', 'locked_until'],
  email_codes: ['attempts'],
};

/**
 * Counts, per table, every row written from now on (an update only when it changes more than the
 * table's VOLATILE columns), in a table of the test's own. Hashing every row of every table
 * before and after each batch would cost more as the fuzz fills the tables; reading these
 * counters costs the same at the end as at the start, and a write rolled back is not counted.
 */
async function countWrites(): Promise<void> {
  const { rows } = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  await t.db.execute(sql`create table fuzz_writes (name text primary key, writes bigint not null)`);
  await t.db.execute(sql`grant all on fuzz_writes to public`);
  await t.db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE' and (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) then
          return null;
        end if;
        insert into fuzz_writes values (TG_TABLE_NAME, 1)
          on conflict (name) do update set writes = fuzz_writes.writes + 1;
        return null;
      end $$`),
  );
  for (const { name } of rows) {
    const ignored = (VOLATILE[name] ?? []).map((c) => `'${c}'`).join(', ');
    await t.db.execute(
      sql.raw(`create trigger fuzz_count_write after insert or update or delete on "${name}"
        for each row execute function fuzz_count_write(${ignored})`),
    );
  }
}

/**
 * The tables' write counters: equal before and after a batch means the batch wrote nothing. Product
 * views are written once a second (ADR 023), so the views of earlier requests are written first:
 * the counter's timer must not write them in the middle of a later batch of refusals.
 */
async function fingerprint(): Promise<Map<string, string>> {
  await t.app.deps.views.flush();
  const { rows } = await t.db.execute<{ name: string; writes: string }>(
    sql`select name, writes from fuzz_writes`,
  );
  return new Map(rows.map((r) => [r.name, String(r.writes)]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, writes]) => before.get(name) !== writes).map(([name]) => name);
}

const histogram = new Map<string, number>();
const keys = new Map<string, number>();
const sentPerRoute = new Map<string, number>();
let checkedBatches = 0;
const timing = { inject: 0, fingerprint: 0, sessions: 0 };
let cpuAtStart = process.cpuUsage();
let checkedRequests = 0;
const prototypeKeys = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort(),
};

function cpuMs(): number {
  const used = process.cpuUsage(cpuAtStart);
  return Math.round((used.user + used.system) / 1000);
}

/** An error log line, short: the error's type and message, and its cause's (a database error's). */
function logSummary(line: string): string {
  try {
    const { msg, err } = JSON.parse(line) as {
      msg?: string;
      err?: { type?: string; message?: string; stack?: string; cause?: { message?: string } };
    };
    const at = err?.stack?.split('\n')[1]?.trim() ?? '';
    return `${msg}: ${err?.type} ${err?.message?.slice(0, 200)} ${err?.cause?.message ?? ''} ${at}`;
  } catch {
    return line.slice(0, 600);
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function describeCase(e: Endpoint, c: Case): string {
  const body = c.inject.payload === undefined ? '' : String(c.inject.payload);
  return [
    `FUZZ_SEED=${SEED} FUZZ_ROUTE='${endpointPath(e)}' case #${c.index} as ${c.actor} via ${c.transport}: ${c.mutation}`,
    `  ${c.inject.method} ${c.inject.url?.toString().slice(0, 300)}`,
    body ? `  body ${body.slice(0, 300)}${body.length > 300 ? `…(${body.length} chars)` : ''}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** What is wrong with a reply, if anything: a 500, no envelope, or data outside the route's schema. */
function problemOf(e: Endpoint, status: number, text: string): string | undefined {
  if (status >= 500) return `HTTP ${status}: ${text.slice(0, 300)}`;
  if (status === 429) return 'HTTP 429 with the rate limits off';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON (HTTP ${status}): ${text.slice(0, 200)}`;
  }
  if (!body || typeof body !== 'object') return `not an envelope: ${text.slice(0, 200)}`;
  const env = body as Record<string, unknown>;
  if (typeof env.code !== 'string' || typeof env.msg !== 'string' || !('data' in env)) {
    return `not an envelope: ${text.slice(0, 200)}`;
  }
  if (env.code === '0') {
    if (status !== 200) return `success with HTTP ${status}`;
    const parsed = e.reply.safeParse(env.data);
    if (!parsed.success) return `data outside the reply schema: ${parsed.error.message.slice(0, 300)}`;
    return undefined;
  }
  if (env.data !== null || typeof env.key !== 'string')
    return `refusal without key or with data: ${text.slice(0, 200)}`;
  return undefined;
}

describe(`fuzzing every route from its params schema (seed ${SEED})`, () => {
  beforeAll(() => {
    cpuAtStart = process.cpuUsage();
    console.log(
      `fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED}; ${endpoints.length} routes, ${TOTAL} requests`,
    );
  });

  it.each(endpoints.map((e) => [endpointPath(e), e] as const))(
    '%s',
    async (path, e) => {
      const rng = new Rng(seedFor(SEED, path));
      const fields = describeParams(e.params, seedFor(SEED, `${path}:samples`));
      const count = perRoute(e);
      const failures: string[] = [];
      const cases = Array.from({ length: count }, (_, i) => buildCase(e, fields, rng, i, pools()));
      // What the schema refuses goes in long batches; what it takes, where the handler may still
      // refuse, in short ones, so that fewer of its batches hold a success (and go unchecked).
      const batches = [
        ...chunks(
          cases.filter((c) => c.expectRefusal),
          50,
        ),
        ...chunks(
          cases.filter((c) => !c.expectRefusal),
          10,
        ),
      ];
      let before = await fingerprint();
      for (const batch of batches) {
        let refusedAll = true;
        let sessionEnded = false;
        for (const c of batch) {
          const logged = t.logs.length;
          const sentAt = performance.now();
          const res = await t.app.inject(withTokens(c.inject, world.tokens));
          timing.inject += performance.now() - sentAt;
          const problem = problemOf(e, res.statusCode, res.body);
          let code = '?';
          let key = '';
          try {
            const body = res.json<{ code?: string; key?: string }>();
            code = String(body.code);
            key = body.key ?? '';
          } catch {
            // counted as '?' and reported by problemOf
          }
          if (code === '0') refusedAll = false;
          if (key === 'AUTH_SESSION_EXPIRED') sessionEnded = true;
          histogram.set(`${res.statusCode}/${code}`, (histogram.get(`${res.statusCode}/${code}`) ?? 0) + 1);
          if (key) keys.set(key, (keys.get(key) ?? 0) + 1);
          if (problem) {
            const errors = t.logs.slice(logged).map(logSummary);
            failures.push(
              `${describeCase(e, c)}\n  → ${problem}${errors.map((l) => `\n  log: ${l}`).join('')}`,
            );
          }
        }
        sentPerRoute.set(path, (sentPerRoute.get(path) ?? 0) + batch.length);
        let at = performance.now();
        const after = await fingerprint();
        timing.fingerprint += performance.now() - at;
        if (refusedAll) {
          const changed = changedTables(before, after);
          checkedBatches++;
          checkedRequests += batch.length;
          if (changed.length > 0) {
            failures.push(
              `a batch of refusals changed ${changed.join(', ')}:\n${batch.map((c) => describeCase(e, c)).join('\n')}`,
            );
          }
        }
        // A success may have ended a session (a logout, a password change, an operator disabling
        // an account): the next request with its token says so.
        at = performance.now();
        before = sessionEnded && (await keepSessionsAlive()) ? await fingerprint() : after;
        timing.sessions += performance.now() - at;
      }
      expect(failures.slice(0, 5).join('\n\n'), `${failures.length} failures`).toBe('');
    },
    120_000,
  );

  it('sent every request, with nothing added to the shared prototypes', () => {
    const total = [...sentPerRoute.values()].reduce((a, b) => a + b, 0);
    console.log(
      [
        `fuzz seed ${SEED}: ${total} requests to ${sentPerRoute.size} routes; ${renewed} sessions renewed`,
        `ms in inject ${Math.round(timing.inject)}, fingerprints ${Math.round(timing.fingerprint)}, sessions ${Math.round(timing.sessions)}; CPU ms ${cpuMs()}`,
        `refusal batches checked for no state change: ${checkedBatches} (${checkedRequests} requests)`,
        `status/code: ${[...histogram]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ×${n}`)
          .join(', ')}`,
        `refusals by key: ${[...keys]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ×${n}`)
          .join(', ')}`,
        `per route: ${[...sentPerRoute].map(([p, n]) => `${p} ${n}`).join(', ')}`,
      ].join('\n'),
    );
    expect(total).toBeGreaterThanOrEqual(ONLY ? 1 : TOTAL);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(prototypeKeys.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(prototypeKeys.fn);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
