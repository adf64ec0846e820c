import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions } from '../../../test/serve-actions';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    serveActions({
      'localuser!get': () => okReply(makeLocalUser()),
      'wallet!getUsdt': () => okReply({ money: 12.5, rebate: 0 }),
      'order!countOrderStatus': () =>
        okReply({
          waitPayCount: '3',
          waitDeliverCount: '1',
          waitReceiptCount: '0',
          waitEvaluateCount: '2',
          refundCount: '1200',
        }),
    });
  });
  it('shows how many orders wait on each step, each a link to its tab of the order list', async () => {
    renderWithProviders(<DashboardPage />, { route: '/userInfo/dashboard' });
    const link = (key: string) => screen.getByTestId(`order-count-${key}`);
    await waitFor(() => expect(link('waitPay').textContent).toBe('3To pay'));
    expect(link('waitDeliver').textContent).toBe('1To ship');
    expect(link('waitReceipt').textContent).toBe('0To receive');
    expect(link('waitEvaluate').textContent).toBe('2To review');
    expect(link('refund').textContent).toBe('1,200Refunds');
    expect(
      ['waitPay', 'waitDeliver', 'waitReceipt', 'waitEvaluate', 'refund'].map((key) =>
        link(key).getAttribute('href'),
      ),
    ).toEqual([0, 1, 3, 4, 6].map((status) => `/userInfo/my-order?index=2&status=${status}`));
  });

  it('welcomes a new account at the top and points to the fund password while none is set (issue 15)', async () => {
    serveActions({
      'localuser!get': () => okReply(makeLocalUser({ username: 'amina01', safeword: 0 })),
      'wallet!getUsdt': () => okReply({ money: 0, rebate: 0 }),
      'order!countOrderStatus': () =>
        okReply({
          waitPayCount: '0',
          waitDeliverCount: '0',
          waitReceiptCount: '0',
          waitEvaluateCount: '0',
          refundCount: '0',
        }),
    });
    renderWithProviders(<DashboardPage />, { route: '/userInfo/dashboard?welcome=1' });
    const notice = await screen.findByTestId('welcome-notice');
    expect(notice.textContent).toContain('Welcome to Caravan, amina01!');
    expect(notice.textContent).toContain('set a fund password');
    expect(screen.getByTestId('welcome-set-fund-password').getAttribute('href')).toBe(
      '/userInfo/setup/transaction-password',
    );
    // It comes first on the page.
    expect(screen.getByTestId('page-dashboard').firstElementChild).toBe(notice);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('welcome-notice')).toBeNull());
  });

  it('shows no welcome on an ordinary visit', async () => {
    renderWithProviders(<DashboardPage />, { route: '/userInfo/dashboard' });
    await screen.findByTestId('dashboard-username');
    expect(screen.queryByTestId('welcome-notice')).toBeNull();
  });
});
