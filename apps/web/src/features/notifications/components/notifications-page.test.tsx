import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date';
import { getToasts } from '../../../lib/toast';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, serveActions, type ActionHandler } from '../../../test/serve-actions';
import { makeNotification, notificationPage } from '../test/notification-samples';
import { NotificationsPage } from './notifications-page';
import { LocationProbe } from '../../../test/location-probe';

const LIST = 'notification!message.pagelist';
const UNREAD = 'notification!count.unread';
const DETAIL = 'notification!message.detail';
const READ = 'notification!message.read';

function renderPage(route = '/userInfo/notifications') {
  setToken('buyer-token');
  renderWithProviders(
    <Routes>
      <Route path="/userInfo/notifications" element={<NotificationsPage />} />
      <Route path="/seller/notifications" element={<NotificationsPage />} />
      <Route path="*" element={<LocationProbe testId="location" />} />
    </Routes>,
    { route },
  );
}

function serveCentre(list: ActionHandler, more: Record<string, ActionHandler> = {}) {
  return serveActions({ [LIST]: list, [UNREAD]: () => okReply(1), ...more });
}

const rows = () => screen.getAllByTestId('notification');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the notification centre', () => {
  it('lists the notifications newest first, the unread ones bold with a dot', async () => {
    const shipped = makeNotification({ title: 'Your order has shipped', createTime: '2026-11-20 08:30:00' });
    const deposit = makeNotification({
      type: 'deposit_confirmed',
      title: 'Deposit confirmed',
      content: '100.00 USDT are in your wallet.',
      isRead: true,
      createTime: '2026-11-19 10:00:00',
      targetType: 'deposit',
    });
    const api = serveCentre(() => notificationPage([shipped, deposit]));
    renderPage();
    expect(screen.getByTestId('notifications-skeleton')).toBeTruthy();
    await screen.findByText('Deposit confirmed');
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    const [first, second] = rows();
    expect(first?.getAttribute('data-read')).toBe('false');
    expect(first?.textContent).toContain('Unread: Your order has shipped');
    expect(first?.textContent).toContain(formatDateTime('2026-11-20 08:30:00'));
    expect(second?.getAttribute('data-read')).toBe('true');
    expect(second?.textContent).toContain('100.00 USDT are in your wallet.');
    expect(second?.textContent).not.toContain('Unread');
    const [request] = requestsTo(api, LIST);
    expect(request?.url.pathname).toBe('/api/notification!message.pagelist');
    expect(request?.params.get('pageNum')).toBe('1');
    expect(request?.params.get('pageSize')).toBe('20');
    expect(screen.getByTestId('notifications-unread').textContent).toBe('\u20661\u2069 unread');
  });

  it('opens a notification: marked read, its page shown', async () => {
    const loan = makeNotification({
      type: 'loan_approved',
      title: 'Your loan is approved',
      targetType: 'loan',
    });
    const api = serveCentre(() => notificationPage([loan]), {
      [DETAIL]: () => okReply({ ...loan, isRead: true }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Your loan is approved/ }));
    expect(screen.getByTestId('location').textContent).toBe('/credit/myLoan');
    await waitFor(() => expect(callsTo(api, DETAIL)).toHaveLength(1));
    expect(callsTo(api, DETAIL)[0]?.get('id')).toBe(loan.id);
    expect(requestsTo(api, DETAIL)[0]?.url.pathname).toBe('/api/notification!message.detail');
  });

  it('opens a shop’s sale in the seller panel’s orders', async () => {
    const sold = makeNotification({
      type: 'order_sold',
      title: 'New order to purchase',
      targetType: 'sellerOrder',
      targetId: 'order-9',
    });
    serveCentre(() => notificationPage([sold]), { [DETAIL]: () => okReply({ ...sold, isRead: true }) });
    renderPage('/seller/notifications');
    fireEvent.click(await screen.findByRole('button', { name: /New order to purchase/ }));
    expect(screen.getByTestId('location').textContent).toBe('/seller/orders?order=order-9');
  });

  it('marks every notification read at once', async () => {
    const api = serveCentre(
      () => notificationPage([makeNotification({ title: 'One' }), makeNotification({ title: 'Two' })]),
      { [READ]: () => okReply({ unread: 0 }) },
    );
    renderPage();
    await screen.findByText('Two');
    const button = screen.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(rows().every((row) => row.getAttribute('data-read') === 'true')).toBe(true));
    expect(screen.queryByTestId('notifications-unread')).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(true);
    const [read] = requestsTo(api, READ);
    expect(read?.method).toBe('POST');
    expect(read?.params.has('id')).toBe(false);
    expect(getToasts().map((toast) => toast.message)).toContain('All notifications are marked read.');
  });

  it('pages through the notifications', async () => {
    const api = serveCentre((params) =>
      notificationPage([makeNotification({ title: `Page ${params.get('pageNum')}` })], {
        pageNum: Number(params.get('pageNum')),
        total: 45,
      }),
    );
    renderPage();
    await screen.findByText('Page 1');
    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Page 3');
    expect(callsTo(api, LIST).map((call) => call.get('pageNum'))).toEqual(['1', '3']);
  });

  it('grows as the user scrolls on the mobile site', async () => {
    window.history.replaceState(null, '', '/wap/userInfo/notifications');
    const api = serveCentre((params) =>
      notificationPage([makeNotification({ title: `Scrolled ${params.get('pageNum')}` })], {
        pageNum: Number(params.get('pageNum')),
        total: 2,
      }),
    );
    renderPage();
    await screen.findByText('Scrolled 1');
    expect(requestsTo(api, LIST)[0]?.url.pathname).toBe('/wap/api/notification!message.pagelist');
    fireEvent.click(screen.getByTestId('load-more'));
    await screen.findByText('Scrolled 2');
    expect(screen.getByText('Scrolled 1')).toBeTruthy();
    expect(await screen.findByTestId('list-end')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    serveCentre(() => notificationPage([]), { [UNREAD]: () => okReply(0) });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No notifications yet.');
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    serveCentre(() =>
      fail
        ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong')
        : notificationPage([makeNotification({ title: 'Back again' })]),
    );
    renderPage();
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Your notifications could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
