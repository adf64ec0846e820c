import { SellerListingVo, sellerPanelEndpoints, type Endpoint } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { sellerGoods } from '../src/db/schema/index.js';
import type { TestApp } from './build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createLoggedInUser,
  createSeller,
  createSystemGood,
} from './factories.js';

// The seller panel's tests: shops with a logged-in owner, goods in the product library, and the
// panel's calls. Built from factories, never from the demo seed (DESIGN.md §8).

/** The path of a panel endpoint: `/seller/<name>.action`, or `/api/…` for the shared ones. */
export function panelPath(endpoint: Endpoint, wap = false): string {
  const family = endpoint.scope === 'seller' ? 'seller' : 'api';
  return `${wap ? '/wap' : ''}/${family}/${endpoint.name}.action`;
}

export const panel = sellerPanelEndpoints;

/** A shop whose owner is logged in: the shop, its owner and the owner's token. */
export async function sellerWithToken(t: TestApp, name?: string) {
  const { user, token } = await createLoggedInUser(t);
  const shop = await createSeller(t.db, { userId: user.id, ...(name ? { name } : {}) });
  return { shop, owner: user, token };
}

/** A buyer (no shop) and an operations operator, logged in: tokens the panel refuses. */
export async function outsiders(t: TestApp) {
  const buyer = await createLoggedInUser(t);
  const operator = await createLoggedInOperator(t, 'super_admin');
  return { buyer: buyer.token, operator: operator.token };
}

/** A good in the product library (on the platform's shelf) at a wholesale price. */
export async function libraryGood(
  t: TestApp,
  options: {
    systemPrice?: string;
    name?: string;
    names?: Record<string, string>;
    categoryId?: string;
    stock?: number;
  } = {},
) {
  const categoryId = options.categoryId ?? (await createCategory(t.db)).id;
  return createSystemGood(t.db, {
    categoryId,
    systemPrice: options.systemPrice ?? '10.00',
    ...(options.stock !== undefined ? { stock: options.stock } : {}),
    ...(options.name ? { name: options.name } : {}),
    ...(options.names ? { names: options.names } : {}),
  });
}

/** Lists a good in the shop through the panel (goods!addOrUpdate) and returns the listing. */
export async function listGood(
  t: TestApp,
  shop: { token: string },
  goodsId: string,
  sellingPrice = '15.00',
  extra: Record<string, string> = {},
) {
  const res = await callPanel(t)(sellerPanelEndpoints.addOrUpdate, shop.token, {
    goodsId,
    sellingPrice,
    ...extra,
  });
  if (res.code !== '0') throw new Error(`listing failed: ${res.key ?? res.msg}`);
  return SellerListingVo.parse(res.data);
}

/** Calls a panel endpoint with a token and parameters (in the query, as existing clients send them). */
export function callPanel(t: TestApp) {
  return (endpoint: Endpoint, token: string, params: Record<string, string | number> = {}) =>
    t.action(panelPath(endpoint), { ...params, ...(token ? { token } : {}) });
}

/** The shop's listings of a good, deleted ones included, straight from the table. */
export async function listingRows(t: TestApp, sellerId: string, goodsId?: string) {
  const rows = await t.db.select().from(sellerGoods).where(eq(sellerGoods.sellerId, sellerId));
  return goodsId ? rows.filter((r) => r.goodsId === goodsId) : rows;
}
