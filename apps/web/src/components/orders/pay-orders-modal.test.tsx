import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast';
import { errorReply, makeLocalUser, okReply } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { callsTo, serveActions } from '../../test/serve-actions';
import { PayOrdersModal } from './pay-orders-modal';

const ORDER_A = '00000000-0000-4000-8000-0000000000a1';
const ORDER_B = '00000000-0000-4000-8000-0000000000b2';

type Serve = { balance?: number; safeword?: number; pay?: () => Response };

function setUp({ balance = 100, safeword = 1, pay = () => okReply(null) }: Serve = {}) {
  window.localStorage.setItem('ES_TOKEN', 'tok');
  const api = serveActions({
    'localuser!get': () => okReply(makeLocalUser({ safeword })),
    'wallet!getUsdt': () => okReply({ money: balance, rebate: 0 }),
    'order!pay': pay,
  });
  const onPaid = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <PayOrdersModal
      orderIds={[ORDER_A, ORDER_B]}
      shops={[
        { sellerName: 'Tee House', prizeReal: 30, fees: 2.5, tax: 0.5, totalAmount: 33 },
        { sellerName: 'Harbour Supplies', prizeReal: 8, fees: 1, tax: 0.5, totalAmount: 9.5 },
      ]}
      opened
      onClose={onClose}
      onPaid={onPaid}
    />,
  );
  return { api, onPaid, onClose };
}

const fundPassword = () => screen.getByLabelText(/^Fund password/) as HTMLInputElement;

describe('PayOrdersModal', () => {
  it('pays every order at once with the fund password', async () => {
    const { api, onPaid } = setUp();
    // The whole price: each order's goods, freight and tax, and the total (issue 15).
    expect((await screen.findByTestId('breakdown-total')).textContent).toBe('$42.50');
    expect(screen.getAllByTestId('breakdown-shop-total').map((t) => t.textContent)).toEqual([
      '$33.00',
      '$9.50',
    ]);
    expect(screen.getAllByTestId('breakdown-freight').map((t) => t.textContent)).toEqual(['$2.50', '$1.00']);
    expect(screen.getByTestId('pay-submit').textContent).toContain('$42.50');
    await waitFor(() => expect(screen.getByTestId('pay-balance').textContent).toBe('$100.00'));

    fireEvent.change(fundPassword(), { target: { value: '12a' } });
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect(screen.getByText('Your fund password is 6 digits.')).toBeTruthy();
    expect(callsTo(api, 'order!pay')).toHaveLength(0);

    fireEvent.change(fundPassword(), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [pay] = callsTo(api, 'order!pay');
    expect(pay?.get('orderId')).toBe(`${ORDER_A},${ORDER_B}`);
    expect(pay?.get('safeword')).toBe('123456');
    expect(getToasts().map((t) => t.message)).toContain('Payment successful');
  });

  it('says a wrong fund password was refused, with the attempts left, and clears it', async () => {
    const { api, onPaid } = setUp({
      pay: () => errorReply('1', 'AUTH_SAFEWORD_WRONG', 'wrong', { remaining: 2 }),
    });
    await screen.findByTestId('pay-submit');
    fireEvent.change(fundPassword(), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect((await screen.findByTestId('pay-refusal')).textContent).toBe(
      'The fund password is incorrect. 2 attempts left today.',
    );
    expect(fundPassword().value).toBe('');
    expect(onPaid).not.toHaveBeenCalled();
    expect(callsTo(api, 'order!pay')).toHaveLength(1);
  });

  it('offers a deposit instead of paying when the balance is below the total', async () => {
    const { api, onClose } = setUp({ balance: 40 });
    expect(await screen.findByTestId('pay-insufficient')).toBeTruthy();
    expect(screen.queryByTestId('pay-submit')).toBeNull();
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('href')).toBe('/userInfo/money-package/recharge');
    fireEvent.click(deposit);
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(api, 'order!pay')).toHaveLength(0);
  });

  it('offers a deposit when the server finds the balance short', async () => {
    setUp({ pay: () => errorReply('1', 'WALLET_INSUFFICIENT_BALANCE', 'short') });
    await screen.findByTestId('pay-submit');
    fireEvent.change(fundPassword(), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByTestId('pay-insufficient')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
  });

  it('sends a buyer without a fund password to set one', async () => {
    setUp({ safeword: 0 });
    expect(await screen.findByTestId('pay-needs-fund-password')).toBeTruthy();
    // Setting it returns the buyer to this page (issue 51: /index in this test).
    expect(screen.getByRole('link', { name: 'Set fund password' }).getAttribute('href')).toBe(
      '/userInfo/setup/transaction-password?back=%2Findex',
    );
  });

  it('sends the buyer to set a fund password when the server says none is set', async () => {
    setUp({ pay: () => errorReply('999', 'AUTH_SAFEWORD_NOT_SET', 'not set') });
    await screen.findByTestId('pay-submit');
    fireEvent.change(fundPassword(), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByRole('link', { name: 'Set fund password' })).toBeTruthy();
  });
});
