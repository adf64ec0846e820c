import { type OperatorRole } from '@caravan/contract';
import type { Browser } from '@playwright/test';
import {
  CONTEXT_DEFAULTS,
  DEMO_BUYER,
  DEMO_OPERATOR,
  DEMO_SELLER,
  api,
  check,
  simpleListings,
} from './harness';

// The data the route sweep (route-sweep.spec.ts) visits its routes with: the demo's listing, shop
// and orders, and a session for each role, prepared once (by a worker fixture of the sweep's, on
// its worker's server).

/** Who a route is visited as. */
export type Role = 'visitor' | 'buyer' | 'seller' | OperatorRole;

export type Fixtures = {
  listingId: string;
  goodsId: string;
  sellerId: string;
  /** The demo buyer's order that is paid and waits for the shop. */
  paidOrderId: string;
  /** The demo buyer's order that was shipped and received: it can be reviewed and returned. */
  receivedOrderId: string;
  buyerUserId: string;
  tokens: Record<Exclude<Role, 'visitor'>, string>;
};

/** Where the data is made: a browser for its requests and the server's address. */
type Target = { browser: Browser; baseUrl: string };

async function login(
  { browser, baseUrl }: Target,
  path: string,
  user: { username: string; password: string },
) {
  // A context of its own (its own cookies), as each sign-in is.
  const context = await browser.newContext({ baseURL: baseUrl, ...CONTEXT_DEFAULTS });
  try {
    const data = await api<{ token: string }>(context.request, baseUrl, path, user);
    return data.token;
  } finally {
    await context.close();
  }
}

/** Operators of the two roles the demo has none of, created once by the demo super admin. */
async function sweepOperator(ctx: Target, adminToken: string, role: OperatorRole) {
  const user = { username: `sweep${role.replace('_', '')}`, password: 'Sweep12345' };
  const res = await fetch(
    `${ctx.baseUrl}/admin/operator!create.action?${new URLSearchParams({ ...user, role })}`,
    { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` } },
  );
  const body = (await res.json()) as { code: string; msg: string };
  // Already there from an earlier run on the same data: sign in as it.
  check(body.code === '0' || /exist|taken/i.test(body.msg), `operator!create ${role}: ${body.msg}`);
  return login(ctx, '/admin/auth!login.action', user);
}

/**
 * What the routes show: a listing of the demo shop, an order of the demo buyer's that is paid and
 * one that was received (placed, purchased, shipped and received through the API), and a session
 * for each role.
 */
export async function prepare(browser: Browser, baseUrl: string): Promise<Fixtures> {
  const ctx: Target = { browser, baseUrl };
  const context = await browser.newContext({ baseURL: baseUrl, ...CONTEXT_DEFAULTS });
  try {
    const buyer = await login(ctx, '/api/user!newlogin.action', DEMO_BUYER);
    const seller = await login(ctx, '/api/user!newlogin.action', DEMO_SELLER);
    const superAdmin = await login(ctx, '/admin/auth!login.action', DEMO_OPERATOR);
    const { request } = context;
    const as = async <T>(token: string, action: string, params: Record<string, string> = {}) => {
      const res = await request.post(`${ctx.baseUrl}${action}?${new URLSearchParams(params)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { code: string; data: T; msg: string };
      check(body.code === '0', `${action}: ${body.msg}`);
      return body.data;
    };
    const sellerMe = await as<{ sellerId: string | null }>(seller, '/api/localuser!get.action');
    check(sellerMe.sellerId, 'the demo seller has a shop');
    const [listing, second] = await simpleListings(request, ctx.baseUrl, {
      lang: 'en',
      sellerId: sellerMe.sellerId,
      count: 2,
    });
    check(listing && second, 'the demo shop has two listings without options');
    const detail = await as<{ goodsId: string }>(buyer, '/api/sellerGoods!info.action', {
      sellerGoodsId: listing.id,
    });
    const countries = await as<{ data: { id: number; countryName: string }[] }>(
      buyer,
      '/api/address!listCountry.action',
      { countryName: 'Germany', lang: 'en' },
    );
    const germany = countries.data.find((c) => c.countryName === 'Germany');
    check(germany, 'Germany is in the country list');
    const [state] = (
      await as<{ data: { id: number }[] }>(buyer, '/api/address!listState.action', {
        countryId: String(germany.id),
      })
    ).data;
    check(state, 'Germany has states');
    const [city] = (
      await as<{ data: { id: number }[] }>(buyer, '/api/address!listCity.action', {
        stateId: String(state.id),
      })
    ).data;
    check(city, 'a German state has cities');
    await as(buyer, '/api/address!add.action', {
      use: '1',
      contacts: 'Amina Yusuf',
      phone: '+4915112345678',
      address: 'Harbour Road 12',
      postcode: '20457',
      countryId: String(germany.id),
      provinceId: String(state.id),
      cityId: String(city.id),
    });
    const addresses = await as<{ pageList: { id: string }[] }>(buyer, '/api/address!list.action');
    const addressId = addresses.pageList[0]?.id;
    check(addressId, 'the demo buyer has an address');
    const placeAndPay = async (listingId: string) => {
      const placed = await as<{ orderList: { orderId: string }[] }>(buyer, '/api/order!submit.action', {
        orderInfo: `${listingId},-1,1`,
        addressId,
      });
      const orderId = placed.orderList[0]!.orderId;
      await as(buyer, '/api/order!pay.action', { orderId, safeword: DEMO_BUYER.safeword });
      return orderId;
    };
    const paidOrderId = await placeAndPay(listing.id);
    const receivedOrderId = await placeAndPay(second.id);
    await as(seller, '/seller/orders!push.action', {
      orderId: receivedOrderId,
      safeword: DEMO_SELLER.safeword,
    });
    await as(superAdmin, '/admin/order!ship.action', {
      orderId: receivedOrderId,
      carrier: 'DHL',
      trackingNo: 'SWEEP0001',
    });
    await as(buyer, '/api/order!receipt.action', { orderId: receivedOrderId });
    const found = await as<{ pageList: { id: string; username: string }[] }>(
      superAdmin,
      '/admin/user!list.action',
      { keyword: DEMO_BUYER.username },
    );
    const tokens = {
      buyer,
      seller,
      super_admin: superAdmin,
      customer_service: await login(ctx, '/admin/auth!login.action', {
        username: 'support',
        password: 'Support1234',
      }),
      finance: await sweepOperator(ctx, superAdmin, 'finance'),
      operations: await sweepOperator(ctx, superAdmin, 'operations'),
    };
    return {
      listingId: listing.id,
      goodsId: detail.goodsId,
      sellerId: sellerMe.sellerId,
      paidOrderId,
      receivedOrderId,
      buyerUserId: found.pageList.find((u) => u.username === DEMO_BUYER.username)?.id ?? '',
      tokens,
    };
  } finally {
    await context.close();
  }
}
