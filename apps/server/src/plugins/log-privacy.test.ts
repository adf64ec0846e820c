// No value a user sends reaches the log (issue 50): a marker goes through every served action's
// every parameter, in the query string of a POST with no body (as the existing clients send
// writes), a GET's query, a form body and a JSON body, alone (the rest of the request valid, so
// the request goes as far as it can) and all at once, with the session the action asks for; a
// broken JSON body and an upload's file name and fields carry one too. Then the whole log, at
// its most talkative level, must hold none of them. Only an id, a page number and the language
// keep their value in a log line (lib/redact.ts logUrl), so those parameters are sent as ids.
import * as contract from '@caravan/contract';
import { endpointPath, endpointsIn, type Endpoint } from '@caravan/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.js';
import { createCategory, createLoggedInOperator } from '../../test/factories.js';
import { describeParams, Rng, type Field } from '../../test/fuzz-values/fields.js';
import { toQuery } from '../../test/fuzz-values/encode.js';
import { validValue, type IdPools } from '../../test/fuzz-values/valid.js';
import { multipart } from '../../test/multipart.js';
import { orderBuyer, orderInfo, orderShop } from '../../test/order-fixtures.js';
import { randomPicture } from '../../test/uploads.js';
import { findSession } from '../modules/account/sessions.js';

const t = useTestApp({ rateLimitPerMinute: 0, logLevel: 'trace' });

/** The parameters whose values a log line keeps (logUrl): they are sent as what they are. */
const PLAIN =
  /^(?:lang|tz|loginType|pageNum|pageSize|page_no|page_size|id|[a-z][A-Za-z]*Id|[a-z]+_id|partyid|chatid)$/;

const contractEndpoints = new Map(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => endpointsIn(group))
    .map((e) => [endpointPath(e), e] as const),
);

type Actor = 'buyer' | 'seller' | 'operator';
const tokens: Record<Actor, string> = { buyer: '', seller: '', operator: '' };
const pools: Record<string, string[]> = {};

async function newBuyer(): Promise<string> {
  const buyer = await orderBuyer(t, '500.00');
  if (buyer.addressId) pools.addressId?.push(buyer.addressId);
  return buyer.token;
}
async function newSeller(): Promise<string> {
  const shop = await orderShop(t, {
    skus: [{ attributes: [{ attrName: 'Colour', attrValue: 'Red' }], stock: 9 }],
  });
  pools.sellerId?.push(shop.shop.id);
  pools.sellerGoodsId?.push(shop.listing.id);
  pools.goodsId?.push(shop.good.id);
  pools.skuId?.push(...shop.skus.map((s) => s.id));
  return shop.token;
}
const newOperator = async () => (await createLoggedInOperator(t, 'super_admin')).token;

/** A route may end its caller's session (logout, a password change, closing the account). */
async function keepSessionsAlive(): Promise<void> {
  const now = t.clock.now();
  if (!(await findSession(t.db, tokens.buyer, now))) tokens.buyer = await newBuyer();
  if (!(await findSession(t.db, tokens.seller, now))) tokens.seller = await newSeller();
  if (!(await findSession(t.db, tokens.operator, now))) tokens.operator = await newOperator();
}

beforeAll(async () => {
  for (const kind of [
    'sellerId',
    'sellerGoodsId',
    'goodsId',
    'skuId',
    'categoryId',
    'orderId',
    'addressId',
  ]) {
    pools[kind] = [];
  }
  tokens.seller = await newSeller();
  tokens.buyer = await newBuyer();
  tokens.operator = await newOperator();
  pools.categoryId?.push((await createCategory(t.db)).id);
  const placed = await t.action('/api/order!submit.action', {
    token: tokens.buyer,
    orderInfo: orderInfo([pools.sellerGoodsId?.[0] ?? '', pools.skuId?.[0] ?? null, 1]),
  });
  expect(placed.code, placed.msg).toBe('0');
  pools.orderId?.push(
    ...(placed.data as { orderList: { orderId: string }[] }).orderList.map((o) => o.orderId),
  );
}, 120_000);

function idPools(): IdPools {
  const all = Object.values(pools).flat();
  return {
    ...pools,
    id: all,
    any: all,
    partyid: pools.sellerId ?? [],
    goodId: pools.goodsId ?? [],
    contextId: [...(pools.orderId ?? []), ...(pools.sellerGoodsId ?? [])],
  };
}

const markers: string[] = [];
/** A value no log line may hold: letters and digits, so it reads the same percent-encoded. */
function marker(): string {
  const value = `mk${markers.length.toString(36).padStart(4, '0')}q${Math.random().toString(36).slice(2, 10)}`;
  markers.push(value);
  return value;
}

/** The marker in the field's place, in the shape the field takes where one is known. */
function markerFor(field: Field): string {
  const mark = marker();
  return /mail|target/i.test(field.name) ? `${mark}@example.com` : mark;
}

function actorFor(access: Endpoint['access']): Actor | undefined {
  if (access === 'user' || access === 'optional') return 'buyer';
  if (access === 'seller') return 'seller';
  if (typeof access === 'object') return 'operator';
  return undefined;
}

/** One request of each transport the action takes, its values in `values`. */
function requests(path: string, methods: readonly string[], values: [string, string][]): InjectOptions[] {
  const rng = new Rng(7);
  const query = toQuery(values, rng);
  const out: InjectOptions[] = [];
  if (methods.includes('POST')) {
    out.push({ method: 'POST', url: `${path}?${query}` });
    out.push({
      method: 'POST',
      url: path,
      payload: query,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    out.push({
      method: 'POST',
      url: path,
      payload: JSON.stringify(Object.fromEntries(values)),
      headers: { 'content-type': 'application/json' },
    });
  }
  if (methods.includes('GET')) out.push({ method: 'GET', url: `${path}?${query}` });
  return out;
}

async function send(options: InjectOptions, actor: Actor | undefined): Promise<void> {
  const headers = {
    ...(options.headers ?? {}),
    ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}),
  };
  const res = await t.app.inject({ ...options, headers });
  // A refusal is fine (most markers are no valid value); a 500 is a bug of its own.
  expect(res.statusCode, `${options.method} ${String(options.url).split('?')[0]}`).toBeLessThan(500);
}

describe('the log holds no value a user sent', () => {
  it('through every action’s every parameter, in every transport', async () => {
    const actions = t.app.deps.actions;
    expect(actions.length).toBeGreaterThan(150);
    const rng = new Rng(50);
    for (const action of actions) {
      const [path] = action.paths;
      if (!path) continue;
      const endpoint = contractEndpoints.get(path);
      const actor = actorFor(action.auth);
      await keepSessionsAlive();
      if (endpoint?.body === 'multipart') {
        const body = multipart(
          await randomPicture(),
          { moduleName: marker(), note: marker() },
          `${marker()}.png`,
        );
        await send({ method: 'POST', url: path, payload: body.payload, headers: body.headers }, actor);
        continue;
      }
      const fields = describeParams(action.params, 50);
      const valid = (f: Field) => validValue(f, { rng, pools: idPools(), text: true });
      const plain = (f: Field): [string, string] => [f.name, String(valid(f))];
      // Every field a marker at once, then each alone with the others valid.
      const all = fields.map((f): [string, string] =>
        PLAIN.test(f.name) ? plain(f) : [f.name, markerFor(f)],
      );
      for (const options of requests(path, action.methods, all)) await send(options, actor);
      for (const field of fields.filter((f) => !PLAIN.test(f.name))) {
        const values = fields.map((f): [string, string] => (f === field ? [f.name, markerFor(f)] : plain(f)));
        for (const options of requests(path, action.methods, values)) await send(options, actor);
        await keepSessionsAlive();
      }
      // A body that is not JSON: the parser's message quotes it.
      if (action.methods.includes('POST')) {
        await send(
          {
            method: 'POST',
            url: path,
            payload: `{"content":"${marker()}`,
            headers: { 'content-type': 'application/json' },
          },
          actor,
        );
      }
    }
    // Unknown parameters and pages are requests too.
    await send({ method: 'GET', url: `/searchResult?k=${marker()}` }, undefined);
    await send({ method: 'POST', url: `/api/nothing!here.action?email=${marker()}` }, undefined);
    // A body of a type no parser takes: the refusal's message names the type as sent.
    await send(
      {
        method: 'POST',
        url: '/api/user!logoff.action',
        payload: 'x',
        headers: { 'content-type': `text/${marker()}` },
      },
      'buyer',
    );

    expect(markers.length).toBeGreaterThan(500);
    const log = t.logs.join('\n');
    const found = markers.filter((m) => log.includes(m.replace(/@.*/, '')));
    expect(found, `${found.length} of ${markers.length} values reached the log`).toEqual([]);
  }, 600_000);
});
