import { engagementEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { serveEndpoint } from '../../plugins/actions.js';
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
  const base = { tag: 'favourites and follows' } as const;

  serveEndpoint(app, deps, engagementEndpoints.favourites, {
    ...base,
    summary: 'The buyer’s favourite goods, newest first',
    handler: ({ actor, input, lang, deps: d }) =>
      listKept(d.db, actor.userId, input, { lang, now: d.clock.now(), caches: d }),
  });
  serveEndpoint(app, deps, engagementEndpoints.addFavourite, {
    ...base,
    summary: 'Add a product to favourites',
    handler: async ({ actor, input, deps: d }) => {
      await keepGood(d.db, actor.userId, input.sellerGoodsId, d.clock.now());
      return null;
    },
  });
  serveEndpoint(app, deps, engagementEndpoints.removeFavourite, {
    ...base,
    summary: 'Remove a product from favourites',
    handler: async ({ actor, input, deps: d }) => {
      await unkeepGood(d.db, actor.userId, input.sellerGoodsId);
      return null;
    },
  });
  serveEndpoint(app, deps, engagementEndpoints.favouriteCount, {
    ...base,
    summary: 'How many products are in favourites',
    handler: ({ actor, deps: d }) => countKept(d.db, actor.userId),
  });

  serveEndpoint(app, deps, engagementEndpoints.follows, {
    ...base,
    summary: 'The shops the buyer follows, newest first',
    handler: ({ actor, input, deps: d }) => listFollowed(d.db, actor.userId, input),
  });
  serveEndpoint(app, deps, engagementEndpoints.follow, {
    ...base,
    summary: 'Follow a shop (not one’s own)',
    handler: async ({ actor, input, deps: d }) => {
      await followShop(d.db, actor, input.sellerId, d.clock.now());
      return null;
    },
  });
  serveEndpoint(app, deps, engagementEndpoints.unfollow, {
    ...base,
    summary: 'Stop following a shop',
    handler: async ({ actor, input, deps: d }) => {
      await unfollowShop(d.db, actor.userId, input.sellerId);
      return null;
    },
  });
  serveEndpoint(app, deps, engagementEndpoints.followCount, {
    ...base,
    summary: 'How many shops the buyer follows',
    handler: ({ actor, deps: d }) => countFollowed(d.db, actor.userId),
  });
}
