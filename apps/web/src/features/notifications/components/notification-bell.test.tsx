import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth';
import { useBalance } from '../../../lib/wallet-balance';
import { okReply } from '../../../test/factories';
import { greetRealtime, pushRealtime, realtimeAuthenticated } from '../../../test/realtime';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, serveActions, type ActionHandler } from '../../../test/serve-actions';
import { makeNotification } from '../test/notification-samples';
import { NotificationBell } from './notification-bell';
import { LocationProbe } from '../../../test/location-probe';

const UNREAD = 'notification!count.unread';
const LATEST = 'notification!message.slidelist';
const READ = 'notification!message.read';
const DETAIL = 'notification!message.detail';

function renderBell() {
  renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<LocationProbe testId="location" />} />
      </Routes>
    </>,
  );
}

function serveBell(unread: number, more: Record<string, ActionHandler> = {}) {
  return serveActions({ [UNREAD]: () => okReply(unread), ...more });
}

const bell = () => screen.getByTestId('notification-bell');

/** The wallet's balance, as the wallet page reads it. */
function BalanceProbe() {
  const balance = useBalance();
  return <p data-testid="balance">{balance.data?.money ?? ''}</p>;
}

afterEach(() => vi.useRealTimers());

describe('the header’s notification bell', () => {
  it('is not shown to a visitor, who is asked nothing', () => {
    const api = serveActions({});
    renderBell();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the unread count, kept by the websocket’s notification frames', async () => {
    setToken('buyer-token');
    const api = serveBell(3);
    const sockets = realtimeAuthenticated();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, \u20663\u2069 unread' })).toBe(bell());
    expect(screen.getByTestId('notification-bell-unread').textContent).toBe('3');
    // The centre's names have no `.action` (contract §1.11).
    expect(requestsTo(api, UNREAD)[0]?.url.pathname).toBe('/api/notification!count.unread');

    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    pushRealtime({ type: 'notification', unread: 12, notification: makeNotification() });
    await waitFor(() => expect(screen.getByTestId('notification-bell-unread').textContent).toBe('9+'));
    // Its name says what it shows (a voice user says what they see).
    expect(bell().getAttribute('aria-label')).toBe('Notifications, \u20669+\u2069 unread');
    pushRealtime({ type: 'notification', unread: 0, notification: makeNotification({ isRead: true }) });
    await waitFor(() => expect(screen.queryByTestId('notification-bell-unread')).toBeNull());
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    // The frames carried the count: nothing was asked again.
    expect(callsTo(api, UNREAD)).toHaveLength(1);
  });

  it('reads the wallet again when a notice of money arrives, and when the window regains focus (issue 51)', async () => {
    setToken('buyer-token');
    let money = 10;
    const api = serveBell(0, { 'wallet!getUsdt': () => okReply({ money, rebate: 0 }) });
    const sockets = realtimeAuthenticated();
    renderWithProviders(
      <>
        <NotificationBell />
        <BalanceProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10'));
    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    money = 60;
    pushRealtime({
      type: 'notification',
      unread: 1,
      notification: makeNotification({ type: 'deposit_confirmed', targetType: 'deposit' }),
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('60'));
    money = 75;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('75'));
    expect(callsTo(api, 'wallet!getUsdt').length).toBeGreaterThanOrEqual(3);
  });

  it('asks for the count every 30 s while the websocket is down, and not once it is up', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setToken('buyer-token');
    const api = serveBell(1);
    const sockets = realtimeAuthenticated();
    renderBell();
    await waitFor(() => expect(callsTo(api, UNREAD)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(callsTo(api, UNREAD)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(callsTo(api, UNREAD)).toHaveLength(2));

    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    greetRealtime();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(callsTo(api, UNREAD)).toHaveLength(2);
  });

  it('lists the latest unread, and “Mark all read” clears them and the badge', async () => {
    setToken('buyer-token');
    const api = serveBell(2, {
      [LATEST]: () =>
        okReply([
          makeNotification({ title: 'Deposit confirmed', targetType: 'deposit', type: 'deposit_confirmed' }),
          makeNotification({ title: 'Your order has shipped' }),
        ]),
      [READ]: () => okReply({ unread: 0 }),
    });
    renderBell();
    await screen.findByTestId('notification-bell-unread');
    fireEvent.click(bell());
    const popover = await screen.findByRole('dialog', { name: 'Unread notifications' });
    await within(popover).findByText('Deposit confirmed');
    expect(within(popover).getAllByTestId('notification')).toHaveLength(2);
    expect(callsTo(api, LATEST)[0]?.get('size')).toBe('5');
    expect(within(popover).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/userInfo/notifications',
    );

    fireEvent.click(within(popover).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-bell-unread')).toBeNull());
    expect(await within(popover).findByTestId('notifications-caught-up')).toBeTruthy();
    const [read] = requestsTo(api, READ);
    expect(read?.method).toBe('POST');
    expect(read?.url.pathname).toBe('/api/notification!message.read');
    expect(read?.params.has('id')).toBe(false);
    expect(within(popover).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('opens a notification: read, the badge down by one, and its page shown', async () => {
    setToken('buyer-token');
    const order = makeNotification({ title: 'Your order has shipped', targetId: 'order-77' });
    let unread = 4;
    const api = serveActions({
      [UNREAD]: () => okReply(unread),
      [LATEST]: () => okReply([order]),
      [DETAIL]: () => {
        unread = 3;
        return okReply({ ...order, isRead: true });
      },
    });
    renderBell();
    await screen.findByTestId('notification-bell-unread');
    fireEvent.click(bell());
    const popover = await screen.findByRole('dialog', { name: 'Unread notifications' });
    fireEvent.click(await within(popover).findByRole('button', { name: /Your order has shipped/ }));

    expect(screen.getByTestId('location').textContent).toBe('/userInfo/order-detail?id=order-77');
    await waitFor(() => expect(screen.getByTestId('notification-bell-unread').textContent).toBe('3'));
    await waitFor(() => expect(callsTo(api, DETAIL)).toHaveLength(1));
    expect(callsTo(api, DETAIL)[0]?.get('id')).toBe(order.id);
    expect(requestsTo(api, DETAIL)[0]?.url.pathname).toBe('/api/notification!message.detail');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
