// Chat's public face: its routes and the websocket gateway that pushes every realtime frame.
export { registerChatRoutes } from './chat.routes.js';
export { registerChatGateway, type Gateway } from './gateway.js';
export { releaseSupportClaims } from './support-inbox.service.js';
