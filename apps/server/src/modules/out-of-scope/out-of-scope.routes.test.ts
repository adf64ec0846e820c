// What the existing clients call for features Caravan does not offer (issue 50, ADR 026): a read
// that fills a screen answers with nothing to show, any other action COMMON_NOT_SUPPORTED in the
// request's language — never a 404 — after the login the contract asks of it, changing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../../test/access-fixtures.js';
import { useTestApp, type Envelope } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { orderShop } from '../../../test/order-fixtures.js';

const t = useTestApp();
let buyer = '';
let seller = '';

beforeAll(async () => {
  buyer = (await createLoggedInUser(t)).token;
  seller = (await orderShop(t)).token;
});

async function get(path: string, params: Record<string, string> = {}): Promise<Envelope> {
  const res = await t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params).toString()}` });
  return {
    ...(res.json() as Omit<Envelope, 'status' | 'headers'>),
    status: res.statusCode,
    headers: res.headers,
  };
}

const REFUSED: [path: string, who: 'visitor' | 'buyer' | 'seller'][] = [
  ['/api/activity/lottery!getPoints.action', 'visitor'],
  ['/api/activity/lottery!draw.action', 'visitor'],
  ['/api/lottery!draw.action', 'visitor'],
  ['/api/user!LoginFree.action', 'visitor'],
  ['/api/user!resetpswByGoogle.action', 'visitor'],
  ['/api/googleauth!bind.action', 'buyer'],
  ['/api/kycHighLevel!apply.action', 'buyer'],
  ['/api/comp/add.action', 'buyer'],
  ['/api/promote!getPromoteData.action', 'buyer'],
  ['/wap/api/promote!teamList.action', 'buyer'],
  ['/seller/promotional!buy.action', 'seller'],
  ['/seller/seller!receiveBonus.action', 'seller'],
  ['/wap/seller/seller!receiveInviteRewards.action', 'seller'],
];

describe('logins first', () => {
  it('a user’s action refuses a visitor, a seller’s a buyer', async () => {
    for (const path of [
      '/api/googleauth!get.action',
      '/api/moneylog!addNotify.action',
      '/api/promote/level',
    ]) {
      expect((await t.action(path)).code, path).toBe('403');
    }
    for (const path of ['/seller/promotional!view.action', '/seller/seller!beforeReceiveBonus.action']) {
      expect(await t.action(path, { token: buyer }), path).toMatchObject({
        code: '1',
        key: 'AUTH_NOT_A_SELLER',
      });
    }
  });
});

describe('actions of features not offered', () => {
  it.each(REFUSED)('%s is refused with COMMON_NOT_SUPPORTED, changing nothing', async (path, who) => {
    const before = await databaseDigest(t);
    const token = who === 'buyer' ? buyer : who === 'seller' ? seller : undefined;
    const res = await t.action(path, { ...(token ? { token } : {}), lang: 'zh-CN', amount: '10' });
    expect(res).toMatchObject({ status: 200, code: '1', key: 'COMMON_NOT_SUPPORTED', data: null });
    expect(res.msg).toBe('此功能暂不提供。');
    expect(await databaseDigest(t)).toBe(before);
  });
});

describe('reads of features not offered: nothing to show', () => {
  it('the home page’s lottery: no activity', async () => {
    expect(await get('/api/activity/lottery!getCurrentActivity.action')).toMatchObject({
      code: '0',
      data: null,
    });
  });

  it('lists answer empty, a page at the page asked for', async () => {
    expect(
      (await t.action('/api/lottery!pageListMyPrize.action', { pageNum: '2', pageSize: '10' })).data,
    ).toEqual({ pageList: [], pageInfo: { pageNum: 2, pageSize: 10, totalElements: 0 } });
    expect((await t.action('/api/news!list_v2.action')).data).toEqual({
      pageList: [],
      pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0 },
    });
    expect((await t.action('/seller/promotional!my.action', { token: seller })).data).toMatchObject({
      pageList: [],
    });
    expect(await get('/api/malllevel!levelList.action')).toMatchObject({ code: '0', data: [] });
    expect(await get('/api/moneylog!addNotify.action', { token: seller })).toMatchObject({
      code: '0',
      data: [],
    });
  });

  it('a page number that is not one is refused, as on every paged action', async () => {
    expect(await t.action('/api/news!list_v2.action', { pageNum: 'abc' })).toMatchObject({
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'pageNum' },
    });
  });

  it('single things answer null; e-contract signing is off', async () => {
    for (const [path, token] of [
      ['/api/cms!get.action', ''],
      ['/api/news!get.action', ''],
      ['/api/malllevel!config.action', ''],
      ['/api/googleauth!get.action', buyer],
      ['/api/kycHighLevel!get.action', buyer],
      ['/api/promote/level', buyer],
      ['/api/moneylog!notifyCallback.action', buyer],
      ['/seller/promotional!view.action', seller],
      ['/seller/seller!beforeReceiveBonus.action', seller],
    ] as const) {
      expect(await t.action(path, token ? { token } : {}), path).toMatchObject({ code: '0', data: null });
    }
    expect(await t.action('/api/sysParaSign!info.action')).toMatchObject({
      code: '0',
      data: { enabled: false },
    });
  });
});
