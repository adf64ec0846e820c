import { systemEndpoints } from '@caravan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { confirmSubscription, getSyspara, subscribe } from './system.service.js';

/**
 * The site's address for links the API hands out: PUBLIC_URL, or the address the request came to
 * (a development machine; a site in production sets PUBLIC_URL, so that a forged Host header never
 * reaches a link in an e-mail).
 */
function siteAddress(request: FastifyRequest, deps: AppDeps): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'system' });

  serve(systemEndpoints.syspara, {
    summary: 'System parameters by code (comma-separated); codes outside the whitelist give null',
    handler: ({ input, deps: d }) => getSyspara(d.db, input.code),
  });

  serve(systemEndpoints.downloadUrl, {
    summary: 'Where to download the buyer and seller apps',
    handler: async ({ request, deps: d }) => {
      const base = siteAddress(request, d);
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
    handler: async ({ request, input, lang, deps: d }) => {
      const linkBase = siteAddress(request, d);
      await subscribe(d.db, d.notifier, d.limiter, { email: input.email, lang, linkBase }, d.clock.now());
      return null;
    },
  });

  serve(systemEndpoints.subscribeConfirm, {
    summary:
      'Confirms a subscribed address (the welcome e-mail’s link) and gives a signed-in buyer its welcome coupon, once per address and per buyer',
    limits: [{ max: 30, minutes: 60, per: 'ip' }],
    handler: ({ actor, input, deps: d }) =>
      confirmSubscription(d.db, actor?.userId, input.code, d.clock.now()),
  });
}
