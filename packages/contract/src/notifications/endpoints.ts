import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { paged, PageParams } from '../params.js';
import {
  EmailSettingsSaveParams,
  EmailSettingsVo,
  NotificationIdParams,
  NotificationReadParams,
  NotificationReadVo,
  NotificationSlideParams,
  NotificationVo,
} from './shapes.js';

// The notification centre (contract §1.11): the existing clients call these names without the
// `.action` suffix, reads with GET and `message.read` with POST. The e-mail settings are ours.

const none = deferred(() => z.object({}));
const centre = { access: 'user', suffix: '' } as const;

export const notificationEndpoints = {
  /** The caller's notifications, newest first. */
  pageList: endpoint({
    ...centre,
    name: 'notification!message.pagelist',
    params: PageParams,
    reply: deferred(() => paged(NotificationVo)),
    methods: ['GET', 'POST'],
  }),
  /** The latest unread notifications, for a header's slider. */
  slideList: endpoint({
    ...centre,
    name: 'notification!message.slidelist',
    params: NotificationSlideParams,
    reply: deferred(() => z.array(NotificationVo)),
    methods: ['GET', 'POST'],
  }),
  /** One of the caller's notifications (another's is not found); opening it marks it read. */
  detail: endpoint({
    ...centre,
    name: 'notification!message.detail',
    params: NotificationIdParams,
    reply: NotificationVo,
    methods: ['GET', 'POST'],
  }),
  /** Marks one notification read, or all of the caller's when no id is sent. */
  read: endpoint({
    ...centre,
    name: 'notification!message.read',
    params: NotificationReadParams,
    reply: NotificationReadVo,
    methods: ['POST'],
  }),
  /** How many of the caller's notifications are unread: a number. */
  unreadCount: endpoint({
    ...centre,
    name: 'notification!count.unread',
    params: none,
    reply: z.number(),
    methods: ['GET', 'POST'],
  }),
  /** Which notification e-mails the caller gets, and where. */
  emailSettings: endpoint({
    name: 'notification!emailSettings',
    access: 'user',
    params: none,
    reply: EmailSettingsVo,
    methods: ['GET', 'POST'],
  }),
  /** Turns categories of notification e-mails on or off. */
  saveEmailSettings: endpoint({
    name: 'notification!saveEmailSettings',
    access: 'user',
    params: EmailSettingsSaveParams,
    reply: EmailSettingsVo,
    methods: ['POST'],
  }),
} as const;
