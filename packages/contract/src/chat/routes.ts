// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { chatEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const chatRoutes = /*#__PURE__*/ endpointRoutes<typeof chatEndpoints>({
  supportList: 'newOnlinechat!list',
  supportSend: 'newOnlinechat!send',
  supportUnread: 'newOnlinechat!unread',
  userList: 'public/userOnlineChatController!userlist',
  list: 'public/userOnlineChatController!list',
  send: 'public/userOnlineChatController!send',
  unread: 'public/userOnlineChatController!unread',
  admin: {
    list: ['chat!list', 'admin', '.action', ['POST'], 'query'],
    detail: ['chat!detail', 'admin', '.action', ['POST'], 'query'],
    messages: ['chat!messages', 'admin', '.action', ['POST'], 'query'],
    claim: ['chat!claim', 'admin', '.action', ['POST'], 'query'],
    send: ['chat!send', 'admin', '.action', ['POST'], 'query'],
    reassign: ['chat!reassign', 'admin', '.action', ['POST'], 'query'],
  },
});
