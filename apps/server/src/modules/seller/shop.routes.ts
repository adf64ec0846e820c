import { sellerPanelEndpoints as panel } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { shopFollowers, shopProfile, shopReviews, updateShop } from './shop.service.js';

/** The seller panel's shop (contract §3.1): its profile, reviews and followers. */
export function registerSellerShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'seller shop' });
  const { storage } = deps;

  serve(panel.profile, {
    summary: 'The caller’s shop: name, logo, banner, description, contact, status and real figures',
    handler: ({ actor, deps: d }) => shopProfile(d.db, actor.sellerId),
  });
  serve(panel.updateProfile, {
    summary:
      'Changes the shop’s name (unique), logo and banner (files from uploadimg!execute), description or contact; absent fields stay',
    handler: async ({ actor, input, deps: d }) => {
      await updateShop(d.db, actor, input, storage);
      await d.catalogChanged();
      return shopProfile(d.db, actor.sellerId);
    },
  });
  serve(panel.reviews, {
    summary: 'Reviews of the shop’s goods, newest first, by type (1 good, 2 medium, 3 bad, 4 with pictures)',
    handler: ({ actor, input, lang, deps: d }) => shopReviews(d.db, actor.sellerId, input, lang),
  });
  serve(panel.followers, {
    summary:
      'The shop’s followers, newest first, names masked (/seller/focusSeller!list; /api/focusSeller!list is the shops a buyer follows)',
    handler: ({ actor, input, deps: d }) => shopFollowers(d.db, actor.sellerId, input),
  });
}
