// The id parameters of a buyer's routes and of chat (see checks.ts).
import type { TestApp } from '../build-test-app.js';
import type { AccessWorld } from '../access-fixtures.js';
import { creditFixtures } from '../credit-fixtures.js';
import {
  as,
  CURSOR_ONLY,
  type IdRoute,
  COUPON,
  LISTING,
  OWNED,
  REGION,
  refused,
  SHOP,
  showsNothingOfA,
  SKU,
  strangersToOrder,
} from './checks.js';

export function buyerIdRoutes(t: TestApp, w: () => AccessWorld): Record<string, IdRoute> {
  return {
    // ---- a buyer's own objects, tried by buyer B
    '/api/notification!message.detail': {
      ids: { id: OWNED },
      check: () =>
        refused(
          t,
          () => t.action('/api/notification!message.detail', as(w().buyerB.token, { id: w().notice.id })),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/notification!message.read': {
      ids: { id: OWNED },
      check: () =>
        refused(
          t,
          () => t.action('/api/notification!message.read', as(w().buyerB.token, { id: w().notice.id })),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/address!edit.action': {
      ids: { id: OWNED, countryId: REGION, provinceId: REGION, cityId: REGION },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/address!edit.action',
              as(w().buyerB.token, {
                id: w().buyerA.addressId ?? '',
                contacts: 'Mallory',
                phone: '+49 89 1234 5678',
                address: 'Leopoldstraße 1',
                countryId: 82,
                provinceId: 3009,
                cityId: 27540,
              }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/address!del.action': {
      ids: { id: OWNED },
      check: () =>
        refused(
          t,
          () => t.action('/api/address!del.action', as(w().buyerB.token, { id: w().buyerA.addressId ?? '' })),
          'COMMON_NOT_FOUND',
        ),
    },
    // ---- coupons: anyone may name a listed coupon; only its holder may use it
    '/api/coupon!list.action': { ids: { sellerId: SHOP, sellerGoodsId: LISTING } },
    '/api/coupon!claim.action': { ids: { couponId: COUPON } },
    '/api/order!quote.action': {
      // A coupon the caller holds (another's: COUPON_NOT_HELD, as one never claimed).
      ids: { couponIds: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/order!quote.action',
              as(w().buyerB.token, { orderInfo: `${w().shopA.listing.id},-1,1`, couponIds: w().coupon.id }),
            ),
          'COUPON_NOT_HELD',
        ),
    },
    '/api/order!submit.action': {
      ids: { addressId: OWNED, couponIds: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/order!submit.action',
              as(w().buyerB.token, {
                orderInfo: `${w().shopA.listing.id},-1,1`,
                addressId: w().buyerA.addressId ?? '',
              }),
            ),
          'COMMON_NOT_FOUND',
        ).then(() =>
          refused(
            t,
            () =>
              t.action(
                '/api/order!submit.action',
                as(w().buyerB.token, { orderInfo: `${w().shopA.listing.id},-1,1`, couponIds: w().coupon.id }),
              ),
            'COUPON_NOT_HELD',
          ),
        ),
    },
    '/api/order!pay.action': {
      ids: { orderId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/order!pay.action',
              as(w().buyerB.token, { orderId: w().orders.unpaid, safeword: '123456' }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/order!cancel.action': {
      ids: { orderId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/order!cancel.action',
              as(w().buyerB.token, { orderId: w().orders.unpaid, returnReason: 1 }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/order!remind.action': {
      ids: { orderId: OWNED },
      check: () =>
        refused(
          t,
          () => t.action('/api/order!remind.action', as(w().buyerB.token, { orderId: w().orders.paid })),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/order!receipt.action': {
      ids: { orderId: OWNED },
      check: () =>
        refused(
          t,
          () => t.action('/api/order!receipt.action', as(w().buyerB.token, { orderId: w().orders.paid })),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/order!returns.action': {
      ids: { orderId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/order!returns.action',
              as(w().buyerB.token, { orderId: w().orders.paid, returnReason: 1 }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    // The buyer's or the shop's: anyone else, an operator included, is a stranger (issue 50).
    '/api/order!info.action': {
      ids: { orderId: OWNED },
      check: () => strangersToOrder(t, w, '/api/order!info.action'),
    },
    '/api/order!listGoods.action': {
      ids: { orderId: OWNED },
      check: () => strangersToOrder(t, w, '/api/order!listGoods.action'),
    },
    '/api/orderLog!list.action': {
      ids: { orderId: OWNED },
      check: () => strangersToOrder(t, w, '/api/orderLog!list.action'),
    },
    '/api/evaluation!add.action': {
      ids: { orderId: OWNED, sellerGoodsId: LISTING, skuId: SKU },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/evaluation!add.action',
              as(w().buyerB.token, {
                orderId: w().orders.paid,
                sellerGoodsId: w().shopA.listing.id,
                evaluationType: 1,
                rating: 1,
                content: 'Mallory’s review',
              }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/evaluation!addList.action': {
      ids: {
        orderId: OWNED,
        'evaluations.sellerGoodsId': LISTING,
        'evaluations.skuId': SKU,
        'evaluationAdds.sellerGoodsId': LISTING,
        'evaluationAdds.skuId': SKU,
      },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/evaluation!addList.action',
              {},
              {
                headers: { authorization: `Bearer ${w().buyerB.token}`, 'content-type': 'application/json' },
                payload: JSON.stringify({
                  orderId: w().orders.paid,
                  evaluations: [
                    {
                      sellerGoodsId: w().shopA.listing.id,
                      evaluationType: 1,
                      rating: 1,
                      content: 'Mallory’s review',
                    },
                  ],
                }),
              },
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/credit!beforepay.action': {
      ids: { creditId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/credit!beforepay.action',
              as(w().buyerB.token, { creditId: w().credits.loaned.id }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/credit!pay.action': {
      ids: { creditId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/credit!pay.action',
              as(w().buyerB.token, { creditId: w().credits.loaned.id, safeword: '123456' }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/credit!beforereapply.action': {
      ids: { creditId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/credit!beforereapply.action',
              as(w().buyerB.token, { creditId: w().credits.failed.id }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/credit!apply.action': {
      ids: { creditId: OWNED, countryId: REGION },
      check: async () => {
        const { borrower, application } = creditFixtures(t);
        const b = await borrower();
        const params = await application(b.token, { creditId: w().credits.failed.id });
        await refused(t, () => t.action('/api/credit!apply.action', params), 'COMMON_NOT_FOUND');
      },
    },
    '/api/rechargeBlockchain!get.action': {
      ids: { order_no: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/rechargeBlockchain!get.action',
              as(w().buyerB.token, { order_no: w().deposit.orderNo }),
            ),
          'COMMON_NOT_FOUND',
        ),
    },
    '/api/withdraw!get.action': {
      ids: { order_no: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action('/api/withdraw!get.action', as(w().buyerB.token, { order_no: w().withdrawal.orderNo })),
          'COMMON_NOT_FOUND',
        ),
    },
    // ---- chat: a buyer names a shop (public); a shop names a buyer who wrote to it (owned)
    '/api/newOnlinechat!list.action': {
      ids: { message_id: OWNED },
      check: () =>
        showsNothingOfA(t, () =>
          t.action('/api/newOnlinechat!list.action', as(w().buyerB.token, { message_id: 2 ** 31 - 1 })),
        ),
    },
    '/api/newOnlinechat!send.action': {
      ids: { contextId: OWNED },
      check: () =>
        refused(
          t,
          () =>
            t.action(
              '/api/newOnlinechat!send.action',
              as(w().buyerB.token, {
                type: 'text',
                content: 'hi',
                contextType: 2,
                contextId: w().orders.paid,
              }),
            ),
          'COMMON_PARAM_INVALID',
        ),
    },
    '/api/public/userOnlineChatController!list.action': {
      ids: { partyid: OWNED, message_id: CURSOR_ONLY },
      check: async () => {
        const path = '/api/public/userOnlineChatController!list.action';
        await refused(
          t,
          () => t.action(path, as(w().shopB.token, { partyid: w().buyerA.user.id, loginType: 'shop' })),
          'COMMON_NOT_FOUND',
        );
        // As a buyer, partyid is a shop: buyer B sees B's conversation with it, never A's.
        await showsNothingOfA(t, () =>
          t.action(
            path,
            as(w().buyerB.token, { partyid: w().shopA.shop.id, loginType: 'user', message_id: 2 ** 31 - 1 }),
          ),
        );
        await showsNothingOfA(t, () =>
          t.action(path, as(w().buyerB.token, { partyid: w().shopA.shop.id, loginType: 'user' })),
        );
      },
    },
    '/api/public/userOnlineChatController!send.action': {
      ids: { partyid: OWNED, contextId: OWNED },
      check: async () => {
        const path = '/api/public/userOnlineChatController!send.action';
        await refused(
          t,
          () =>
            t.action(
              path,
              as(w().shopB.token, {
                partyid: w().buyerA.user.id,
                loginType: 'shop',
                type: 'text',
                content: 'hi',
              }),
            ),
          'COMMON_NOT_FOUND',
        );
        await refused(
          t,
          () =>
            t.action(
              path,
              as(w().buyerB.token, {
                partyid: w().shopA.shop.id,
                loginType: 'user',
                type: 'text',
                content: 'hi',
                contextType: 2,
                contextId: w().orders.paid,
              }),
            ),
          'COMMON_PARAM_INVALID',
        );
      },
    },
  };
}
