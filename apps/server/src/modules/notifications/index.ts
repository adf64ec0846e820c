// Notifications' public face (ADR 018): the notifier every module tells users through (in the
// event's transaction), the centre's routes, and the e-mail queue and its worker, started by the
// app and the server.
export { EmailQueue } from './email-queue.js';
export { startEmailWorker } from './email-worker.js';
export { registerNotificationRoutes } from './notifications.routes.js';
export { noNotices, Notifier, type Notice, type Notifies, type Notify } from './notifier.js';
