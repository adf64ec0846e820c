import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SellerOrderVo } from '@caravan/contract';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply, makeLocalUser, makeSeller, okReply } from '../../../../test/factories';
import { makeOrderGoods, makeOrderInfo, makeOrderLog, orderGoodsPage } from '../../../../test/order-samples';
import { requestsTo, serveActions } from '../../../../test/serve-actions';
import { makeSellerOrder } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const SHOP = makeSeller({ name: 'Harbour Supplies' });
const page = (orders: SellerOrderVo[]) =>
  okReply({ pageList: orders, pageInfo: { pageNum: 1, pageSize: 10, totalElements: orders.length } });

function Probe() {
  const { pathname } = useLocation();
  return <p data-testid="probe">{pathname}</p>;
}

function renderPanel(route = '/seller/orders') {
  renderSellerPage(route, { elsewhere: <Probe /> });
}

/** A seller with `money` in the wallet whose shop lists `orders`; push answers with `pushReply`. */
function serveSeller({
  orders = [makeSellerOrder()],
  money = 100,
  pushReply = () => okReply(null),
  safeword = 1,
}: { orders?: SellerOrderVo[]; money?: number; pushReply?: () => Response; safeword?: number } = {}) {
  return serveActions({
    'localuser!get': () => okReply(makeLocalUser({ sellerId: SHOP.id, safeword })),
    'seller!info': () => okReply(SHOP),
    // The panel's "Messages" badge.
    'public/userOnlineChatController!unread': () => okReply(0),
    'notification!count.unread': () => okReply(0),
    'wallet!getUsdt': () => okReply({ money, rebate: 0 }),
    'seller/orders!list': () => page(orders),
    'seller/orders!list-returns': () =>
      page([
        makeSellerOrder({
          status: 6,
          returnStatus: 1,
          purchStatus: 1,
          returnReason: 3,
          returnDetail: 'Blue, not green',
        }),
      ]),
    'seller/orders!push': pushReply,
  });
}

beforeEach(() => setToken('seller-token'));

describe('the seller panel: orders', () => {
  it('lists the shop’s orders with what the buyer paid, the purchase cost and the margin', async () => {
    const api = serveSeller();
    renderPanel();
    const card = await screen.findByTestId('seller-order');
    expect(await screen.findByText('Harbour Supplies')).toBeTruthy();
    expect(within(card).getByTestId('seller-order-paid').textContent).toBe('$42.00');
    expect(within(card).getByTestId('seller-order-cost').textContent).toBe('$30.50');
    expect(within(card).getByTestId('seller-order-profit').textContent).toBe('$11.50');
    expect(within(card).getByTestId('seller-order-buyer').textContent).toBe('d***r');
    expect(within(card).getByTestId('state-purchased').textContent).toBe('Not purchased yet');
    const [list] = requestsTo(api, 'seller/orders!list');
    expect(list?.params.has('status')).toBe(false);
    expect(list?.headers.get('Authorization')).toBe('Bearer seller-token');
  });

  it('marks the orders whose buyer reminded the shop to ship, while they wait for shipment', async () => {
    serveSeller({
      orders: [
        makeSellerOrder({ id: 'a', orderNo: 'REMINDED', remindTime: '2026-03-02 09:00:00' }),
        makeSellerOrder({ id: 'b', orderNo: 'QUIET' }),
        makeSellerOrder({
          id: 'c',
          orderNo: 'SHIPPED',
          status: 3,
          purchStatus: 1,
          remindTime: '2026-03-02 09:00:00',
        }),
      ],
    });
    renderPanel();
    const cards = await screen.findAllByTestId('seller-order');
    const marked = cards.filter((card) => within(card).queryByTestId('seller-order-reminded'));
    expect(marked.map((card) => card.dataset.orderNo)).toEqual(['REMINDED']);
    expect(within(marked[0]!).getByTestId('seller-order-reminded').textContent).toBe('Buyer asked to ship');
  });

  it('asks for one status per tab, and for the refunds from list-returns', async () => {
    const api = serveSeller();
    renderPanel();
    await screen.findByTestId('seller-order');
    fireEvent.click(screen.getByTestId('seller-tab-toPurchase'));
    await waitFor(() => expect(requestsTo(api, 'seller/orders!list').at(-1)?.params.get('status')).toBe('1'));
    fireEvent.click(screen.getByTestId('seller-tab-refunds'));
    const refund = await screen.findByTestId('seller-order-refund');
    expect(refund.textContent).toContain('Wrong item');
    expect(refund.textContent).toContain('Blue, not green');
    expect(requestsTo(api, 'seller/orders!list-returns')).toHaveLength(1);
  });

  it('purchases an order after a confirmation showing the cost and the balance', async () => {
    const api = serveSeller({ money: 100 });
    renderPanel();
    fireEvent.click(await screen.findByTestId('seller-order-push'));
    const dialog = await screen.findByTestId('push-dialog');
    expect(within(dialog).getByTestId('push-cost').textContent).toBe('$30.50');
    await waitFor(() => expect(within(dialog).getByTestId('push-balance').textContent).toBe('$100.00'));
    expect(within(dialog).queryByTestId('push-short')).toBeNull();
    expect(requestsTo(api, 'seller/orders!push')).toHaveLength(0);

    // Like every payment out of the wallet, it asks for the fund password first (issue 51).
    fireEvent.click(within(dialog).getByTestId('push-confirm'));
    expect(await within(dialog).findByText('Enter your 6-digit fund password.')).toBeTruthy();
    expect(requestsTo(api, 'seller/orders!push')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Fund password/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByTestId('push-confirm'));
    expect(
      await screen.findByText('Order O20260302000007 is purchased. The platform will ship it.'),
    ).toBeTruthy();
    const [push] = requestsTo(api, 'seller/orders!push');
    expect(push?.params.get('orderId')).toBe(makeSellerOrder().id);
    expect(push?.params.get('safeword')).toBe('123456');
  });

  it('sends a seller without a fund password to set one, and purchases nothing', async () => {
    const api = serveSeller({ money: 100, safeword: 0 });
    renderPanel();
    fireEvent.click(await screen.findByTestId('seller-order-push'));
    const dialog = await screen.findByTestId('push-dialog');
    expect((await within(dialog).findByTestId('push-needs-fund-password')).textContent).toBe(
      'Purchasing pays from your wallet, so it needs your fund password. Set one first.',
    );
    expect(within(dialog).queryByTestId('push-confirm')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('push-set-fund-password'));
    expect((await screen.findByTestId('probe')).textContent).toBe('/userInfo/setup/transaction-password');
    expect(requestsTo(api, 'seller/orders!push')).toHaveLength(0);
  });

  it('sends a seller short of money to deposit', async () => {
    const api = serveSeller({
      money: 20,
      pushReply: () =>
        errorReply('1', 'WALLET_INSUFFICIENT_BALANCE', 'Insufficient balance. Please deposit first.'),
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('seller-order-push'));
    const dialog = await screen.findByTestId('push-dialog');
    // The balance is known to be short before trying…
    expect((await within(dialog).findByTestId('push-short')).textContent).toContain(
      'Your balance is lower than the purchase cost.',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Fund password/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByTestId('push-confirm'));
    // …and the server's refusal says so too, with the way to deposit.
    await waitFor(() =>
      expect(within(dialog).getByTestId('push-short').textContent).toContain(
        'Insufficient balance. Please deposit first.',
      ),
    );
    expect(requestsTo(api, 'seller/orders!push')).toHaveLength(1);
    fireEvent.click(within(dialog).getByTestId('push-deposit'));
    expect((await screen.findByTestId('probe')).textContent).toBe('/userInfo/money-package/recharge');
  });

  it('opens an order with its lines and timeline', async () => {
    const order = makeSellerOrder();
    serveActions({
      'localuser!get': () => okReply(makeLocalUser({ sellerId: SHOP.id })),
      'seller!info': () => okReply(SHOP),
      'public/userOnlineChatController!unread': () => okReply(0),
      'notification!count.unread': () => okReply(0),
      'seller/orders!list': () => page([order]),
      'order!info': () =>
        okReply({
          orderInfo: makeOrderInfo({
            id: order.id,
            orderNo: order.orderNo,
            createTime: order.createTime,
            payTime: order.payTime,
            partyId: 'b-1',
            username: 'd***r',
            phone: '+351 9****678',
            email: 'd***@example.com',
            contacts: 'Dana',
            address: 'Rua ****',
            prizeReal: 36,
            prizeOriginal: 36,
            systemPrice: 24.5,
            profit: 11.5,
            fees: 4,
            tax: 2,
            totalAmount: 42,
            goodsCount: 3,
            sellerId: SHOP.id,
            sellerName: SHOP.name,
          }),
        }),
      'order!listGoods': () =>
        okReply(
          orderGoodsPage(
            makeOrderGoods({
              attributes: [],
              skuId: '',
              goodsId: 'g-1',
              goodsName: 'Linen table runner',
              goodsNum: 3,
              goodsReal: 36,
              fees: 4,
              tax: 2,
              systemPrice: 8.16,
              profit: 11.5,
              totalCost: 42,
              sellingPrice: 12,
            }),
          ),
        ),
      'orderLog!list': () =>
        okReply([
          makeOrderLog(order.id, { kind: 'paid', content: 'The buyer paid', createTime: 1772438460000 }),
        ]),
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('seller-order-open'));
    const detail = await screen.findByTestId('seller-order-detail');
    expect(within(detail).getByTestId('order-address').textContent).toContain('Rua ****');
    expect((await within(detail).findAllByTestId('order-line')).length).toBe(1);
    expect((await within(detail).findByTestId('order-timeline')).textContent).toContain('The buyer paid');
    expect(within(detail).getByTestId('seller-detail-push')).toBeTruthy();
  });
});

describe('the seller panel for an account without a shop', () => {
  it('explains that the account has no shop, without asking for its orders', async () => {
    const api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ sellerId: null })),
      'notification!count.unread': () => okReply(0),
    });
    renderPanel();
    expect((await screen.findByTestId('no-shop')).textContent).toContain('This account has no shop');
    expect(requestsTo(api, 'seller/orders!list')).toHaveLength(0);
  });

  it('explains it too when the server answers AUTH_NOT_A_SELLER', async () => {
    serveActions({
      'localuser!get': () => okReply(makeLocalUser({ sellerId: SHOP.id })),
      'seller!info': () => okReply(SHOP),
      'public/userOnlineChatController!unread': () => okReply(0),
      'notification!count.unread': () => okReply(0),
      'seller/orders!list': () => errorReply('1', 'AUTH_NOT_A_SELLER', 'This account does not have a shop.'),
    });
    renderPanel();
    expect(await screen.findByTestId('no-shop')).toBeTruthy();
  });

  it('sends a visitor who is not logged in to log in first', async () => {
    window.localStorage.clear();
    renderPanel('/seller/returns');
    expect((await screen.findByTestId('probe')).textContent).toBe('/login');
  });
});
