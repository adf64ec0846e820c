// A shop's positive-review rate (highOpinion) comes from its goods' real reviews (issue 15): none
// before the first review, and it moves as each review lands, on the shop page and the product
// page alike, by the definition of "positive" the product's own review counts use.
import type { GoodsVo, SellerVo } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { orderBuyer, orderCalls, orderInfo, orderShop } from '../../../test/order-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
const { placed, pay, deliver } = orderCalls(() => t);

async function shopFigures(sellerId: string, sellerGoodsId: string) {
  const shop = (await t.action('/api/seller!info.action', { sellerId })).data as SellerVo;
  const good = (await t.action('/api/sellerGoods!info.action', { sellerGoodsId })).data as GoodsVo;
  expect(good.seller?.highOpinion).toBe(shop.highOpinion);
  expect(good.seller?.reviewNum).toBe(shop.reviewNum);
  return { rate: shop.highOpinion, reviews: shop.reviewNum };
}

/** A buyer's order of the listing, bought, purchased, shipped and received: ready for a review. */
async function receivedOrder(shop: Awaited<ReturnType<typeof orderShop>>) {
  const buyer = await orderBuyer(t, '100.00');
  const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
  expect((await pay(buyer.token, [id!])).code).toBe('0');
  const ops = (await createLoggedInOperator(t, 'operations')).token;
  await deliver(id!, { shop: shop.token, ops, buyer: buyer.token });
  return { token: buyer.token, orderId: id! };
}

async function review(order: { token: string; orderId: string }, sellerGoodsId: string, rating: number) {
  const res = await t.action('/api/evaluation!add.action', {
    token: order.token,
    orderId: order.orderId,
    sellerGoodsId,
    rating,
    evaluationType: 1,
    content: rating >= 4 ? 'Good kettle' : 'Arrived dented',
  });
  expect(res.code, res.msg).toBe('0');
}

describe('a shop’s positive-review rate', () => {
  it('is none before the first review, and follows each good and bad review', async () => {
    const shop = await orderShop(t, { funds: '100.00' });
    const first = await receivedOrder(shop);
    const second = await receivedOrder(shop);
    // Sold, but not yet reviewed: no rate (the page shows "–"), not 0 %.
    expect(await shopFigures(shop.shop.id, shop.listing.id)).toEqual({ rate: 0, reviews: 0 });

    await review(first, shop.listing.id, 5);
    expect(await shopFigures(shop.shop.id, shop.listing.id)).toEqual({ rate: 1, reviews: 1 });

    // One star: the stars decide the verdict (bad), whatever evaluationType an old client sends.
    await review(second, shop.listing.id, 1);
    expect(await shopFigures(shop.shop.id, shop.listing.id)).toEqual({ rate: 0.5, reviews: 2 });

    // The product's own counts use the same definition of positive.
    const counts = await t.action('/api/evaluation!countType.action', { goodId: shop.listing.id });
    expect(counts.data).toMatchObject({ positiveComments: '1', negativeComment: '1' });

    // What the trigger keeps equals a fresh count, for every shop.
    const drift = await t.db.execute(
      sql`select count(*)::int as n from caravan_seller_reviews_recount()
          where kept_reviews <> actual_reviews or kept_good <> actual_good`,
    );
    expect(Number((drift.rows[0] as { n: number }).n)).toBe(0);
  });

  it('rounds down: two positive reviews of three are 66.66 %, not 66.67 %', async () => {
    const shop = await orderShop(t, { funds: '100.00' });
    const orders = [await receivedOrder(shop), await receivedOrder(shop), await receivedOrder(shop)];
    await review(orders[0]!, shop.listing.id, 5);
    await review(orders[1]!, shop.listing.id, 4);
    await review(orders[2]!, shop.listing.id, 3);
    expect(await shopFigures(shop.shop.id, shop.listing.id)).toEqual({ rate: 0.6666, reviews: 3 });
  });
});
