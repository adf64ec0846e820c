import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import type { OperatorRole } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminUser, okReply } from '../test/factories';
import { renderWithProviders } from '../test/render';
import { renderConsole } from '../test/render-console';
import { type ActionHandler, requestsTo, serveActions } from '../test/serve-actions';
import AdminRoutes from './admin-routes';
import { navItemsFor } from './lib/console-areas';
import { availableUserActions } from './features/users/components/user-detail-page';

// The navigation's waiting count listens to the operator's websocket, which these tests do not play.
vi.mock('../lib/realtime', () => ({ useRealtimeFrame: () => undefined, useRealtimeConnected: () => true }));

const USER = makeAdminUser();

/** The console's actions, answered as the server would for an operator with `role`. */
function consoleActions(role: OperatorRole): Record<string, ActionHandler> {
  return {
    'admin/auth!me': () => okReply({ id: 'op-1', username: `${role}-op`, role }),
    'admin/user!get': () => okReply(USER),
    'admin/chat!list': () =>
      okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0 } }),
    'admin/outbox!list': () =>
      okReply({
        pageList: [
          {
            id: 'mail-1',
            to: 'demobuyer@example.com',
            subject: 'Your password reset code',
            text: 'Your code is 482913. It expires in 10 minutes.',
            createdAt: '2026-01-02 03:04:05',
          },
        ],
        pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 },
      }),
    'admin/syspara!list': () =>
      okReply([
        {
          code: 'mall_max_goods_number_in_order',
          type: 'integer',
          value: '500',
          defaultValue: '500',
          min: 1,
          max: 100000,
          description: 'The largest quantity of one product a buyer may order at once.',
          updatedAt: '',
        },
      ]),
    'admin/syspara!update': (params) =>
      okReply({
        code: 'mall_max_goods_number_in_order',
        type: 'integer',
        value: params.get('value'),
        defaultValue: '500',
        min: 1,
        max: 100000,
        description: 'The largest quantity of one product a buyer may order at once.',
        updatedAt: '2026-01-02 03:04:05',
      }),
    'admin/user!lock': () => okReply({ ...USER, lockedUntil: '2099-01-02 03:04:05' }),
    'admin/user!disable': (params) =>
      okReply({ ...USER, status: 0, disabledReason: params.get('reason') ?? '' }),
  };
}

/** Answers console calls by action, as the server would for an operator with `role`. */
const serveConsole = (role: OperatorRole) => serveActions(consoleActions(role));

/** Each console area's link in the navigation, in English, in the navigation's order. */
const AREA_LABELS: Record<string, string> = {
  users: 'Users',
  orders: 'Orders',
  support: 'Customer service',
  sellers: 'Seller applications',
  goods: 'Goods',
  offers: 'Offers',
  categories: 'Categories',
  banners: 'Banners',
  promotions: 'Coupons',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  channels: 'Channels and rates',
  walletSettings: 'Wallet settings',
  loans: 'Loans',
  loanSettings: 'Loan settings',
  operators: 'Operators and roles',
  syspara: 'System parameters',
  audit: 'Audit log',
  outbox: 'E-mail outbox',
};

/** The links of the console's navigation, as an operator with `role` sees them at /admin. */
async function navShownTo(role: OperatorRole): Promise<string[]> {
  serveConsole(role);
  renderConsole('/admin');
  return within(await screen.findByTestId('admin-nav'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The links `role`'s areas should have: the dashboard, then each area of navItemsFor. */
const navOf = (role: OperatorRole) => [
  'Dashboard',
  ...navItemsFor(role).map((item) => AREA_LABELS[item.key]),
];

describe('console navigation by role', () => {
  it('derives the areas from CONSOLE_ACCESS', () => {
    // Every area, in the navigation's order.
    expect(navItemsFor('super_admin').map((i) => i.key)).toEqual(Object.keys(AREA_LABELS));
    expect(navItemsFor('finance').map((i) => i.key)).toEqual([
      'users',
      'deposits',
      'withdrawals',
      'channels',
      'walletSettings',
      'loans',
      'loanSettings',
    ]);
    expect(navItemsFor('customer_service').map((i) => i.key)).toEqual([
      'users',
      'orders',
      'support',
      'outbox',
    ]);
    expect(navItemsFor('operations').map((i) => i.key)).toEqual([
      'users',
      'orders',
      'sellers',
      'goods',
      'offers',
      'categories',
      'banners',
      'promotions',
      'syspara',
      'audit',
    ]);
  });

  it('shows a super admin every area', async () => {
    expect(await navShownTo('super_admin')).toEqual(['Dashboard', ...Object.values(AREA_LABELS)]);
    expect(within(screen.getByTestId('admin-top-bar')).getByText('Super admin')).toBeTruthy();
  });

  it('shows customer service the users, orders, the inbox and the outbox', async () => {
    expect(await navShownTo('customer_service')).toEqual(navOf('customer_service'));
    expect(screen.getByTestId('nav-support').getAttribute('href')).toBe('/admin/support');
    expect(within(screen.getByTestId('dashboard-areas')).getByText('Customer service')).toBeTruthy();
  });

  it('shows finance the users area, read only, and the finance area', async () => {
    expect(await navShownTo('finance')).toEqual(navOf('finance'));
    expect(within(screen.getByTestId('dashboard-areas')).getByText('Read only')).toBeTruthy();
  });

  it('tells finance the operators page is not for their role', async () => {
    const api = serveConsole('finance');
    renderConsole('/admin/operators');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(api.calls.some((call) => call.action.includes('operator!list'))).toBe(false);
  });

  it('tells operations the finance area is not for their role', async () => {
    const api = serveConsole('operations');
    renderConsole('/admin/finance/deposits');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(api.calls.some((call) => call.action.includes('deposits!list'))).toBe(false);
  });

  it('gives finance no disable button on a user', async () => {
    serveConsole('finance');
    renderConsole(`/admin/users/${USER.id}`);
    await screen.findByTestId('user-detail');
    expect(screen.queryByTestId('user-disable')).toBeNull();
    expect(screen.queryByTestId('user-lock')).toBeNull();
    expect(screen.getByText('Your role can view users but not change them.')).toBeTruthy();
  });

  it('sends a new visitor to the login page', async () => {
    const api = serveActions({});
    renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>,
      { route: '/admin/users' },
    );
    expect(await screen.findByTestId('admin-login')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('disabling a user', () => {
  it('asks for a reason, sends it to user!disable and shows the new status', async () => {
    const api = serveConsole('customer_service');
    renderConsole(`/admin/users/${USER.id}`);
    fireEvent.click(await screen.findByTestId('user-disable'));
    expect(await screen.findByText(/signed out everywhere at once/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(api.calls.some((call) => call.action.includes('user!disable'))).toBe(false);

    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Chargeback #42' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));

    await waitFor(() => expect(screen.getByTestId('user-status').getAttribute('data-status')).toBe('0'));
    const [call] = requestsTo(api, 'admin/user!disable');
    expect(call?.params.get('id')).toBe(USER.id);
    expect(call?.params.get('reason')).toBe('Chargeback #42');
    expect(call?.headers.get('Authorization')).toBe('Bearer operator-token');
    expect(screen.getByTestId('user-enable')).toBeTruthy();
  });
});

describe('locking a user', () => {
  it('offers a lock next to disable only while no lock runs', () => {
    expect(availableUserActions({ status: 1, lockedUntil: '' })).toEqual(['disable', 'lock']);
    expect(availableUserActions({ status: 1, lockedUntil: '2000-01-01 00:00:00' })).toEqual([
      'disable',
      'lock',
    ]);
    expect(availableUserActions({ status: 1, lockedUntil: '2099-01-01 00:00:00' })).toEqual([
      'disable',
      'unlock',
    ]);
    expect(availableUserActions({ status: 0, lockedUntil: '' })).toEqual(['enable']);
    expect(availableUserActions({ status: 2, lockedUntil: '' })).toEqual([]);
  });

  it('sends the length and reason to user!lock, then shows when the lock ends', async () => {
    const api = serveConsole('customer_service');
    renderConsole(`/admin/users/${USER.id}`);
    fireEvent.click(await screen.findByTestId('user-lock'));
    expect(await screen.findByText(/customer service locked the account/)).toBeTruthy();
    expect(screen.queryByTestId('user-lock-ends')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Abusive messages' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));

    expect(await screen.findByTestId('user-lock-ends')).toBeTruthy();
    expect(screen.getByTestId('user-locked')).toBeTruthy();
    expect(screen.getByTestId('user-unlock')).toBeTruthy();
    expect(screen.queryByTestId('user-lock')).toBeNull();
    const [call] = requestsTo(api, 'admin/user!lock');
    expect(call?.params.get('minutes')).toBe('43200');
    expect(call?.params.get('reason')).toBe('Abusive messages');
  });
});

describe('the e-mail outbox', () => {
  it('lists messages and opens one to read', async () => {
    serveConsole('customer_service');
    renderConsole('/admin/outbox');
    fireEvent.click(await screen.findByTestId('outbox-open'));
    expect((await screen.findByTestId('outbox-text')).textContent).toBe(
      'Your code is 482913. It expires in 10 minutes.',
    );
    expect(screen.getAllByText('Your password reset code').length).toBeGreaterThan(1);
  });
});

describe('system parameters', () => {
  it('refuses an out-of-range value before sending, then saves a valid one', async () => {
    const api = serveConsole('operations');
    renderConsole('/admin/syspara');
    const input = await screen.findByTestId('syspara-input');
    expect(screen.getByTestId('syspara-default')).toBeTruthy();

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('syspara-save'));
    expect(await screen.findByText('Must be at least 1')).toBeTruthy();
    expect(api.calls.some((call) => call.action.includes('syspara!update'))).toBe(false);

    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('syspara-save'));
    await waitFor(() => expect(screen.queryByTestId('syspara-default')).toBeNull());
    const [call] = requestsTo(api, 'admin/syspara!update');
    expect(call?.params.get('value')).toBe('250');
  });
});

describe('wallet settings', () => {
  it('reads and saves the wallet parameters through finance’s own endpoints, never the system parameters’', async () => {
    const definition = { min: 1, max: 100, description: 'A parameter.', updatedAt: '' };
    const dailyCount = { ...definition, code: 'withdraw_daily_count', type: 'integer', defaultValue: '3' };
    const api = serveActions({
      ...consoleActions('finance'),
      'admin/walletSettings!list': () => okReply([{ ...dailyCount, value: '3' }]),
      'admin/walletSettings!update': (params) => okReply({ ...dailyCount, value: params.get('value') }),
    });
    renderConsole('/admin/finance/settings');
    const items = await screen.findAllByTestId('syspara-item');
    expect(items.map((item) => item.getAttribute('data-code'))).toEqual(['withdraw_daily_count']);
    fireEvent.change(screen.getByTestId('syspara-input'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('syspara-save'));
    await waitFor(() => expect(requestsTo(api, 'admin/walletSettings!update')).toHaveLength(1));
    expect(requestsTo(api, 'admin/walletSettings!update')[0]?.params.get('value')).toBe('5');
    expect(api.calls.filter((call) => call.action.includes('syspara!'))).toEqual([]);
  });

  it('keeps finance and customer service off the system parameters page', async () => {
    for (const role of ['finance', 'customer_service'] as const) {
      const api = serveConsole(role);
      const { unmount } = renderConsole('/admin/syspara');
      await screen.findByTestId('admin-nav');
      expect(within(screen.getByTestId('admin-nav')).queryByText('System parameters')).toBeNull();
      expect(screen.queryByTestId('syspara-list')).toBeNull();
      expect(api.calls.filter((call) => call.action.includes('syspara!'))).toEqual([]);
      unmount();
    }
  });
});
