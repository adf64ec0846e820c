import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderInfoVo } from '@caravan/contract';
import { errorReply, okReply } from '../../../test/factories';
import { getToasts } from '../../../lib/toast';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { makeReceivedOrder } from '../../../test/order-samples';
import { renderOrderPage } from '../test/render-order-page';
import { OrderReturnPage } from './order-return-page';

describe('OrderReturnPage', () => {
  let info: OrderInfoVo;
  let returns: () => Response;
  let api: ServedActions;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    info = makeReceivedOrder({ status: 4, totalAmount: 31.5 });
    returns = () => okReply(null);
    api = serveActions({
      'order!info': () => okReply({ orderInfo: info }),
      'order!returns': () => returns(),
    });
  });
  const renderReturn = () =>
    renderOrderPage('/userInfo/order-return', <OrderReturnPage />, `/userInfo/order-return?id=${info.id}`);

  it('sends the reason (1–9) and the details, then returns to the order with a toast', async () => {
    renderReturn();
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('$31.50');
    expect(screen.getAllByRole('radio')).toHaveLength(9);

    fireEvent.click(screen.getByTestId('return-submit'));
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    expect(callsTo(api, 'order!returns')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('The goods arrived damaged'));
    fireEvent.change(screen.getByTestId('return-detail'), { target: { value: '  The handle is broken.  ' } });
    expect(screen.getByText('25 / 500 characters')).toBeTruthy();
    fireEvent.click(screen.getByTestId('return-submit'));

    await waitFor(() => expect(callsTo(api, 'order!returns')).toHaveLength(1));
    const [sent] = callsTo(api, 'order!returns');
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      orderId: info.id,
      returnReason: '6',
      returnDetail: 'The handle is broken.',
    });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/userInfo/order-detail?id=${info.id}`),
    );
    expect(getToasts().map((t) => t.message)).toContain('Your refund request has been sent.');
  });

  it('offers only the reasons that fit an order not yet shipped', async () => {
    info = makeReceivedOrder({ status: 1, receiptTime: '', shipTime: '', returnDeadline: 0 });
    returns = () => errorReply('1', 'ORDER_REFUND_REASON_NEEDS_RECEIPT', 'needs receipt');
    renderReturn();
    await screen.findByTestId('refund-amount');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'I did not receive the goods',
      "I don't like them",
      'Refund agreed with the seller',
      'Other reason',
    ]);
    expect(screen.queryByLabelText('The goods arrived damaged')).toBeNull();
    fireEvent.click(screen.getByLabelText('Refund agreed with the seller'));
    fireEvent.click(screen.getByTestId('return-submit'));
    await waitFor(() => expect(callsTo(api, 'order!returns')[0]?.get('returnReason')).toBe('8'));
  });

  it('stays on the form when the server refuses', async () => {
    returns = () => errorReply('1', 'ORDER_REFUND_WINDOW_CLOSED', 'closed', { days: 7 });
    renderReturn();
    fireEvent.click(await screen.findByLabelText('Quality problem'));
    fireEvent.click(screen.getByTestId('return-submit'));
    await waitFor(() => expect(callsTo(api, 'order!returns')).toHaveLength(1));
    expect(callsTo(api, 'order!returns')[0]?.get('returnReason')).toBe('7');
    expect(callsTo(api, 'order!returns')[0]?.has('returnDetail')).toBe(false);
    expect(screen.getByTestId('return-form')).toBeTruthy();
  });

  it('explains why a shipped order or one already refunding cannot be returned', async () => {
    info = makeReceivedOrder({ status: 3 });
    const first = renderReturn();
    expect((await screen.findByTestId('return-refused')).textContent).toContain('on its way');
    expect(screen.queryByTestId('return-form')).toBeNull();
    first.unmount();

    info = makeReceivedOrder({ status: 6, returnStatus: 1 });
    renderReturn();
    expect((await screen.findByTestId('return-refused')).textContent).toBe(
      'A refund has already been requested for this order.',
    );
  });
});
