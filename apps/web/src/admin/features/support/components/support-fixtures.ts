import type { AdminChatConversationVo, OperatorRole } from '@caravan/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { okReply } from '../../../../test/factories';
import { renderConsole } from '../../../../test/render-console';
import {
  type ActionHandler,
  requestsTo,
  serveActions,
  type ServedActions,
} from '../../../../test/serve-actions';
import type { SupportDetail } from '../api/support-conversations';
import type { SupportMessage } from '../api/support-messages';

// What the inbox's tests share: the server's answers and a few steps. The operator's websocket is
// played by realtime-double.ts.

export const ME = { id: '00000000-0000-4000-8000-0000000000c5', username: 'cs-amy' };
export const OTHER_OPERATOR = '00000000-0000-4000-8000-0000000000c6';
export const CONVERSATION = '00000000-0000-4000-8000-000000000c01';
export const SECOND = '00000000-0000-4000-8000-000000000c02';
export const BUYER = '00000000-0000-4000-8000-000000000042';
export const ORDER = '00000000-0000-4000-8000-0000000000d1';

export function makeConversation(overrides: Partial<AdminChatConversationVo> = {}): AdminChatConversationVo {
  return {
    id: CONVERSATION,
    userId: BUYER,
    username: 'lan-buyer',
    avatar: '1',
    unread: 2,
    lastContent: 'Where is my parcel?',
    lastMessageTime: '2026-03-01 08:00:00',
    operatorId: '',
    operatorName: '',
    ...overrides,
  };
}

export function makeMessage(id: number, overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id: String(id),
    send_receive: 'receive',
    type: 'text',
    content: `Message number ${id}`,
    createtime: '2026-03-01T08:00:00.000Z',
    delete_status: 0,
    contextType: 0,
    contextId: '',
    operatorName: '',
    ...overrides,
  };
}

/** A page of conversations as chat!list answers. */
export const conversationPage = (list: AdminChatConversationVo[], total = list.length) =>
  okReply({ pageList: list, pageInfo: { pageNum: 1, pageSize: 20, totalElements: total } });

type Serving = {
  role?: OperatorRole;
  lists?: Partial<Record<'waiting' | 'mine' | 'all', AdminChatConversationVo[]>>;
  conversation?: AdminChatConversationVo;
  /** The conversation's messages, oldest first; pages are cut from it as the server cuts them. */
  messages?: SupportMessage[];
  recentOrders?: SupportDetail['recentOrders'];
  handlers?: Record<string, ActionHandler>;
};

/**
 * The inbox's calls for a customer-service operator (ME), answered as the server would. Returns
 * the calls and the conversation's messages, to which a test may add one the server received.
 */
export function serveInbox({
  role = 'customer_service',
  lists = { waiting: [makeConversation()] },
  conversation = makeConversation(),
  messages = [
    makeMessage(1, { content: 'Where is my parcel?' }),
    makeMessage(2, { send_receive: 'send', content: 'Let me check.', operatorName: 'cs-bob' }),
  ],
  recentOrders = [
    {
      orderId: ORDER,
      status: 3,
      prizeReal: 42.5,
      shopName: 'Lotus Bay Crafts',
      createTime: '2026-02-27 10:00:00',
    },
  ],
  handlers = {},
}: Serving = {}): { api: ServedActions; messages: SupportMessage[] } {
  const api = serveActions({
    'admin/auth!me': () => okReply({ ...ME, role }),
    'admin/chat!list': (params) => {
      const view = (params.get('view') ?? 'waiting') as 'waiting' | 'mine' | 'all';
      return conversationPage(lists[view] ?? []);
    },
    'admin/chat!detail': () => okReply({ conversation, recentOrders }),
    'admin/chat!messages': (params) => {
      const before = params.get('message_id');
      const older = before ? messages.filter((m) => Number(m.id) < Number(before)) : messages;
      return okReply(older.slice(-30));
    },
    'admin/chat!claim': () => okReply({ ...conversation, operatorId: ME.id, operatorName: ME.username }),
    'admin/chat!send': (params) =>
      okReply(
        makeMessage(99, {
          send_receive: 'send',
          content: params.get('content') ?? '',
          operatorName: ME.username,
        }),
      ),
    ...handlers,
  });
  return { api, messages };
}

/** The params of each call for a list of conversations, in order. */
export const listCallsOf = (api: ServedActions) =>
  requestsTo(api, 'admin/chat!list').map((call) => call.params);

/** Opens the inbox and its first conversation; resolves with the conversation once its messages show. */
export async function openConversation() {
  renderConsole('/admin/support');
  fireEvent.click(await screen.findByTestId('support-conversation'));
  const open = await screen.findByTestId('support-open');
  await within(open).findAllByTestId('support-message');
  return open;
}

/** The ids of the messages shown, in order. */
export const shownMessages = () =>
  screen.getAllByTestId('support-message').map((item) => item.getAttribute('data-id') ?? '');
