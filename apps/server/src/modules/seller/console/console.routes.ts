import { catalogAdminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { listOffers, updateOfferTerms } from './offers.service.js';

/**
 * The console's offers (operations and super admin): every shop's listings, and their wholesale
 * terms set by the seller's rules with a reason (audited). A change empties the storefront's caches.
 */
export function registerSellerConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'catalog-admin' });

  serve(catalogAdminEndpoints.offers, {
    summary:
      'Shops’ offers, newest first: search by the good’s or the shop’s name, or one shop’s; prices, wholesale terms and what they are checked against',
    handler: ({ input, lang, deps: d }) =>
      listOffers(d.db, lang, { keyword: input.keyword, sellerId: input.sellerId }, input, d.clock.now()),
  });

  serve(catalogAdminEndpoints.updateOfferTerms, {
    summary:
      'Sets an offer’s wholesale terms (price ladder, minimum, pack, sample) by the seller’s rules (ADR 037), with a reason; audited',
    handler: async ({ actor, input, lang, request, deps: d }) => {
      const offer = await updateOfferTerms(d.db, input, auditContext(actor, request, d), lang);
      await d.catalogChanged();
      return offer;
    },
  });
}
