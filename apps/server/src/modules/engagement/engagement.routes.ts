import { engagementEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { readContext } from '../catalog/index.js';
import {
  countFollowed,
  countKept,
  followShop,
  keepGood,
  listFollowed,
  listKept,
  unfollowShop,
  unkeepGood,
} from './engagement.service.js';

/** Favourite goods (keepGoods!*) and followed shops (focusSeller!*), contract §1.3. */
export function registerEngagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'favourites and follows' });

  serve(engagementEndpoints.favourites, {
    summary: 'The buyer’s favourite goods, newest first',
    handler: ({ actor, input, lang, deps: d }) => listKept(d.db, actor.userId, input, readContext(d, lang)),
  });
  serve(engagementEndpoints.addFavourite, {
    summary: 'Add a product to favourites',
    handler: async ({ actor, input, deps: d }) => {
      await keepGood(d.db, actor.userId, input.sellerGoodsId, d.clock.now());
      return null;
    },
  });
  serve(engagementEndpoints.removeFavourite, {
    summary: 'Remove a product from favourites',
    handler: async ({ actor, input, deps: d }) => {
      await unkeepGood(d.db, actor.userId, input.sellerGoodsId);
      return null;
    },
  });
  serve(engagementEndpoints.favouriteCount, {
    summary: 'How many products are in favourites',
    handler: ({ actor, deps: d }) => countKept(d.db, actor.userId),
  });

  serve(engagementEndpoints.follows, {
    summary: 'The shops the buyer follows, newest first',
    handler: ({ actor, input, deps: d }) => listFollowed(d.db, actor.userId, input),
  });
  serve(engagementEndpoints.follow, {
    summary: 'Follow a shop (not one’s own)',
    handler: async ({ actor, input, deps: d }) => {
      await followShop(d.db, actor, input.sellerId, d.clock.now());
      return null;
    },
  });
  serve(engagementEndpoints.unfollow, {
    summary: 'Stop following a shop',
    handler: async ({ actor, input, deps: d }) => {
      await unfollowShop(d.db, actor.userId, input.sellerId);
      return null;
    },
  });
  serve(engagementEndpoints.followCount, {
    summary: 'How many shops the buyer follows',
    handler: ({ actor, deps: d }) => countFollowed(d.db, actor.userId),
  });
}
