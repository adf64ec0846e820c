import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeChat, openChat } from '../../../components/chat/chat-opener';
import { ContactSellerButton } from '../../../components/chat/contact-seller-button';
import { setToken } from '../../../lib/auth';
import { makeChatMessage, makeConversation, sentTextReply } from '../../../test/chat-samples';
import { makeLocalUser, okReply } from '../../../test/factories';
import { makeOrderInfo } from '../../../test/order-samples';
import { greetRealtime, pushShopMessage, realtimeAuthenticated } from '../../../test/realtime';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions, type ActionHandler } from '../../../test/serve-actions';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { ChatDialog } from './chat-dialog';

const SHOP_ID = '00000000-0000-4000-8000-0000000000a1';
const USER_LIST = 'public/userOnlineChatController!userlist';
const LIST = 'public/userOnlineChatController!list';
const SEND = 'public/userOnlineChatController!send';

function serveShops(handlers: Record<string, ActionHandler> = {}) {
  return serveActions({
    'newOnlinechat!unread': () => okReply(0),
    'public/userOnlineChatController!unread': () => okReply(1),
    [USER_LIST]: () =>
      okReply([
        makeConversation({
          partyid: SHOP_ID,
          username: 'Harbour Supplies',
          unreadmsg: 1,
          content: '[picture]',
        }),
        makeConversation({ id: 'c2', partyid: 'shop-2', username: 'Lantern Co', content: 'Thank you!' }),
      ]),
    [LIST]: () => okReply([makeChatMessage({ id: '41', content: 'We ship on Monday' })]),
    [SEND]: (params) => {
      const message = makeChatMessage({
        send_receive: 'send',
        content: params.get('content') ?? '',
        contextType: Number(params.get('contextType') ?? 0),
        contextId: params.get('contextId') ?? '',
      });
      return sentTextReply(message);
    },
    ...handlers,
  });
}

beforeEach(() => setToken('buyer-token'));
afterEach(() => act(() => closeChat()));

describe('the chat dialog’s shops', () => {
  it('lists the buyer’s conversations and opens one to read and answer', async () => {
    const api = serveShops();
    renderWithProviders(<ChatDialog />);
    act(() => openChat({ tab: 'shops' }));
    expect(screen.getByRole('tab', { name: /Shops/ }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('chat-conversation');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Harbour Supplies'),
      expect.stringContaining('Lantern Co'),
    ]);
    // The server's "[picture]" is said in the user's language; the unread count is shown.
    expect(rows[0]?.textContent).toContain('Picture');
    expect(rows[0]?.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('1 unread');
    expect(callsTo(api, USER_LIST)[0]?.get('loginType')).toBe('user');
    expect(callsTo(api, USER_LIST)[0]?.get('page_no')).toBe('1');

    fireEvent.click(rows[0] as HTMLElement);
    await screen.findByText('We ship on Monday');
    expect(screen.getByRole('heading', { name: 'Harbour Supplies' })).toBeTruthy();
    const [read] = callsTo(api, LIST);
    expect(read?.get('partyid')).toBe(SHOP_ID);
    expect(read?.get('loginType')).toBe('user');
    expect(read?.has('message_id')).toBe(false);

    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Can you ship sooner?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await screen.findByText('Can you ship sooner?');
    const [sent] = callsTo(api, SEND);
    expect(sent?.get('partyid')).toBe(SHOP_ID);
    expect(sent?.get('loginType')).toBe('user');
    expect(sent?.get('type')).toBe('text');

    fireEvent.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(await screen.findAllByTestId('chat-conversation')).toHaveLength(2);
  });

  it('“Contact seller” on an order opens that shop’s conversation, the first message about the order', async () => {
    const order = makeOrderInfo({
      sellerId: SHOP_ID,
      // A name ending in a full stop: the hint must not end in two.
      sellerName: 'Harbourline Trading Co.',
      orderNo: 'O2026030100042',
    });
    const api = serveShops({
      [LIST]: () => okReply([]),
      'order!info': () => okReply({ orderInfo: order }),
    });
    renderWithProviders(
      <>
        <ContactSellerButton
          sellerId={order.sellerId}
          shopName={order.sellerName}
          about={{ contextType: 2, contextId: order.id }}
        />
        <ChatDialog />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Contact seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat' });
    await within(dialog).findByText(
      'No messages with Harbourline Trading Co. yet. Write your first message below.',
    );
    const about = within(dialog).getByTestId('chat-about');
    await within(about).findByText('O2026030100042');
    expect(within(about).getByRole('link').getAttribute('href')).toBe(
      `/userInfo/order-detail?id=${order.id}`,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'When will it ship?' },
    });
    fireEvent.click(within(dialog).getByTestId('chat-send'));
    await waitFor(() => expect(callsTo(api, SEND)).toHaveLength(1));
    const [sent] = callsTo(api, SEND);
    expect(sent?.get('partyid')).toBe(SHOP_ID);
    expect(sent?.get('contextType')).toBe('2');
    expect(sent?.get('contextId')).toBe(order.id);
    await waitFor(() => expect(within(dialog).queryByTestId('chat-about')).toBeNull());
  });

  it('asks a visitor to log in before contacting a seller, and hides the button on the seller’s own shop', async () => {
    window.localStorage.clear();
    serveActions({});
    const { unmount } = renderWithProviders(
      <>
        <ContactSellerButton sellerId={SHOP_ID} shopName="Harbour Supplies" />
        <ChatDialog />
      </>,
      { route: '/store?id=1' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Contact seller' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    setToken('seller-token');
    queryClient.setQueryData(queryKeys.currentUser('seller-token'), makeLocalUser({ sellerId: SHOP_ID }));
    renderWithProviders(<ContactSellerButton sellerId={SHOP_ID} shopName="Harbour Supplies" />);
    expect(screen.queryByRole('button', { name: 'Contact seller' })).toBeNull();
  });

  it('puts a shop’s pushed message in its open conversation and moves the list', async () => {
    const api = serveShops();
    const sockets = realtimeAuthenticated();
    renderWithProviders(<ChatDialog />);
    act(() => openChat({ tab: 'shops', partyid: SHOP_ID, shopName: 'Harbour Supplies' }));
    await screen.findByText('We ship on Monday');
    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    greetRealtime();
    pushShopMessage('user', SHOP_ID, makeChatMessage({ id: '42', content: 'Actually, it left today' }));
    await screen.findByText('Actually, it left today');
    // Another shop's message is not this conversation's.
    pushShopMessage('user', 'shop-2', makeChatMessage({ id: '43', content: 'Lantern news' }));
    expect(screen.queryByText('Lantern news')).toBeNull();
    // What was read on screen is marked read: the unread count is asked again.
    await waitFor(() =>
      expect(callsTo(api, 'public/userOnlineChatController!unread').length).toBeGreaterThan(1),
    );
  });
});
