import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions } from '../../../test/serve-actions';
import { NotificationsEntry } from './notifications-entry';

describe('the mobile site’s notifications entry', () => {
  it('leads to the notification centre with the unread count', async () => {
    setToken('buyer-token');
    serveActions({ 'notification!count.unread': () => okReply(14) });
    renderWithProviders(<NotificationsEntry />, { route: '/mine' });
    const link = await screen.findByRole('link', { name: 'Notifications, \u206614\u2069 unread' });
    expect(link.getAttribute('href')).toBe('/userInfo/notifications');
    expect(screen.getByTestId('wap-notifications-unread').textContent).toBe('9+');
  });
});
