import type { SellerOrderVo } from '@caravan/contract';
import { vi } from 'vitest';
import { errorReply } from '../../../test/factories';

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

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by path (`/seller/orders!list`, `/api/order!info`); anything else is
 * a not-found reply, so a missing handler shows in the test's assertions.
 */
export function servePaths(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname.replace(/\.action$/, '')];
    return handler ? handler(url.searchParams) : errorReply('1', 'COMMON_NOT_FOUND', 'not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, with their parameters and headers. */
export function callsTo(fetchMock: ReturnType<typeof servePaths>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
    }))
    .filter(({ url }) => url.pathname === `${path}.action`)
    .map(({ url, headers }) => ({ params: url.searchParams, headers }));
}
