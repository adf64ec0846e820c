import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderInfoVo, OrderLogVo } from '@caravan/contract';
import { errorReply, okReply } from '../../../test/factories';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { makeOrderGoods, makeOrderLog, makeReceivedOrder } from '../../../test/order-samples';
import { pageOf, renderOrderPage } from '../test/render-order-page';
import { OrderDetailPage } from './order-detail-page';

const at = (day: number, hour: number) => Date.UTC(2026, 2, day, hour, 0, 0);

describe('OrderDetailPage', () => {
  let info: OrderInfoVo;
  let logs: OrderLogVo[];
  let api: ServedActions;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    info = makeReceivedOrder({ status: 3, receiptTime: '', returnDeadline: 0 });
    // Sent out of order on purpose: the page orders them itself.
    logs = [
      makeOrderLog(info.id, { kind: 'placed', content: 'Order placed', createTime: at(1, 8) }),
      makeOrderLog(info.id, { kind: 'arrived', content: 'Arrived at Rotterdam hub', createTime: at(3, 9) }),
      makeOrderLog(info.id, { kind: 'paid', content: 'Order paid', createTime: at(1, 9) }),
      makeOrderLog(info.id, {
        kind: 'shipped',
        content: 'Shipped with Caravan Express',
        createTime: at(2, 10),
      }),
      makeOrderLog(info.id, {
        kind: 'out_for_delivery',
        content: 'Out for delivery in London',
        createTime: at(4, 7),
      }),
    ];
    api = serveActions({
      'order!info': () => okReply({ orderInfo: info }),
      'order!listGoods': () =>
        pageOf([makeOrderGoods({ goodsName: 'Linen runner', goodsNum: 3, sellingPrice: 9, goodsReal: 27 })]),
      'orderLog!list': () => okReply(logs),
      'order!receipt': () => okReply(null),
    });
  });
  const renderDetail = (id = info.id) =>
    renderOrderPage('/userInfo/order-detail', <OrderDetailPage />, `/userInfo/order-detail?id=${id}`);

  it('puts “Contact seller” with the shop, and a discounted line after its list price', async () => {
    info = makeReceivedOrder({
      status: 3,
      receiptTime: '',
      returnDeadline: 0,
      sellerName: 'Harbour Supplies',
    });
    api = serveActions({
      'order!info': () => okReply({ orderInfo: info }),
      'order!listGoods': () =>
        pageOf([makeOrderGoods({ goodsNum: 1, listPrice: 10.2, sellingPrice: 9.58, goodsReal: 9.58 })]),
      'orderLog!list': () => okReply(logs),
    });
    renderDetail();
    const shop = await screen.findByTestId('order-shop');
    expect(shop.textContent).toContain('Harbour Supplies');
    expect(within(shop).getByTestId('contact-seller')).toBeTruthy();
    const line = await screen.findByTestId('order-line');
    expect(within(line).getByTestId('order-line-list-price').textContent).toBe('List price $10.20');
    expect(within(line).getByTestId('order-line-price').textContent).toBe('$9.58');
  });

  it('shows the carrier scans newest first and the whole timeline oldest first', async () => {
    renderDetail();
    const logistics = await screen.findByTestId('logistics');
    expect(within(logistics).getByTestId('tracking-no').textContent).toBe('CE123456789');
    expect(
      within(logistics)
        .getAllByTestId('logistics-scan')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Out for delivery in London', 'Arrived at Rotterdam hub', 'Shipped with Caravan Express']);
    expect(screen.getAllByTestId('timeline-event').map((li) => li.firstChild?.textContent)).toEqual([
      'Order placed',
      'Order paid',
      'Shipped with Caravan Express',
      'Arrived at Rotterdam hub',
      'Out for delivery in London',
    ]);
    expect(callsTo(api, 'orderLog!list')[0]?.get('orderId')).toBe(info.id);
  });

  it('shows the address, the goods lines and the amounts as the server computed them', async () => {
    renderDetail();
    const address = await screen.findByTestId('order-address');
    expect(address.textContent).toContain('Dana Buyer');
    expect(address.textContent).toContain('Rua Augusta 10, Lisbon, Lisboa, Portugal, 1100-148');
    const line = await screen.findByTestId('order-line');
    expect(line.textContent).toContain('Linen runner');
    expect(line.textContent).toContain('Size: L');
    expect(line.textContent).toContain('$9.00 × 3');
    expect(line.textContent).toContain('$27.00');
    // Amounts read left to right even in a right-to-left page (isolated: U+2066 … U+2069).
    const amounts = (screen.getByTestId('order-amounts').textContent ?? '').replace(/[\u2066-\u2069]/g, '');
    expect(amounts).toContain('Goods$30.00');
    expect(amounts).toContain('Discount−$3.00');
    expect(amounts).toContain('Freight$3.00');
    expect(amounts).toContain('Tax$1.50');
    expect(screen.getByTestId('order-total-amount').textContent).toBe('$31.50');
  });

  it('says what comes next and offers the same actions as the list', async () => {
    renderDetail();
    expect((await screen.findAllByTestId('order-next'))[0]?.textContent).toContain(
      'Confirm receipt once it has arrived',
    );
    expect(screen.getByTestId('refund-after-delivery')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-action-receipt'));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(callsTo(api, 'order!receipt')).toHaveLength(1));
  });

  it('gives the payment deadline of an unpaid order and the return window of a received one', async () => {
    const deadline = Date.now() + 30 * 60 * 1000;
    info = makeReceivedOrder({ status: 0, payDeadline: deadline, shipTime: '', carrier: '' });
    const first = renderDetail();
    const next = await screen.findAllByTestId('order-next');
    // The date is isolated left to right, so that it keeps its order in an Arabic sentence (issue 15).
    expect(next[0]?.textContent).toMatch(
      /^Please pay before \u2066\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\u2069/,
    );
    expect(screen.getByTestId('order-action-pay')).toBeTruthy();
    expect(screen.queryByTestId('logistics')).toBeNull();
    for (const date of within(screen.getByTestId('order-facts')).getAllByText(/^\d{4}-\d{2}-\d{2} /)) {
      expect(date.getAttribute('dir')).toBe('ltr');
    }
    first.unmount();

    info = makeReceivedOrder({ status: 4 });
    renderDetail();
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('order-next')
          .map((p) => p.textContent)
          .join(' '),
      ).toContain('You can ask for a refund until'),
    );
    expect(screen.getByTestId('order-action-refund')).toBeTruthy();
  });

  it('offers no refund once the return window has closed', async () => {
    info = makeReceivedOrder({ status: 5, returnDeadline: Date.now() - 1000 });
    renderDetail();
    await screen.findByTestId('order-header');
    expect(screen.queryByTestId('order-action-refund')).toBeNull();
  });

  it('says so when no order is named, and retries a failed load', async () => {
    const first = renderOrderPage('/userInfo/order-detail', <OrderDetailPage />, '/userInfo/order-detail');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No order was chosen');
    first.unmount();

    let fail = true;
    api = serveActions({
      'order!info': () =>
        fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'boom') : okReply({ orderInfo: info }),
      'order!listGoods': () => pageOf([]),
      'orderLog!list': () => okReply([]),
    });
    renderDetail();
    await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-header')).toBeTruthy();
  });
});
