import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PurchasedGoodsVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../lib/cart';
import { getToasts } from '../../../lib/toast';
import { makeLocalUser, okReply } from '../../../test/factories';
import { requestsTo, serveActions } from '../../../test/serve-actions';
import { pageOf, renderOrderPage } from '../test/render-order-page';
import { PurchaseHistoryPage } from './purchase-history-page';

const USERCODE = '100007';
const storedCart = (): CartItem[] =>
  JSON.parse(window.localStorage.getItem(`ES_SHOP_CART_${USERCODE}`) ?? '[]') as CartItem[];

function bought(overrides: Partial<PurchasedGoodsVo>): PurchasedGoodsVo {
  return {
    id: 'line-1',
    orderId: 'order-1',
    orderNo: 'O2026030100001',
    buyTime: '2026-03-01 09:05:00',
    sellerGoodsId: 'listing-1',
    skuId: '-1',
    goodsName: 'Linen runner',
    goodsIcon: null,
    attributes: [],
    goodsNum: 2,
    paidPrice: 12.5,
    sellerId: 'shop-1',
    sellerName: 'Harbour Supplies',
    sellingPrice: 13,
    buyMin: 1,
    isValid: 1,
    ...overrides,
  };
}

describe('PurchaseHistoryPage', () => {
  beforeEach(() => window.localStorage.setItem('ES_TOKEN', 'tok'));

  it('lists the bought goods, newest first as the server sends them, and buys one again', async () => {
    const api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'order!purchased': () =>
        pageOf(
          [
            bought({
              id: 'line-2',
              sellerGoodsId: 'listing-2',
              skuId: 'sku-blue',
              goodsName: 'Ceramic mug',
              attributes: [{ attrName: 'Colour', attrValue: 'Blue' }],
              sellingPrice: 8,
              buyMin: 2,
            }),
            bought({ isValid: 0 }),
          ],
          41,
        ),
    });
    renderOrderPage('/userInfo/purchase-history', <PurchaseHistoryPage />, '/userInfo/purchase-history');
    const rows = await screen.findAllByTestId('purchased-goods');
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(['Ceramic mug', 'Linen runner']);
    expect(within(rows[1]!).getByTestId('purchased-off').textContent).toBe('No longer on sale');
    expect(within(rows[1]!).queryByTestId('buy-again')).toBeNull();
    expect(requestsTo(api, 'order!purchased')[0]?.params.get('pageSize')).toBe('20');
    // 41 goods: three pages.
    expect(screen.getByRole('navigation', { name: 'Purchase history pages' })).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByTestId('buy-again'));
    await waitFor(() => expect(storedCart()).toHaveLength(1));
    expect(storedCart()[0]).toMatchObject({
      id: 'listing-2',
      skuId: 'sku-blue',
      name: 'Ceramic mug',
      checkAttrName: 'Colour: Blue',
      price: 8,
      buyMin: 2,
      count: 2,
      seller: { id: 'shop-1', name: 'Harbour Supplies' },
    });
    expect(getToasts().map((toast) => toast.kind)).toContain('success');
  });

  it('invites a buyer who has bought nothing to shop', async () => {
    serveActions({ 'order!purchased': () => pageOf([]) });
    renderOrderPage('/userInfo/purchase-history', <PurchaseHistoryPage />, '/userInfo/purchase-history');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'You have not bought anything yet.',
    );
  });
});
