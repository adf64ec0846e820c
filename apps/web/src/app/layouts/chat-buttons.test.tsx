import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeChat } from '../../components/chat/chat-opener';
import { setToken } from '../../lib/auth';
import { makeConversation } from '../../test/chat-samples';
import { okReply } from '../../test/factories';
import { greetRealtime, pushRealtime, realtimeAuthenticated } from '../../test/realtime';
import { renderWithProviders } from '../../test/render';
import { callsTo, serveActions } from '../../test/serve-actions';
import { ChatButton, CustomerServiceButton } from './chat-buttons';
import { ChatHost } from './chat-host';

const SUPPORT_UNREAD = 'newOnlinechat!unread';
const CHAT_UNREAD = 'public/userOnlineChatController!unread';

function renderHeaderChat() {
  renderWithProviders(
    <>
      <CustomerServiceButton />
      <ChatButton />
      <ChatHost />
    </>,
  );
}

function serveBadges(support: number, chat: number) {
  return serveActions({
    'syspara!getSyspara': () => okReply({ customer_service_url: 'https://help.example.com/' }),
    [SUPPORT_UNREAD]: () => okReply(support),
    [CHAT_UNREAD]: () => okReply(chat),
    'newOnlinechat!list': () => okReply([]),
    'public/userOnlineChatController!userlist': () => okReply([makeConversation()]),
  });
}

// The dialog is a lazy chunk: loaded once here, so no test's budget pays for compiling it.
beforeAll(async () => {
  await import('../../features/chat/components/chat-dialog');
});

afterEach(() => {
  act(() => closeChat());
  vi.useRealTimers();
});

describe('the header’s chat icons', () => {
  it('offers a visitor customer service, whose dialog asks to log in, and no chat icon', async () => {
    const api = serveActions({ 'syspara!getSyspara': () => okReply({}) });
    renderHeaderChat();
    expect(screen.queryByTestId('chat-button')).toBeNull();
    expect(screen.queryByTestId('customer-service-unread')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat' });
    expect(within(dialog).getByTestId('chat-login')).toBeTruthy();
    expect(callsTo(api, SUPPORT_UNREAD)).toHaveLength(0);
  });

  it('shows the unread counts as badges, kept by the websocket’s frames', async () => {
    setToken('buyer-token');
    serveBadges(3, 2);
    const sockets = realtimeAuthenticated();
    renderHeaderChat();
    expect(
      await screen.findByRole('button', { name: 'Customer service, \u20663\u2069 unread' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('chat-button-unread')).textContent).toBe('2');
    expect(screen.getByTestId('customer-service-unread').textContent).toBe('3');

    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    pushRealtime({ type: 'unread', support: 0, chat: 120, shop: 0 });
    await waitFor(() => expect(screen.queryByTestId('customer-service-unread')).toBeNull());
    expect(screen.getByTestId('chat-button-unread').textContent).toBe('99+');
    pushRealtime({ type: 'hello', unread: { support: 1, chat: 0, shop: 4 } });
    await waitFor(() => expect(screen.getByTestId('customer-service-unread').textContent).toBe('1'));
    expect(screen.queryByTestId('chat-button-unread')).toBeNull();
  });

  it('asks for the counts every 30 s while the websocket is down, and not once it is up', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setToken('buyer-token');
    const api = serveBadges(0, 0);
    const sockets = realtimeAuthenticated();
    renderHeaderChat();
    await waitFor(() => expect(callsTo(api, SUPPORT_UNREAD)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(callsTo(api, SUPPORT_UNREAD)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(callsTo(api, SUPPORT_UNREAD)).toHaveLength(2));
    await waitFor(() => expect(callsTo(api, CHAT_UNREAD)).toHaveLength(2));
    expect(callsTo(api, CHAT_UNREAD)[0]?.get('loginType')).toBe('user');

    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    greetRealtime();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(callsTo(api, SUPPORT_UNREAD)).toHaveLength(2);
    expect(callsTo(api, CHAT_UNREAD)).toHaveLength(2);
  });

  it('opens the dialog on the shops from the chat icon, with the operators’ other support address', async () => {
    setToken('buyer-token');
    serveBadges(0, 0);
    renderHeaderChat();
    const icon = await screen.findByRole('button', { name: 'Messages' });
    icon.focus();
    fireEvent.click(icon);
    const dialog = await screen.findByRole('dialog', { name: 'Chat' });
    expect(within(dialog).getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('true');
    await within(dialog).findByText('Harbour Supplies');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Customer service' }));
    expect((await within(dialog).findByTestId('chat-help-link')).getAttribute('href')).toBe(
      'https://help.example.com/',
    );
    // Closing gives the focus back to the icon that opened it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(icon);
  });
});
