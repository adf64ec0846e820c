// The id parameters of a shop's routes, the public ones and the console's (see checks.ts).
import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.js';
import type { AccessWorld } from '../access-fixtures.js';
import {
  refusal,
  as,
  CATEGORY,
  CONSOLE,
  GOOD,
  type IdRoute,
  LISTING,
  OWNED,
  REGION,
  refused,
  SHOP,
  SKU,
} from './checks.js';

export function shopIdRoutes(t: TestApp, w: () => AccessWorld): Record<string, IdRoute> {
  return {
    // ---- a shop's own objects, tried by shop B
    '/seller/orders!push.action': {
      ids: { orderId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/orders!push.action',
              as(w().shopB.token, { orderId: w().orders.paid, safeword: '123456' }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/coupon!save.action': {
      ids: { id: OWNED, categoryIds: CATEGORY },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/coupon!save.action',
              as(w().shopB.token, {
                id: w().coupon.id,
                title: 'Taken over',
                kind: 'amount',
                amount: '2',
                startTime: w().coupon.startsAt.getTime(),
                endTime: w().coupon.endsAt.getTime(),
                total: 10,
              }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/coupon!end.action': {
      ids: { couponId: OWNED },
      check: () =>
        refused(
          t,
          () => t.action('/seller/coupon!end.action', as(w().shopB.token, { couponId: w().coupon.id })),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/goods!update.action': {
      ids: { sellerGoodsId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/goods!update.action',
              as(w().shopB.token, { sellerGoodsId: w().shopA.listing.id, sellingPrice: '1.00' }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/goods!delete.action': {
      ids: { sellerGoodsId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/goods!delete.action',
              as(w().shopB.token, { sellerGoodsId: w().shopA.listing.id }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/goods!shelfBatch.action': {
      ids: { sellerGoodsIds: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/goods!shelfBatch.action',
              as(w().shopB.token, { sellerGoodsIds: w().shopA.listing.id, isShelf: 0 }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/goods!updateDisProBatch.action': {
      ids: { sellerGoodsIds: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/goods!updateDisProBatch.action',
              as(w().shopB.token, { sellerGoodsIds: w().shopA.listing.id, profitRatio: 1 }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/goods!sellerGoodsSkuInfo.action': {
      ids: { sellerGoodsId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/seller/goods!sellerGoodsSkuInfo.action',
              as(w().shopB.token, { sellerGoodsId: w().shopA.listing.id }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/seller/evaluation!list.action': {
      ids: { sellerGoodsId: OWNED },
      check: async () => {
        const res = await t.action(
          '/seller/evaluation!list.action',
          as(w().shopB.token, { sellerGoodsId: w().shopA.listing.id }),
        );
        // Shop B's reviews filtered by a listing not its own: none of shop A's, or not found.
        if (res.code === '0') expect(JSON.stringify(res.data)).not.toContain(w().review.id);
        else expect({ code: res.code, key: res.key }).toEqual(refusal('COMMON_NOT_FOUND'));
      },
    },

    // ---- public ids
    '/api/sellerGoods!list.action': { ids: { sellerId: SHOP, categoryId: CATEGORY } },
    '/api/sellerGoods!info.action': { ids: { sellerGoodsId: LISTING, skuId: SKU } },
    '/api/seller!info.action': { ids: { sellerId: SHOP } },
    '/api/seller!getCategory.action': { ids: { sellerId: SHOP } },
    '/api/category!sellerTree.action': { ids: { sellerId: SHOP } },
    '/api/sellerGoods!search.action': { ids: { categoryId: CATEGORY } },
    '/api/sellerGoods!searchSellerGoods.action': { ids: { sellerId: SHOP } },
    '/api/sellerGoods!search-goods.action': { ids: { goodsId: GOOD } },
    '/api/sellerGoods!categoryGoodCount.action': { ids: { sellerId: SHOP } },
    '/api/sellerGoods!categoryGoodList.action': { ids: { sellerId: SHOP, categoryId: CATEGORY } },
    '/api/evaluation!list.action': { ids: { sellerGoodsId: LISTING } },
    '/api/evaluation!countType.action': { ids: { goodId: LISTING } },
    '/api/sellerGoods!recommend_like.action': { ids: { sellerId: SHOP } },
    '/api/keepGoods!add.action': { ids: { sellerGoodsId: LISTING } },
    '/api/keepGoods!del.action': {
      ids: { sellerGoodsId: `${LISTING}; removes only the caller’s own favourite` },
    },
    '/api/focusSeller!add.action': { ids: { sellerId: SHOP } },
    '/api/focusSeller!del.action': { ids: { sellerId: `${SHOP}; removes only the caller’s own follow` } },
    '/api/cart!add.action': {
      ids: {
        sellerGoodsId: LISTING,
        skuId: SKU,
        sellerId: SHOP,
        tempId: 'a label the client puts on the caller’s own cart line; it names nothing',
      },
    },
    '/api/cart!update.action': {
      ids: { sellerGoodsId: `${LISTING}; changes only the caller’s own cart line`, skuId: SKU },
    },
    ...Object.fromEntries(
      [
        '/api/localuser!registerNoVerifcode.action',
        '/api/localuser!registerWithVerifcode.action',
        '/api/localuser!register_username.action',
      ].map((path) => [
        path,
        { ids: { captchaId: 'a slide challenge anyone may ask for; answering it (once) is the point' } },
      ]),
    ),
    '/api/address!add.action': { ids: { countryId: REGION, provinceId: REGION, cityId: REGION } },
    '/api/address!listState.action': { ids: { countryId: REGION } },
    '/api/address!listCity.action': { ids: { stateId: REGION } },
    '/seller/goods!addOrUpdate.action': { ids: { goodsId: GOOD } },
    '/seller/systemGoods!list.action': { ids: { categoryId: CATEGORY } },
    '/seller/goods!list.action': { ids: { categoryId: `${CATEGORY}; filters the caller’s own listings` } },

    // ---- the console
    '/admin/coupon!save.action': { ids: { id: CONSOLE, sellerId: CONSOLE, categoryIds: CONSOLE } },
    '/admin/coupon!end.action': { ids: { couponId: CONSOLE } },
    '/admin/sellerApplication!approve.action': { ids: { id: CONSOLE } },
    '/admin/sellerApplication!reject.action': { ids: { id: CONSOLE } },
    '/admin/credit!approve.action': { ids: { id: CONSOLE } },
    '/admin/credit!reject.action': { ids: { id: CONSOLE } },
    '/admin/chat!detail.action': { ids: { id: CONSOLE } },
    '/admin/chat!messages.action': { ids: { id: CONSOLE, message_id: CONSOLE } },
    '/admin/chat!claim.action': { ids: { id: CONSOLE } },
    '/admin/chat!send.action': { ids: { id: CONSOLE } },
    '/admin/chat!reassign.action': { ids: { id: CONSOLE, operatorId: CONSOLE } },
    '/admin/operator!update.action': { ids: { id: CONSOLE } },
    '/admin/user!get.action': { ids: { id: CONSOLE } },
    '/admin/user!disable.action': { ids: { id: CONSOLE } },
    '/admin/user!enable.action': { ids: { id: CONSOLE } },
    '/admin/user!unlock.action': { ids: { id: CONSOLE } },
    '/admin/user!lock.action': { ids: { id: CONSOLE } },
    '/admin/audit!list.action': { ids: { targetId: CONSOLE } },
    '/admin/systemGoods!list.action': { ids: { categoryId: CONSOLE } },
    '/admin/systemGoods!get.action': { ids: { id: CONSOLE } },
    '/admin/systemGoods!create.action': {
      ids: { categoryId: CONSOLE, secondaryCategoryId: CONSOLE, 'skus.id': CONSOLE },
    },
    '/admin/systemGoods!update.action': {
      ids: { id: CONSOLE, categoryId: CONSOLE, secondaryCategoryId: CONSOLE, 'skus.id': CONSOLE },
    },
    '/admin/systemGoods!shelf.action': { ids: { id: CONSOLE } },
    '/admin/sellerGoods!list.action': { ids: { sellerId: CONSOLE } },
    '/admin/sellerGoods!updateTerms.action': { ids: { sellerGoodsId: CONSOLE } },
    '/admin/category!create.action': { ids: { parentId: CONSOLE } },
    '/admin/category!update.action': { ids: { id: CONSOLE, parentId: CONSOLE } },
    '/admin/category!delete.action': { ids: { id: CONSOLE } },
    '/admin/banner!update.action': { ids: { id: CONSOLE } },
    '/admin/banner!delete.action': { ids: { id: CONSOLE } },
    '/admin/deposits!confirm.action': { ids: { id: CONSOLE } },
    '/admin/deposits!reject.action': { ids: { id: CONSOLE } },
    '/admin/depositChannels!save.action': { ids: { id: CONSOLE } },
    '/admin/withdrawals!pay.action': { ids: { id: CONSOLE } },
    '/admin/withdrawals!reject.action': { ids: { id: CONSOLE } },
    '/admin/withdrawals!bankDetails.action': { ids: { id: CONSOLE } },
    '/admin/order!list.action': { ids: { orderNo: CONSOLE } },
    '/admin/order!info.action': { ids: { orderId: CONSOLE } },
    '/admin/order!listGoods.action': { ids: { orderId: CONSOLE } },
    '/admin/orderLog!list.action': { ids: { orderId: CONSOLE } },
    '/admin/order!ship.action': { ids: { orderId: CONSOLE } },
    '/admin/order!decideRefund.action': { ids: { orderId: CONSOLE } },
    '/admin/order!manualRefund.action': { ids: { orderId: CONSOLE } },
  };
}
