import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import type { OperatorRole } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOperatorToken } from '../lib/operator-auth';
import { errorReply, makeAdminUser, okReply } from '../test/factories';
import { renderWithProviders } from '../test/render';
import AdminRoutes from './admin-routes';
import { navItemsFor } from './lib/console-areas';
import { availableUserActions } from './features/users/components/user-detail-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

const USER = makeAdminUser();

/** Answers console calls by action, as the server would for an operator with `role`. */
function serveConsole(role: OperatorRole) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/admin/auth!me.action':
        return okReply({ id: 'op-1', username: `${role}-op`, role });
      case '/admin/user!get.action':
        return okReply(USER);
      case '/admin/outbox!list.action':
        return okReply({
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
        });
      case '/admin/syspara!list.action':
        return okReply([
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
        ]);
      case '/admin/syspara!update.action':
        return okReply({
          code: 'mall_max_goods_number_in_order',
          type: 'integer',
          value: url.searchParams.get('value'),
          defaultValue: '500',
          min: 1,
          max: 100000,
          description: 'The largest quantity of one product a buyer may order at once.',
          updatedAt: '2026-01-02 03:04:05',
        });
      case '/admin/user!lock.action':
        return okReply({ ...USER, lockedUntil: '2099-01-02 03:04:05' });
      case '/admin/user!disable.action':
        return okReply({ ...USER, status: 0, disabledReason: url.searchParams.get('reason') ?? '' });
      default:
        return errorReply('1', 'COMMON_NOT_FOUND', 'not found');
    }
  });
}

function renderConsole(route: string) {
  setOperatorToken('operator-token');
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route },
  );
}

function navLabels(): string[] {
  return within(screen.getByTestId('admin-nav'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('console navigation by role', () => {
  it('derives the areas from CONSOLE_ACCESS', () => {
    expect(navItemsFor('super_admin').map((i) => i.key)).toEqual([
      'users',
      'orders',
      'goods',
      'categories',
      'banners',
      'deposits',
      'withdrawals',
      'channels',
      'walletSettings',
      'operators',
      'syspara',
      'audit',
      'outbox',
    ]);
    expect(navItemsFor('finance').map((i) => i.key)).toEqual([
      'users',
      'deposits',
      'withdrawals',
      'channels',
      'walletSettings',
    ]);
    expect(navItemsFor('customer_service').map((i) => i.key)).toEqual(['users', 'orders', 'outbox']);
    expect(navItemsFor('operations').map((i) => i.key)).toEqual([
      'users',
      'orders',
      'goods',
      'categories',
      'banners',
      'syspara',
      'audit',
    ]);
  });

  it('shows a super admin every area', async () => {
    serveConsole('super_admin');
    renderConsole('/admin');
    await screen.findByTestId('admin-nav');
    expect(navLabels()).toEqual([
      'Dashboard',
      'Users',
      'Orders',
      'Goods',
      'Categories',
      'Banners',
      'Deposits',
      'Withdrawals',
      'Channels and rates',
      'Wallet settings',
      'Operators and roles',
      'System parameters',
      'Audit log',
      'E-mail outbox',
    ]);
    expect(within(screen.getByTestId('admin-top-bar')).getByText('Super admin')).toBeTruthy();
  });

  it('shows finance the users area, read only, and the finance area', async () => {
    serveConsole('finance');
    renderConsole('/admin');
    await screen.findByTestId('admin-nav');
    expect(navLabels()).toEqual([
      'Dashboard',
      'Users',
      'Deposits',
      'Withdrawals',
      'Channels and rates',
      'Wallet settings',
    ]);
    expect(within(screen.getByTestId('dashboard-areas')).getByText('Read only')).toBeTruthy();
  });

  it('tells finance the operators page is not for their role', async () => {
    serveConsole('finance');
    renderConsole('/admin/operators');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('operator!list'))).toBe(false);
  });

  it('tells operations the finance area is not for their role', async () => {
    serveConsole('operations');
    renderConsole('/admin/finance/deposits');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('deposits!list'))).toBe(false);
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
    renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>,
      { route: '/admin/users' },
    );
    expect(await screen.findByTestId('admin-login')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('disabling a user', () => {
  it('asks for a reason, sends it to user!disable and shows the new status', async () => {
    serveConsole('customer_service');
    renderConsole(`/admin/users/${USER.id}`);
    fireEvent.click(await screen.findByTestId('user-disable'));
    expect(await screen.findByText(/signed out everywhere at once/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('user!disable'))).toBe(false);

    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Chargeback #42' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));

    await waitFor(() => expect(screen.getByTestId('user-status').getAttribute('data-status')).toBe('0'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('user!disable'));
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(url.searchParams.get('id')).toBe(USER.id);
    expect(url.searchParams.get('reason')).toBe('Chargeback #42');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer operator-token');
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
    serveConsole('customer_service');
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
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('user!lock'));
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(url.searchParams.get('minutes')).toBe('43200');
    expect(url.searchParams.get('reason')).toBe('Abusive messages');
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
    serveConsole('operations');
    renderConsole('/admin/syspara');
    const input = await screen.findByTestId('syspara-input');
    expect(screen.getByTestId('syspara-default')).toBeTruthy();

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('syspara-save'));
    expect(await screen.findByText('Must be at least 1')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([call]) => String(call).includes('syspara!update'))).toBe(false);

    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('syspara-save'));
    await waitFor(() => expect(screen.queryByTestId('syspara-default')).toBeNull());
    const call = fetchMock.mock.calls.find(([request]) => String(request).includes('syspara!update'));
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('value')).toBe('250');
  });
});

describe('wallet settings', () => {
  it('shows only the wallet parameters, even to a super admin who is sent them all', async () => {
    serveConsole('super_admin');
    const serve = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).includes('syspara!list')) return serve?.(input, init) ?? errorReply('1', 'X', 'x');
      const definition = { min: 1, max: 100, description: 'A parameter.', updatedAt: '' };
      return okReply([
        {
          ...definition,
          code: 'mall_max_goods_number_in_order',
          type: 'integer',
          value: '500',
          defaultValue: '500',
        },
        { ...definition, code: 'withdraw_daily_count', type: 'integer', value: '3', defaultValue: '3' },
      ]);
    });
    renderConsole('/admin/finance/settings');
    const items = await screen.findAllByTestId('syspara-item');
    expect(items.map((item) => item.getAttribute('data-code'))).toEqual(['withdraw_daily_count']);
  });
});
