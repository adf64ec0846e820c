import { systemEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { getSyspara, subscribe } from './system.service.js';

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'system' });

  serve(systemEndpoints.syspara, {
    summary: 'System parameters by code (comma-separated); codes outside the whitelist give null',
    handler: ({ input, deps: d }) => getSyspara(d.db, input.code),
  });

  serve(systemEndpoints.downloadUrl, {
    summary: 'Where to download the buyer and seller apps',
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

  serve(systemEndpoints.subscribe, {
    summary:
      'Subscribe an e-mail address for coupons (once per address; limited per client address and mailbox)',
    limits: [{ max: 10, minutes: 60, per: 'ip' }],
    handler: async ({ input, lang, deps: d }) => {
      await subscribe(d.db, d.notifier, d.limiter, input.email, lang, d.clock.now());
      return null;
    },
  });
}
