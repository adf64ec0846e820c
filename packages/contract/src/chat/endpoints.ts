import { z } from 'zod';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { paged } from '../params.js';
import {
  AdminChatClaimParams,
  AdminChatConversationVo,
  AdminChatDetailVo,
  AdminChatListParams,
  AdminChatMessagesParams,
  AdminChatMessageVo,
  AdminChatReassignParams,
  AdminChatSendParams,
  ChatConversationVo,
  ChatListParams,
  ChatMessageVo,
  ChatSendParams,
  ChatSentVo,
  ChatUnreadParams,
  ChatUserListParams,
  SupportListParams,
  SupportSendParams,
} from './shapes.js';

// Chat (issue 20, contract §1.7). Clients call these with GET and POST alike; every one needs a
// logged-in user (a visitor is asked to log in; the contract's "visitors by IP" is not kept).

const none = deferred(() => z.object({}));
const support = { scope: 'admin', access: { operator: CONSOLE_ACCESS.support }, methods: ['POST'] } as const;
/** Handing conversations between operators: the super admin's alone (CONSOLE_ACCESS.operators). */
const supportLead = { ...support, access: { operator: CONSOLE_ACCESS.operators } } as const;

export const chatEndpoints = {
  /** The caller's messages with customer service, newest page first (oldest first within it). */
  supportList: endpoint({
    name: 'newOnlinechat!list',
    access: 'user',
    params: SupportListParams,
    reply: deferred(() => z.array(ChatMessageVo)),
  }),
  supportSend: endpoint({
    name: 'newOnlinechat!send',
    access: 'user',
    params: SupportSendParams,
    reply: ChatMessageVo,
  }),
  /** Support's messages the caller has not read: a number. */
  supportUnread: endpoint({ name: 'newOnlinechat!unread', access: 'user', params: none, reply: z.number() }),
  userList: endpoint({
    name: 'public/userOnlineChatController!userlist',
    access: 'user',
    params: ChatUserListParams,
    reply: deferred(() => z.array(ChatConversationVo)),
  }),
  list: endpoint({
    name: 'public/userOnlineChatController!list',
    access: 'user',
    params: ChatListParams,
    reply: deferred(() => z.array(ChatMessageVo)),
  }),
  send: endpoint({
    name: 'public/userOnlineChatController!send',
    access: 'user',
    params: ChatSendParams,
    reply: ChatSentVo,
  }),
  /** Unread messages in the caller's buyer–seller conversations (as a buyer, or with loginType shop as the shop). */
  unread: endpoint({
    name: 'public/userOnlineChatController!unread',
    access: 'user',
    params: ChatUnreadParams,
    reply: z.number(),
  }),
  admin: {
    list: endpoint({
      ...support,
      name: 'chat!list',
      params: AdminChatListParams,
      reply: deferred(() => paged(AdminChatConversationVo)),
    }),
    detail: endpoint({
      ...support,
      name: 'chat!detail',
      params: AdminChatClaimParams,
      reply: AdminChatDetailVo,
    }),
    messages: endpoint({
      ...support,
      name: 'chat!messages',
      params: AdminChatMessagesParams,
      reply: deferred(() => z.array(AdminChatMessageVo)),
    }),
    claim: endpoint({
      ...support,
      name: 'chat!claim',
      params: AdminChatClaimParams,
      reply: AdminChatConversationVo,
    }),
    send: endpoint({ ...support, name: 'chat!send', params: AdminChatSendParams, reply: AdminChatMessageVo }),
    /**
     * A conversation handed to another active operator who answers support, or released to no one
     * (issue 50): super admin only, audited.
     */
    reassign: endpoint({
      ...supportLead,
      name: 'chat!reassign',
      params: AdminChatReassignParams,
      reply: AdminChatConversationVo,
    }),
  },
} as const;
