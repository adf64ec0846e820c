import { endpointPath, notificationEndpoints, walletEndpoints } from '@caravan/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { okReply } from '../test/factories';
import { requestsTo, serveActions } from '../test/serve-actions';
import { actionUrl, callEndpoint } from './api-client';
import { setToken } from './auth';

afterEach(() => window.history.replaceState(null, '', '/'));

// The notification centre's names are called without `.action` (contract §1.11, ADR 018): the
// client builds every path as the contract does (endpointPath), suffix included.
describe('endpoint paths', () => {
  it('calls the notification centre without the .action suffix', async () => {
    setToken('buyer-token');
    const api = serveActions({ 'notification!count.unread': () => okReply(3) });

    await expect(callEndpoint(notificationEndpoints.unreadCount, {})).resolves.toBe(3);

    const [request] = requestsTo(api, 'notification!count.unread');
    expect(request?.url.pathname).toBe('/api/notification!count.unread');
    expect(request?.url.pathname).toBe(endpointPath(notificationEndpoints.unreadCount));
    expect(request?.method).toBe('GET');
  });

  it('keeps .action for the other endpoints and the mobile base on /wap', async () => {
    setToken('buyer-token');
    window.history.replaceState(null, '', '/wap/mine');
    const api = serveActions({
      'notification!message.read': () => okReply({ unread: 0 }),
      'notification!emailSettings': () =>
        okReply({
          email: '',
          orders: true,
          sales: true,
          wallet: true,
          loans: true,
          account: true,
          alwaysSent: [],
        }),
    });

    await callEndpoint(notificationEndpoints.read, {});
    await callEndpoint(notificationEndpoints.emailSettings, {});

    expect(requestsTo(api, 'notification!message.read')[0]?.url.pathname).toBe(
      '/wap/api/notification!message.read',
    );
    expect(requestsTo(api, 'notification!emailSettings')[0]?.url.pathname).toBe(
      '/wap/api/notification!emailSettings.action',
    );
  });

  it('builds an address from the contract’s suffix', () => {
    expect(
      new URL(actionUrl('api', 'notification!message.pagelist', { pageNum: 2 }, ''), 'http://x').pathname,
    ).toBe('/api/notification!message.pagelist');
    expect(new URL(actionUrl('api', walletEndpoints.balance.name), 'http://x').pathname).toBe(
      '/api/wallet!getUsdt.action',
    );
  });
});
