import type { OrderGoodsVo, OrderInfoVo, OrderLogVo, OrderMainVo } from '@caravan/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../../app/providers';
import { okReply } from '../../../test/factories';

let sequence = 0;
export const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** A list item of order!listMain: pending payment unless told otherwise. */
export function makeOrderMain(overrides: Partial<OrderMainVo> = {}): OrderMainVo {
  const id = nextId();
  return {
    id,
    orderNo: `O2026${id.slice(-6)}`,
    partyId: nextId(),
    username: 'demobuyer',
    status: 0,
    goodsCount: 2,
    priceCount: 31.5,
    goodsFrom: 'Harbour Supplies',
    sellerId: nextId(),
    returnStatus: 0,
    fees: 3,
    tax: 1.5,
    sellerStatus: 0,
    createTime: '2026-03-01 08:00:00',
    reminded: false,
    goodsIcon: '/uploads/goods/mug.webp',
    goodsName: 'Ceramic mug set',
    ...overrides,
  };
}

/** order!info's orderInfo: a received order inside its return window unless told otherwise. */
export function makeOrderInfo(overrides: Partial<OrderInfoVo> = {}): OrderInfoVo {
  const id = nextId();
  return {
    id,
    orderNo: `O2026${id.slice(-6)}`,
    createTime: '2026-03-01 08:00:00',
    status: 4,
    pushTime: '2026-03-01 09:00:00',
    payTime: '2026-03-01 08:05:00',
    shipTime: '2026-03-02 10:00:00',
    receiptTime: '2026-03-05 12:00:00',
    settleTime: '',
    partyId: nextId(),
    username: 'demobuyer',
    phone: '+44 7700 900123',
    email: 'demobuyer@example.com',
    contacts: 'Ada Buyer',
    postcode: 'SW1A 1AA',
    country: 'United Kingdom',
    province: 'England',
    city: 'London',
    address: '10 Market Street',
    payStatus: 1,
    prizeReal: 27,
    prizeOriginal: 30,
    systemPrice: 18,
    profit: 9,
    fees: 3,
    tax: 1.5,
    discount: 3,
    totalAmount: 31.5,
    goodsCount: 2,
    purchStatus: 1,
    sellerDiscount: 0,
    sellerDiscountPrice: 0,
    sellerId: nextId(),
    sellerName: 'Harbour Supplies',
    returnStatus: 0,
    returnReason: null,
    returnDetail: '',
    cancelReason: null,
    refundNote: '',
    carrier: 'Caravan Express',
    trackingNo: 'CE123456789',
    reminded: false,
    payDeadline: 0,
    returnDeadline: Date.now() + 3 * 24 * 60 * 60 * 1000,
    ...overrides,
  };
}

/** One line of order!listGoods; `goodsId` is the listing (sellerGoods) id. */
export function makeOrderGoods(overrides: Partial<OrderGoodsVo> = {}): OrderGoodsVo {
  return {
    id: nextId(),
    attributes: [{ attrName: 'Colour', attrValue: 'Blue' }],
    skuId: nextId(),
    goodsId: nextId(),
    goodsName: 'Ceramic mug set',
    goodsNum: 2,
    goodsReal: 27,
    goodsIcon: '/uploads/goods/mug.webp',
    fees: 3,
    tax: 1.5,
    systemPrice: 9,
    profit: 9,
    totalCost: 22.5,
    sellingPrice: 13.5,
    isShelf: 1,
    isValid: 1,
    evaluated: 0,
    ...overrides,
  };
}

export function makeOrderLog(overrides: Partial<OrderLogVo> = {}): OrderLogVo {
  return {
    id: ++sequence,
    orderId: nextId(),
    kind: 'placed',
    params: {},
    content: 'Order placed',
    createTime: Date.UTC(2026, 2, 1, 8, 0, 0),
    ...overrides,
  };
}

export const pageOf = <T,>(items: T[], totalElements = items.length, pageNum = 1) =>
  okReply({ pageList: items, pageInfo: { pageNum, pageSize: 20, totalElements } });

/** Shows where the router is, so a test can tell the page moved on. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** Renders an order page at `route` inside the providers, with the other order pages as markers. */
export function renderOrderPage(path: string, page: ReactElement, route: string) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Providers>,
  );
}
