import type { SellerOrderVo } from '@caravan/contract';

/** A paid order the shop has not purchased yet. */
export function makeSellerOrder(overrides: Partial<SellerOrderVo> = {}): SellerOrderVo {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    orderNo: 'O20260302000007',
    status: 1,
    returnStatus: 0,
    purchStatus: 0,
    goodsCount: 3,
    goodsName: 'Linen table runner',
    goodsIcon: null,
    username: 'd***r',
    prizeReal: 36,
    fees: 4,
    tax: 2,
    totalAmount: 42,
    purchaseAmount: 30.5,
    profit: 11.5,
    createTime: '2026-03-02 08:00:00',
    payTime: '2026-03-02 08:01:00',
    pushTime: '',
    settleTime: '',
    settled: 0,
    returnReason: null,
    returnDetail: '',
    ...overrides,
  };
}
