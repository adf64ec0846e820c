import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorReply, makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { WithdrawPage } from './withdraw-page';

const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe('WithdrawPage', () => {
  let bound = false;
  let api: ServedActions;

  beforeEach(() => {
    bound = false;
    window.localStorage.setItem('ES_TOKEN', 'tok');
    api = serveActions({
      'localuser!get': () => okReply(makeLocalUser()),
      'withdraw!withdraw_open': () =>
        okReply({
          session_token: `form-${api.calls.length}`,
          coinType: 'USDT',
          chainName: bound ? 'TRC20' : null,
          openWithdrawAddressBinding: 1,
          existWithdrawAddress: bound,
          address: bound ? ADDRESS : null,
        }),
      'user!bindWithdrawAddress': () => {
        bound = true;
        return okReply(null);
      },
      'withdraw!withdrawLimitConfig': () => okReply({ withdrawAmountMin: 10, withdrawAmountMax: 500 }),
      'withdraw!fee': () => okReply({ withdraw_fee_type: 'rate', fee: '0.015' }),
      'wallet!getUsdt': () => okReply({ money: 100, rebate: 0 }),
      'withdraw!apply': () => errorReply('1', 'WALLET_WITHDRAW_IN_PROGRESS', 'in progress'),
    });
  });
  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('binds the one address first, checking its format before sending it', async () => {
    renderWithProviders(<WithdrawPage />, { route: '/userInfo/money-package/withdraw' });
    await screen.findByTestId('bind-address-form');
    type('bind-address', '0x12');
    fireEvent.change(screen.getByLabelText(/^Fund password/), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(screen.getByText('This is not a valid TRC20 address.')).toBeTruthy();
    expect(callsTo(api, 'user!bindWithdrawAddress')).toHaveLength(0);

    type('bind-address', ADDRESS);
    fireEvent.click(screen.getByTestId('bind-submit'));
    await screen.findByTestId('withdraw-form');
    const [bind] = callsTo(api, 'user!bindWithdrawAddress');
    expect(Object.fromEntries(bind ?? [])).toMatchObject({
      blockchain_name: 'TRC20',
      address: ADDRESS,
      safeword: '123456',
    });
    expect(screen.getByTestId('withdraw-address').textContent).toBe(ADDRESS);
  });

  it('previews the fee exactly as the server charges it and refuses more than the balance', async () => {
    bound = true;
    renderWithProviders(<WithdrawPage />, { route: '/userInfo/money-package/withdraw' });
    await screen.findByTestId('withdraw-form');
    type('withdraw-amount', '33.33');
    // 33.33 × 1.5 % = 0.49995, half up to 0.50; 32.83 arrives.
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.50 USDT');
    expect(screen.getByTestId('withdraw-net').textContent).toBe('32.83 USDT');

    type('withdraw-amount', '100.01');
    fireEvent.change(screen.getByLabelText(/^Fund password/), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByText('That is more than your available balance.')).toBeTruthy();
    expect(callsTo(api, 'withdraw!apply')).toHaveLength(0);

    type('withdraw-amount', '9.99');
    expect(screen.getByText('The minimum is 10 USDT.')).toBeTruthy();

    type('withdraw-amount', '40');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(callsTo(api, 'withdraw!apply')).toHaveLength(1));
    const [apply] = callsTo(api, 'withdraw!apply');
    expect(apply?.get('amount')).toBe('40');
    expect(apply?.get('safeword')).toBe('123456');
    expect(apply?.get('channel')).toBe('USDT');
    expect(apply?.get('session_token')).toMatch(/^form-/);
    // Refused: the fund password is cleared and a new form token fetched for the next try.
    await waitFor(() => expect(callsTo(api, 'withdraw!withdraw_open').length).toBeGreaterThan(1));
    expect((screen.getByLabelText(/^Fund password/) as HTMLInputElement).value).toBe('');
  });

  it('asks for a fund password first when none is set', async () => {
    api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ safeword: 0 })),
      'withdraw!withdraw_open': () =>
        okReply({
          session_token: 'x',
          coinType: 'USDT',
          chainName: null,
          openWithdrawAddressBinding: 1,
          existWithdrawAddress: false,
          address: null,
        }),
    });
    renderWithProviders(<WithdrawPage />, { route: '/userInfo/money-package/withdraw' });
    await screen.findByTestId('fund-password-needed');
    expect(screen.getByRole('link', { name: 'Set fund password' }).getAttribute('href')).toBe(
      '/userInfo/setup/transaction-password',
    );
  });
});
