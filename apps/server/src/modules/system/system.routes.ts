import { DownloadUrlVo, SubscribeParams, SysparaParams } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
import { getSyspara, subscribe } from './system.service.js';

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineAction(app, deps, {
    name: 'syspara!getSyspara',
    summary: 'System parameters by code (comma-separated); codes outside the whitelist give null',
    tag: 'system',
    auth: 'none',
    params: SysparaParams,
    response: z.record(z.string(), z.unknown()),
    handler: ({ input, deps: d }) => getSyspara(d.db, input.code),
  });

  defineAction(app, deps, {
    name: 'index!download-url',
    summary: 'Where to download the buyer and seller apps',
    tag: 'system',
    auth: 'none',
    params: z.object({}),
    response: DownloadUrlVo,
    handler: async ({ request, deps: d }) => {
      const base = d.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const set = await getSyspara(d.db, 'app_buyer_url,app_seller_url');
      const mobile = `${base}/wap/`;
      const buyerUrl =
        typeof set.app_buyer_url === 'string' && set.app_buyer_url ? set.app_buyer_url : mobile;
      const sellerUrl =
        typeof set.app_seller_url === 'string' && set.app_seller_url ? set.app_seller_url : mobile;
      return { url: buyerUrl, buyerUrl, sellerUrl };
    },
  });

  defineAction(app, deps, {
    name: 'subscribe!add',
    summary: 'Subscribe an e-mail address for coupons',
    tag: 'system',
    auth: 'none',
    methods: ['POST'],
    params: SubscribeParams,
    response: z.null(),
    handler: async ({ input, lang, deps: d }) => {
      await subscribe(d.db, input.email, lang, d.clock.now());
      return null;
    },
  });
}
