import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { fakeIntersections } from '../../../test/intersection';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { makeOrderMain } from '../../../test/order-samples';
import { pageOf, renderOrderPage } from '../test/render-order-page';
import { MyOrderPage } from './my-order-page';
import type { OrderMainVo } from '@caravan/contract';

const COUNTS = {
  waitPayCount: '2',
  waitDeliverCount: '0',
  waitReceiptCount: '1',
  waitEvaluateCount: '0',
  refundCount: '0',
};

/** The list fails when the All tab is chosen; "Try again" then shows it. */
async function failsThenRetries(): Promise<void> {
  let fail = true;
  serveActions({
    'order!listMain': () =>
      fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'boom') : pageOf([makeOrderMain({ orderNo: 'BACK' })]),
    'order!countOrderStatus': () => okReply(COUNTS),
  });
  fireEvent.click(screen.getByRole('tab', { name: 'All' }));
  await screen.findByTestId('error-state');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('BACK')).toBeTruthy();
}

describe('MyOrderPage', () => {
  let orders: OrderMainVo[];
  let api: ServedActions;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    orders = [makeOrderMain()];
    api = serveActions({
      'order!listMain': () => pageOf(orders),
      'order!countOrderStatus': () => okReply(COUNTS),
      'order!cancel': () => okReply(null),
      'order!remind': () => okReply(null),
      'order!receipt': () => okReply(null),
    });
  });
  const renderList = (route = '/userInfo/my-order?index=2') =>
    renderOrderPage('/userInfo/my-order', <MyOrderPage />, route);
  const listCalls = () => callsTo(api, 'order!listMain');
  const cardOf = async (orderNo: string) =>
    (await screen.findByText(orderNo)).closest('[data-testid="order-card"]') as HTMLElement;

  it('asks for every order first, then for the status of the chosen tab, kept in the address', async () => {
    renderList();
    await screen.findAllByTestId('order-card');
    expect(listCalls()[0]?.has('status')).toBe(false);
    expect(listCalls()[0]?.get('pageSize')).toBe('20');

    fireEvent.click(screen.getByRole('tab', { name: /To be paid/ }));
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('0'));
    expect(screen.getByTestId('where').textContent).toBe('/userInfo/my-order?index=2&status=0');
    expect(screen.getByRole('tab', { name: /To be paid/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('-1'));

    // Arrow keys move along the tabs (and choose them).
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Cancelled' }), { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/userInfo/my-order?index=2'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'All' }), { key: 'ArrowRight' });
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('0'));
  });

  it('opens the tab the address names and shows the counts the server gives', async () => {
    renderList('/userInfo/my-order?index=2&status=3');
    await screen.findAllByTestId('order-card');
    expect(listCalls()[0]?.get('status')).toBe('3');
    expect(screen.getByRole('tab', { name: /To be received/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('order-tab-0-count').textContent).toContain('2'));
    expect(screen.getByTestId('order-tab-3-count').textContent).toContain('1');
    expect(screen.queryByTestId('order-tab-4-count')).toBeNull();
  });

  it('shows each card with shop, number, state, first goods, count and total', async () => {
    orders = [
      makeOrderMain({ orderNo: 'O1', status: 6, returnStatus: 1, goodsCount: 3, priceCount: 1234.5 }),
    ];
    renderList();
    const card = await cardOf('O1');
    expect(within(card).getByText('Harbour Supplies')).toBeTruthy();
    expect(within(card).getByText('Ceramic mug set')).toBeTruthy();
    expect(within(card).getByText('Items: 3')).toBeTruthy();
    expect(within(card).getByTestId('order-total').textContent).toBe('$1,234.50');
    expect(within(card).getByTestId('order-status').textContent).toBe('Refund / after-sales');
    expect(within(card).getByTestId('refund-status').textContent).toBe('Refund in progress');
  });

  it('offers only the actions each state allows', async () => {
    orders = [
      makeOrderMain({ orderNo: 'PENDING', status: 0 }),
      makeOrderMain({ orderNo: 'PAID', status: 1 }),
      makeOrderMain({ orderNo: 'SHIPPED', status: 3 }),
      makeOrderMain({ orderNo: 'RECEIVED', status: 4 }),
      makeOrderMain({ orderNo: 'DONE', status: 5 }),
      makeOrderMain({ orderNo: 'REFUNDING', status: 6, returnStatus: 1 }),
      makeOrderMain({ orderNo: 'CANCELLED', status: -1 }),
    ];
    renderList();
    const actionsOf = async (orderNo: string) =>
      within(await cardOf(orderNo))
        .queryAllByTestId(/^order-action-/)
        .map((button) => button.dataset.testid?.replace('order-action-', ''))
        .sort();
    expect(await actionsOf('PENDING')).toEqual(['cancel', 'details', 'pay']);
    expect(await actionsOf('PAID')).toEqual(['details', 'refund', 'remind']);
    expect(await actionsOf('SHIPPED')).toEqual(['details', 'logistics', 'receipt']);
    expect(await actionsOf('RECEIVED')).toEqual(['details', 'logistics', 'refund', 'review']);
    expect(await actionsOf('DONE')).toEqual(['details', 'logistics', 'refund']);
    expect(await actionsOf('REFUNDING')).toEqual(['details']);
    expect(await actionsOf('CANCELLED')).toEqual(['details']);
    // A shipped order says why it cannot be refunded yet.
    expect(within(await cardOf('SHIPPED')).getByTestId('refund-after-delivery')).toBeTruthy();
    expect(within(await cardOf('PAID')).queryByTestId('refund-after-delivery')).toBeNull();
    expect(
      within(await cardOf('RECEIVED'))
        .getByTestId('order-action-review')
        .getAttribute('href'),
    ).toMatch(/^\/userInfo\/order-evaluation\?id=/);
  });

  it('cancels with the reason chosen, and not without one', async () => {
    const order = makeOrderMain({ orderNo: 'PENDING', status: 0 });
    orders = [order];
    renderList();
    fireEvent.click(within(await cardOf('PENDING')).getByTestId('order-action-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeTruthy();
    expect(callsTo(api, 'order!cancel')).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('I ordered it twice'));
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));
    await waitFor(() => expect(callsTo(api, 'order!cancel')).toHaveLength(1));
    const [sent] = callsTo(api, 'order!cancel');
    expect(sent?.get('orderId')).toBe(order.id);
    expect(sent?.get('cancelReason')).toBe('2');
    expect(sent?.has('returnReason')).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).toBeNull());
  });

  it('reminds the seller once, then shows the order as reminded', async () => {
    orders = [
      makeOrderMain({ orderNo: 'PAID', status: 1 }),
      makeOrderMain({ orderNo: 'OLD', status: 2, reminded: true }),
    ];
    renderList();
    const old = within(await cardOf('OLD')).getByTestId('order-action-remind') as HTMLButtonElement;
    expect(old.disabled).toBe(true);
    expect(old.textContent).toBe('Reminded');

    const button = within(await cardOf('PAID')).getByTestId('order-action-remind') as HTMLButtonElement;
    expect(button.textContent).toBe('Remind seller to ship');
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('Reminded');
    fireEvent.click(button);
    expect(callsTo(api, 'order!remind')).toHaveLength(1);
  });

  it('marks the order reminded when the server says it already was', async () => {
    api = serveActions({
      'order!listMain': () => pageOf([makeOrderMain({ orderNo: 'PAID', status: 1 })]),
      'order!countOrderStatus': () => okReply(COUNTS),
      'order!remind': () => errorReply('1', 'ORDER_ALREADY_REMINDED', 'This order has been reminded'),
    });
    renderList();
    const button = within(await cardOf('PAID')).getByTestId('order-action-remind') as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
  });

  it('confirms receipt only after asking', async () => {
    const order = makeOrderMain({ orderNo: 'SHIPPED', status: 3 });
    orders = [order];
    renderList();
    fireEvent.click(within(await cardOf('SHIPPED')).getByTestId('order-action-receipt'));
    await screen.findByTestId('confirm-dialog');
    expect(callsTo(api, 'order!receipt')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(callsTo(api, 'order!receipt')).toHaveLength(1));
    expect(callsTo(api, 'order!receipt')[0]?.get('orderId')).toBe(order.id);
  });

  it('pages through 20 orders at a time', async () => {
    orders = [makeOrderMain()];
    api = serveActions({
      'order!listMain': (params) => pageOf(orders, 45, Number(params.get('pageNum'))),
      'order!countOrderStatus': () => okReply(COUNTS),
    });
    renderList('/userInfo/my-order?index=2&status=1');
    await screen.findAllByTestId('order-card');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('pageNum')).toBe('3'));
    expect(listCalls().at(-1)?.get('status')).toBe('1');
    expect(screen.getByTestId('where').textContent).toBe('/userInfo/my-order?index=2&status=1&page=3');
    expect(screen.queryByTestId('list-sentinel')).toBeNull();
  });

  it('says when a tab is empty, and offers a retry when the list fails', async () => {
    orders = [];
    renderList('/userInfo/my-order?index=2&status=5');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No orders in this state.');

    await failsThenRetries();
  });
});

describe('MyOrderPage on the mobile site', () => {
  let intersections: ReturnType<typeof fakeIntersections>;
  let orders: OrderMainVo[];
  let api: ServedActions;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    window.history.replaceState(null, '', '/wap/userInfo/my-order');
    intersections = fakeIntersections();
    // 45 orders: two full pages and a last one of five.
    orders = Array.from({ length: 45 }, (_, index) => makeOrderMain({ orderNo: `N${index + 1}`, status: 1 }));
    api = serveActions({
      'order!listMain': (params) => {
        const pageNum = Number(params.get('pageNum'));
        return pageOf(orders.slice((pageNum - 1) * 20, pageNum * 20), orders.length, pageNum);
      },
      'order!countOrderStatus': () => okReply(COUNTS),
      'order!remind': (params) => {
        orders = orders.map((order) =>
          order.id === params.get('orderId') ? { ...order, reminded: true } : order,
        );
        return okReply(null);
      },
    });
  });
  afterEach(() => intersections.restore());

  const renderList = (route = '/userInfo/my-order?index=2') =>
    renderOrderPage('/userInfo/my-order', <MyOrderPage />, route);
  const listCalls = () => callsTo(api, 'order!listMain');
  const cards = () => screen.getAllByTestId('order-card');

  it('adds the next 20 orders as the end of the list comes near, until the last, then says so', async () => {
    renderList('/userInfo/my-order?index=2&status=1');
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByTestId('list-end')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();

    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.getByText('N1')).toBeTruthy();
    expect(screen.getByText('N40')).toBeTruthy();
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(cards()).toHaveLength(45));

    expect(
      listCalls().map((call) => [call.get('pageNum'), call.get('pageSize'), call.get('status')]),
    ).toEqual([
      ['1', '20', '1'],
      ['2', '20', '1'],
      ['3', '20', '1'],
    ]);
    expect(screen.getByTestId('list-end').textContent).toBe('You have reached the end of the list.');
    expect(screen.queryByTestId('list-sentinel')).toBeNull();
  });

  it('starts another tab from its first page', async () => {
    renderList();
    await waitFor(() => expect(cards()).toHaveLength(20));
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(cards()).toHaveLength(40));

    fireEvent.click(screen.getByRole('tab', { name: /To be paid/ }));
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('0'));
    expect(listCalls().at(-1)?.get('pageNum')).toBe('1');
    await waitFor(() => expect(cards()).toHaveLength(20));
  });

  it('refreshes every page it has shown after an action on an order further down', async () => {
    renderList();
    await waitFor(() => expect(cards()).toHaveLength(20));
    intersections.show(screen.getByTestId('list-sentinel'));
    const card = (await screen.findByText('N33')).closest('[data-testid="order-card"]') as HTMLElement;
    const asked = listCalls().length;

    fireEvent.click(within(card).getByTestId('order-action-remind'));
    await waitFor(() => expect(callsTo(api, 'order!remind')).toHaveLength(1));
    await waitFor(() =>
      expect(
        listCalls()
          .slice(asked)
          .map((call) => call.get('pageNum')),
      ).toEqual(['1', '2']),
    );
    const again = (await screen.findByText('N33')).closest('[data-testid="order-card"]') as HTMLElement;
    await waitFor(() =>
      expect(within(again).getByTestId('order-action-remind').textContent).toBe('Reminded'),
    );
    expect(cards()).toHaveLength(40);
  });

  it('keeps the empty and the failure states', async () => {
    orders = [];
    renderList('/userInfo/my-order?index=2&status=5');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No orders in this state.');
    expect(screen.queryByTestId('infinite-list-end')).toBeNull();

    await failsThenRetries();
    expect(screen.getByTestId('list-end')).toBeTruthy();
  });
});
