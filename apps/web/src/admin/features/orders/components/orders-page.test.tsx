import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderVo, OperatorRole, OrderInfoVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setOperatorToken } from '../../../../lib/operator-auth';
import { okReply } from '../../../../test/factories';
import { makeOrderGoods, makeOrderInfo, makeOrderLog, orderGoodsPage } from '../../../../test/order-samples';
import { renderWithProviders } from '../../../../test/render';
import { serveActions, type ServedActions } from '../../../../test/serve-actions';
import AdminRoutes from '../../../admin-routes';

// Customer service's navigation counts waiting conversations over a websocket these tests do not play.
vi.mock('../../../../lib/realtime', () => ({
  useRealtimeFrame: () => undefined,
  useRealtimeConnected: () => true,
}));

const ORDER_ID = '00000000-0000-4000-8000-0000000000b1';

function makeRow(overrides: Partial<AdminOrderVo> = {}): AdminOrderVo {
  return {
    id: ORDER_ID,
    orderNo: 'O20260301000001',
    status: 2,
    returnStatus: 0,
    purchStatus: 1,
    goodsCount: 2,
    goodsName: 'Bamboo cutting board',
    goodsIcon: null,
    username: 'demobuyer',
    prizeReal: 25,
    fees: 3,
    tax: 1.5,
    totalAmount: 29.5,
    purchaseAmount: 20.5,
    profit: 9,
    createTime: '2026-03-01 09:00:00',
    payTime: '2026-03-01 09:05:00',
    pushTime: '2026-03-01 10:00:00',
    settleTime: '',
    remindTime: '',
    settled: 0,
    returnReason: null,
    returnDetail: '',
    sellerName: 'Harbour Supplies',
    carrier: '',
    trackingNo: '',
    refundNote: '',
    contacts: 'Dana Buyer',
    country: 'Portugal',
    city: 'Lisbon',
    ...overrides,
  };
}

/** The order's detail as order!info answers it for `row` (the rest as in makeOrderInfo). */
function makeInfo(row: AdminOrderVo): OrderInfoVo {
  return makeOrderInfo({
    id: row.id,
    orderNo: row.orderNo,
    createTime: row.createTime,
    status: row.status,
    pushTime: row.pushTime,
    payTime: row.payTime,
    settleTime: row.settleTime,
    username: row.username,
    contacts: row.contacts,
    country: row.country,
    city: row.city,
    prizeReal: row.prizeReal,
    prizeOriginal: row.prizeReal,
    profit: row.profit,
    fees: row.fees,
    tax: row.tax,
    totalAmount: row.totalAmount,
    goodsCount: row.goodsCount,
    purchStatus: row.purchStatus,
    sellerName: row.sellerName,
    returnStatus: row.returnStatus,
    returnReason: row.returnReason,
    returnDetail: row.returnDetail,
  });
}

let api: ServedActions;

/** Answers as the server would for an operator with `role`, listing `row`. */
function serveOrders(role: OperatorRole, row: AdminOrderVo) {
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-1', username: `${role}-op`, role }),
    'admin/chat!list': () =>
      okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0 } }),
    'admin/order!list': () =>
      okReply({ pageList: [row], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
    'admin/order!info': () => okReply({ orderInfo: makeInfo(row) }),
    'admin/order!listGoods': () => okReply(orderGoodsPage(makeOrderGoods())),
    'admin/orderLog!list': () =>
      okReply([
        makeOrderLog(row.id),
        makeOrderLog(row.id, {
          id: 2,
          kind: 'pushed',
          content: 'The seller purchased the order',
          createTime: 1772359200000,
        }),
      ]),
    'admin/order!ship': () => okReply(null),
    'admin/order!decideRefund': () => okReply(null),
    'admin/order!manualRefund': () => okReply(null),
  });
}

/** The requests to one path (`/admin/order!ship.action`). */
const callsTo = (path: string) => api.calls.filter(({ url }) => url.pathname === path);

const listCalls = () => callsTo('/admin/order!list.action').map(({ params }) => params);

function renderOrders(route = '/admin/orders') {
  setOperatorToken('operator-token');
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route },
  );
}

async function openOrder() {
  fireEvent.click(await screen.findByTestId('order-open'));
  return screen.findByTestId('order-detail');
}

beforeEach(() => {
  // Mantine's Select scrolls to the chosen option; jsdom has no scrolling.
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('the orders page: lists and filters', () => {
  it('starts an operator at the orders to ship (status 2)', async () => {
    serveOrders('operations', makeRow());
    renderOrders();
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByText('O20260301000001')).toBeTruthy();
    expect(within(row).getByText('Harbour Supplies')).toBeTruthy();
    expect(within(row).getByText('29.50')).toBeTruthy();
    expect(within(row).getByText('Purchased, to ship')).toBeTruthy();
    const [first] = listCalls();
    expect(first?.get('status')).toBe('2');
    expect(first?.has('refundStatus')).toBe(false);
  });

  it('asks for refund requests by refund status 1, and for all orders by the chosen status', async () => {
    serveOrders('operations', makeRow({ status: 6, returnStatus: 1 }));
    renderOrders();
    await screen.findByTestId('order-row');

    fireEvent.click(screen.getByRole('radio', { name: 'Refund requests' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('refundStatus')).toBe('1'));
    expect(listCalls().at(-1)?.has('status')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'All orders' }));
    await waitFor(() => expect(listCalls().at(-1)?.has('refundStatus')).toBe(false));
    expect(listCalls().at(-1)?.has('status')).toBe(false);

    fireEvent.click(screen.getByTestId('order-status-filter'));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Shipped', hidden: true }));
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('3'));
  });

  it('reads the list from the address and searches every order by number', async () => {
    serveOrders('operations', makeRow({ status: 3 }));
    renderOrders('/admin/orders?view=all&status=3');
    await screen.findByTestId('order-row');
    expect(listCalls()[0]?.get('status')).toBe('3');

    fireEvent.change(screen.getByTestId('order-search'), { target: { value: ' O20260301000001 ' } });
    fireEvent.click(screen.getByTestId('order-search-submit'));
    await waitFor(() => expect(listCalls().at(-1)?.get('orderNo')).toBe('O20260301000001'));
    expect(listCalls().at(-1)?.has('status')).toBe(false);
  });

  it('says when a queue is empty', async () => {
    serveActions({
      'admin/auth!me': () => okReply({ id: 'op-1', username: 'ops', role: 'operations' }),
      'admin/order!list': () =>
        okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0 } }),
    });
    renderOrders();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'No purchased orders are waiting to be shipped.',
    );
  });
});

describe('the order drawer', () => {
  it('shows the lines, the address and the timeline, read from the console’s own endpoints', async () => {
    serveOrders('operations', makeRow());
    renderOrders();
    const detail = await openOrder();
    expect(within(detail).getByTestId('order-address').textContent).toContain('Rua Augusta 10');
    expect((await within(detail).findAllByTestId('order-line')).length).toBe(1);
    expect((await within(detail).findAllByTestId('timeline-event')).map((e) => e.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('The seller purchased the order'),
    ]);
    const [info] = callsTo('/admin/order!info.action');
    expect(info?.params.get('orderId')).toBe(ORDER_ID);
    expect(info?.headers.get('Authorization')).toBe('Bearer operator-token');
    // The buyer's endpoints answer buyers and shops only: the console never calls them.
    for (const path of [
      '/api/order!info.action',
      '/api/order!listGoods.action',
      '/api/orderLog!list.action',
    ]) {
      expect(callsTo(path)).toHaveLength(0);
    }
    expect(callsTo('/admin/order!listGoods.action')).toHaveLength(1);
    expect(callsTo('/admin/orderLog!list.action')).toHaveLength(1);
  });

  it('ships only with a carrier and a tracking number', async () => {
    serveOrders('operations', makeRow());
    renderOrders();
    await openOrder();
    fireEvent.click(screen.getByTestId('order-ship'));
    fireEvent.click(await screen.findByTestId('ship-confirm'));
    expect(await screen.findByText('Enter the carrier')).toBeTruthy();
    expect(screen.getByText('Enter the tracking number')).toBeTruthy();
    expect(callsTo('/admin/order!ship.action')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('ship-carrier'), { target: { value: ' DHL ' } });
    fireEvent.change(screen.getByTestId('ship-tracking'), { target: { value: 'JD0146000012345' } });
    fireEvent.click(screen.getByTestId('ship-confirm'));
    expect(await screen.findByText('Order O20260301000001 is shipped')).toBeTruthy();
    const [ship] = callsTo('/admin/order!ship.action');
    expect(ship?.params.get('orderId')).toBe(ORDER_ID);
    expect(ship?.params.get('carrier')).toBe('DHL');
    expect(ship?.params.get('trackingNo')).toBe('JD0146000012345');
  });

  it('refuses a refund only with a reason', async () => {
    serveOrders(
      'operations',
      makeRow({ status: 6, returnStatus: 1, returnReason: 6, returnDetail: 'Cracked' }),
    );
    renderOrders('/admin/orders?view=refunds');
    const detail = await openOrder();
    expect(within(detail).getByTestId('order-refund').textContent).toContain('Arrived damaged');
    expect(screen.queryByTestId('order-ship')).toBeNull();

    fireEvent.click(screen.getByTestId('order-refuse'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason for this change')).toBeTruthy();
    expect(callsTo('/admin/order!decideRefund.action')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Photos show no damage' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('The refund of order O20260301000001 is refused')).toBeTruthy();
    const [decide] = callsTo('/admin/order!decideRefund.action');
    expect(decide?.params.get('approve')).toBe('0');
    expect(decide?.params.get('reason')).toBe('Photos show no damage');
  });

  it('approves a refund after a confirmation naming the amount', async () => {
    serveOrders('operations', makeRow({ status: 6, returnStatus: 1 }));
    renderOrders('/admin/orders?view=refunds');
    await openOrder();
    fireEvent.click(screen.getByTestId('order-approve'));
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('29.50 USDT');
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(callsTo('/admin/order!decideRefund.action')).toHaveLength(1));
    expect(callsTo('/admin/order!decideRefund.action')[0]?.params.get('approve')).toBe('1');
  });

  it('explains where a manual refund sends the money and requires a reason', async () => {
    serveOrders('operations', makeRow());
    renderOrders();
    await openOrder();
    fireEvent.click(screen.getByTestId('order-manual-refund'));
    const consequence = await screen.findByTestId('manual-refund-consequence');
    expect(consequence.textContent).toContain(
      "The buyer's payment of 29.50 USDT goes back to the buyer's wallet.",
    );
    expect(consequence.textContent).toContain(
      "The seller's purchase payment of 20.50 USDT goes back to the seller's wallet.",
    );
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason for this change')).toBeTruthy();
    expect(callsTo('/admin/order!manualRefund.action')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Seller cannot fulfil' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('Order O20260301000001 is refunded')).toBeTruthy();
    expect(callsTo('/admin/order!manualRefund.action')[0]?.params.get('reason')).toBe('Seller cannot fulfil');
  });

  it('gives customer service the order but no actions', async () => {
    serveOrders('customer_service', makeRow());
    renderOrders();
    // Those who only read start at every order.
    await screen.findByTestId('order-row');
    expect(listCalls()[0]?.has('status')).toBe(false);
    await openOrder();
    expect(await screen.findByTestId('order-timeline')).toBeTruthy();
    expect(screen.queryByTestId('order-actions')).toBeNull();
    expect(screen.queryByTestId('order-ship')).toBeNull();
  });
});
