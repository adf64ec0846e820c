import { chatEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { toPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import {
  chatUnread,
  conversationList,
  conversationMessages,
  presentMessage,
  sendInChat,
  sendToSupport,
  supportMessages,
  unreadSummary,
  type ChatDeps,
} from './chat.service.js';
import {
  answerSupport,
  claimSupport,
  listSupportConversations,
  reassignSupport,
  supportDetail,
  supportPage,
} from './support-inbox.service.js';

/** HH:mm as the chat send echo writes it (contract §2.4: "yyyy-MM-dd HH:mm"). */
function minuteText(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 16);
}

/** Chat (issue 20, contract §1.7): customer service, buyers and shops, and the support inbox. */
export function registerChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { storage } = deps;
  const chatDeps = (d: AppDeps): ChatDeps => ({
    db: d.db,
    storage,
    realtime: d.realtime,
    limiter: d.limiter,
    now: d.clock.now(),
  });
  const before = (cursor: string | undefined) => (cursor ? Number(cursor) : undefined);
  const serve = endpointServer(app, deps, { tag: 'chat' });

  serve(chatEndpoints.supportList, {
    summary:
      'The caller’s messages with customer service, 30 a page before message_id; the latest page marks them read',
    handler: ({ actor, input, deps: d }) => supportMessages(d, actor.userId, before(input.message_id)),
  });
  serve(chatEndpoints.supportSend, {
    summary: 'A text, or a chat picture (uploadimg!execute, moduleName chat), to customer service',
    limits: [{ max: 30, minutes: 1, per: 'ip' }],
    handler: ({ actor, input, deps: d }) => sendToSupport(chatDeps(d), actor.userId, input),
  });
  serve(chatEndpoints.supportUnread, {
    summary: 'Customer service’s messages the caller has not read',
    handler: async ({ actor, deps: d }) => (await unreadSummary(d.db, actor.userId, null)).support,
  });
  serve(chatEndpoints.userList, {
    summary:
      'The caller’s conversations with shops (loginType user) or, as a shop, with buyers (shop), 50 a page',
    handler: ({ actor, input, deps: d }) => conversationList(d.db, actor, input.loginType, input.page_no),
  });
  serve(chatEndpoints.list, {
    summary:
      'A page of the conversation with partyid (a shop, or as a shop a buyer); the latest page marks it read',
    handler: ({ actor, input, deps: d }) =>
      conversationMessages(d, actor, input.loginType, input.partyid, before(input.message_id)),
  });
  serve(chatEndpoints.send, {
    summary:
      'A message to a shop (about a product or an order), or as a shop an answer to a buyer who wrote first',
    limits: [{ max: 30, minutes: 1, per: 'ip' }],
    handler: async ({ actor, input, deps: d }) => {
      const { conversation, message } = await sendInChat(
        chatDeps(d),
        actor,
        input.loginType,
        input.partyid,
        input,
      );
      return {
        updatetime: minuteText(message.createdAt),
        delete_status: 0,
        chat_id: conversation.id,
        type: message.type,
        content: message.content,
        send_receive: 'send' as const,
        message: presentMessage(message, input.loginType),
      };
    },
  });
  serve(chatEndpoints.unread, {
    summary: 'Unread messages of the caller’s conversations with shops (or, loginType shop, with buyers)',
    handler: ({ actor, input, deps: d }) => chatUnread(d.db, actor, input.loginType),
  });

  const inbox = endpointServer(app, deps, { tag: 'chat (console)' });
  inbox(chatEndpoints.admin.list, {
    summary: 'Buyers’ conversations with support: waiting for an answer (oldest first), the caller’s, or all',
    handler: async ({ actor, input, deps: d }) => {
      const { rows, total } = await listSupportConversations(d.db, actor.operatorId, input.view, input);
      return toPage(rows, input, total);
    },
  });
  inbox(chatEndpoints.admin.detail, {
    summary: 'A conversation with the buyer’s five latest orders',
    handler: ({ input, deps: d }) => supportDetail(d.db, input.id),
  });
  inbox(chatEndpoints.admin.messages, {
    summary: 'A page of a conversation; the latest page marks the buyer’s messages read',
    handler: ({ input, deps: d }) => supportPage(d.db, input.id, before(input.message_id)),
  });
  inbox(chatEndpoints.admin.claim, {
    summary: 'Claims a conversation nobody has claimed (or says who has it)',
    handler: ({ actor, input, deps: d }) => claimSupport(d.db, input.id, actor.operatorId, d.realtime),
  });
  inbox(chatEndpoints.admin.reassign, {
    summary: 'Hands a conversation to another active support operator, or releases it (super admin; audited)',
    handler: ({ actor, input, request, deps: d }) =>
      reassignSupport(d, input.id, input.operatorId, auditContext(actor, request, d)),
  });
  inbox(chatEndpoints.admin.send, {
    summary: 'Answers the buyer (claiming the conversation when nobody has); pushed to the buyer at once',
    handler: ({ actor, input, deps: d }) => answerSupport(chatDeps(d), input.id, actor.operatorId, input),
  });
}
