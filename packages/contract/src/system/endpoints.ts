import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { SubscribeParams } from '../catalog/params.js';
import { DownloadUrlVo, SubscribeConfirmParams, SubscriptionConfirmVo, SysparaParams } from './shapes.js';

// System parameters, the app download links and the e-mail subscription (contract §1.1, §1.11).

export const systemEndpoints = {
  syspara: endpoint({
    name: 'syspara!getSyspara',
    access: 'none',
    params: SysparaParams,
    reply: deferred(() => z.record(z.string(), z.unknown())),
  }),
  downloadUrl: endpoint({
    name: 'index!download-url',
    access: 'none',
    params: deferred(() => z.object({})),
    reply: DownloadUrlVo,
  }),
  subscribe: endpoint({
    name: 'subscribe!add',
    access: 'none',
    params: SubscribeParams,
    reply: deferred(() => z.null()),
    methods: ['POST'],
  }),
  /** The welcome e-mail's link: confirms the address and gives a signed-in buyer its welcome coupon. */
  subscribeConfirm: endpoint({
    name: 'subscribe!confirm',
    access: 'optional',
    params: SubscribeConfirmParams,
    reply: SubscriptionConfirmVo,
    methods: ['POST'],
  }),
} as const;
