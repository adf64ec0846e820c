import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmailSettingsVo } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth';
import { getToasts } from '../../../lib/toast';
import { makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, serveActions, type ActionHandler } from '../../../test/serve-actions';
import { EmailSettingsPage } from './email-settings-page';

const SETTINGS = 'notification!emailSettings';
const SAVE = 'notification!saveEmailSettings';

function makeSettings(overrides: Partial<EmailSettingsVo> = {}): EmailSettingsVo {
  return {
    email: 'buyer@example.com',
    orders: true,
    sales: true,
    wallet: true,
    loans: true,
    account: true,
    alwaysSent: ['loan_overdue'],
    ...overrides,
  };
}

/** The settings as the server keeps them: each save changes them and answers the new state. */
function serveSettings(
  initial: EmailSettingsVo,
  { sellerId = null as string | null, save }: { sellerId?: string | null; save?: ActionHandler } = {},
) {
  let settings = initial;
  return serveActions({
    'localuser!get': () => okReply(makeLocalUser({ sellerId })),
    [SETTINGS]: () => okReply(settings),
    [SAVE]:
      save ??
      ((params) => {
        const changes = Object.fromEntries(
          (['orders', 'sales', 'wallet', 'loans', 'account'] as const)
            .filter((category) => params.has(category))
            .map((category) => [category, params.get(category) === '1']),
        );
        settings = { ...settings, ...changes };
        return okReply(settings);
      }),
  });
}

function renderPage() {
  setToken('buyer-token');
  renderWithProviders(<EmailSettingsPage />, { route: '/userInfo/setup/notification-emails' });
}

const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('the notification e-mail settings', () => {
  it('turns order e-mails off with orders=0 and shows the saved state', async () => {
    const api = serveSettings(makeSettings());
    renderPage();
    await screen.findByRole('switch', { name: 'Orders' });
    expect(screen.getByTestId('notification-email-address').textContent).toContain('buyer@example.com');
    expect(switchOf('Orders').checked).toBe(true);
    expect(switchOf('Orders').getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(switchOf('Orders'));
    await waitFor(() => expect(callsTo(api, SAVE)).toHaveLength(1));
    const [save] = requestsTo(api, SAVE);
    expect(save?.method).toBe('POST');
    expect(save?.url.pathname).toBe('/api/notification!saveEmailSettings.action');
    expect([...(save?.params.keys() ?? [])].sort()).toEqual(['lang', 'orders']);
    expect(save?.params.get('orders')).toBe('0');
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('Your e-mail settings are saved.'),
    );
    expect(switchOf('Orders').checked).toBe(false);
    expect(switchOf('Wallet').checked).toBe(true);
    expect(switchOf('Orders').disabled).toBe(false);

    fireEvent.click(switchOf('Orders'));
    await waitFor(() => expect(callsTo(api, SAVE)).toHaveLength(2));
    expect(callsTo(api, SAVE)[1]?.get('orders')).toBe('1');
    await waitFor(() => expect(switchOf('Orders').checked).toBe(true));
  });

  it('waits for a save before another, the switch showing where it is going', async () => {
    let answer: (() => void) | undefined;
    const api = serveSettings(makeSettings(), {
      save: () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(okReply(makeSettings({ wallet: false })));
        }),
    });
    renderPage();
    await screen.findByRole('switch', { name: 'Wallet' });
    fireEvent.click(switchOf('Wallet'));
    await waitFor(() => expect(callsTo(api, SAVE)).toHaveLength(1));
    expect(callsTo(api, SAVE)[0]?.get('wallet')).toBe('0');
    expect(switchOf('Wallet').checked).toBe(false);
    expect(switchOf('Wallet').disabled).toBe(true);
    expect(switchOf('Loans').disabled).toBe(true);
    answer?.();
    await waitFor(() => expect(switchOf('Wallet').disabled).toBe(false));
    expect(switchOf('Wallet').checked).toBe(false);
  });

  it('offers the sales e-mails to a seller only', async () => {
    serveSettings(makeSettings({ sales: false }), { sellerId: 'shop-1' });
    renderPage();
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Sales' })).not.toBeNull());
    expect(switchOf('Sales').checked).toBe(false);
    expect(screen.getAllByRole('switch')).toHaveLength(5);
  });

  it('hides the sales e-mails from a buyer, and says overdue-loan notices are always sent', async () => {
    serveSettings(makeSettings());
    renderPage();
    await screen.findByRole('switch', { name: 'Orders' });
    const list = screen.getByRole('list', { name: 'Notification e-mails' });
    expect(within(list).getAllByRole('switch')).toHaveLength(4);
    expect(screen.queryByRole('switch', { name: 'Sales' })).toBeNull();
    expect(screen.getByTestId('email-always-sent').textContent).toContain('overdue loan');
  });

  it('asks an account without an address to bind one first', async () => {
    serveSettings(makeSettings({ email: '' }));
    renderPage();
    const prompt = await screen.findByTestId('notification-email-none');
    expect(within(prompt).getByRole('link', { name: 'Bind an e-mail address' }).getAttribute('href')).toBe(
      '/userInfo/setup/email',
    );
  });
});
