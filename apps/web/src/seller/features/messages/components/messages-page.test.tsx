import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { makeChatMessage, makeConversation, sentTextReply } from '../../../../test/chat-samples';
import { okReply } from '../../../../test/factories';
import { makeOrderInfo } from '../../../../test/order-samples';
import { pushShopMessage, realtimeAuthenticated } from '../../../../test/realtime';
import { callsTo } from '../../../../test/serve-actions';
import { servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const USER_LIST = 'public/userOnlineChatController!userlist';
const LIST = 'public/userOnlineChatController!list';
const SEND = 'public/userOnlineChatController!send';
const UNREAD = 'public/userOnlineChatController!unread';
const BUYER = '00000000-0000-4000-8000-0000000000e1';

function renderInbox(route = '/seller/messages') {
  renderSellerPage(route);
}

const order = makeOrderInfo({ orderNo: 'O2026030200007' });

function serveInbox() {
  return servePanel({
    [UNREAD]: () => okReply(3),
    'notification!count.unread': () => okReply(12),
    [USER_LIST]: () =>
      okReply([
        makeConversation({
          id: 'c1',
          partyid: BUYER,
          username: 'd***r',
          useravatar: '4',
          uid: '100042',
          unreadmsg: 3,
          content: 'Is the lamp brass?',
        }),
        makeConversation({ id: 'c2', partyid: 'buyer-2', username: 'a***e', useravatar: '2', uid: '100043' }),
      ]),
    [LIST]: () =>
      okReply([
        makeChatMessage({
          id: '61',
          content: 'Is the lamp brass?',
          contextType: 2,
          contextId: order.id,
        }),
      ]),
    'order!info': () => okReply({ orderInfo: order }),
    [SEND]: (params) => {
      const message = makeChatMessage({ send_receive: 'send', content: params.get('content') ?? '' });
      return sentTextReply(message);
    },
  });
}

beforeEach(() => setToken('seller-token'));

describe('the seller panel: messages', () => {
  it('lists the shop’s conversations with their unread counts, and a badge on “Messages”', async () => {
    const api = serveInbox();
    renderInbox();
    const rows = await screen.findAllByTestId('chat-conversation');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('d***r'),
      expect.stringContaining('a***e'),
    ]);
    expect(rows[0]?.textContent).toContain('Buyer ID 100042');
    expect(rows[0]?.textContent).toContain('3');
    expect(callsTo(api, USER_LIST)[0]?.get('loginType')).toBe('shop');
    const link = screen.getByRole('link', { name: /Messages/ });
    expect(link.getAttribute('href')).toBe('/seller/messages');
    expect((await within(link).findByTestId('seller-messages-unread')).textContent).toBe('3');
    expect(callsTo(api, UNREAD)[0]?.get('loginType')).toBe('shop');
    // The panel's "Notifications" link counts the unread notifications too.
    const notices = screen.getByRole('link', { name: /Notifications/ });
    expect((await within(notices).findByTestId('seller-notifications-unread')).textContent).toBe('12');
    expect(screen.getByText('Choose a conversation to read and answer it.')).toBeTruthy();
  });

  it('opens a conversation as the shop and answers with loginType shop', async () => {
    const api = serveInbox();
    renderInbox();
    fireEvent.click((await screen.findAllByTestId('chat-conversation'))[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(`/seller/messages?buyer=${BUYER}`),
    );
    const conversation = await screen.findByTestId('seller-conversation');
    await within(conversation).findByText('Is the lamp brass?');
    const [read] = callsTo(api, LIST);
    expect(read?.get('partyid')).toBe(BUYER);
    expect(read?.get('loginType')).toBe('shop');
    // What the buyer wrote about opens in the panel.
    const context = await within(conversation).findByTestId('chat-context');
    await within(context).findByText('O2026030200007');
    expect(context.getAttribute('href')).toBe(`/seller/orders?order=${order.id}`);

    fireEvent.change(within(conversation).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Yes, solid brass.' },
    });
    fireEvent.click(within(conversation).getByTestId('chat-send'));
    await within(conversation).findByText('Yes, solid brass.');
    const [sent] = callsTo(api, SEND);
    expect(sent?.get('partyid')).toBe(BUYER);
    expect(sent?.get('loginType')).toBe('shop');
    expect(sent?.get('type')).toBe('text');
    expect(sent?.has('contextType')).toBe(false);
    // Reading it marks it read: the badge and the list are asked again.
    await waitFor(() => expect(callsTo(api, UNREAD).length).toBeGreaterThan(1));
  });

  it('takes a buyer’s new message live into the open conversation and the list', async () => {
    const api = serveInbox();
    const sockets = realtimeAuthenticated();
    renderInbox(`/seller/messages?buyer=${BUYER}`);
    const conversation = await screen.findByTestId('seller-conversation');
    await within(conversation).findByText('Is the lamp brass?');
    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    const listed = callsTo(api, USER_LIST).length;
    pushShopMessage('shop', BUYER, makeChatMessage({ id: '62', content: 'And the shade?' }));
    await within(conversation).findByText('And the shade?');
    await waitFor(() => expect(callsTo(api, USER_LIST).length).toBeGreaterThan(listed));
    // The buyer's copy of a message (as user) is not the shop's.
    pushShopMessage('user', BUYER, makeChatMessage({ id: '63', content: 'Buyer-side copy' }));
    expect(within(conversation).queryByText('Buyer-side copy')).toBeNull();
  });
});
